import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A post (table `posts`, created by the initial migration). The schema record and the admin
 * paths use it; the request paths read and write posts with plain SQL through `Db`.
 */
@Entity('posts')
export class PostEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('bigint')
  user_id: number;

  /** The root's id for a reply; a top-level post's own id once published, 0 before. */
  @Column('bigint', { default: 0 })
  conversation_id: number;

  /** 0 for a top-level post. */
  @Column('bigint', { default: 0 })
  parent_id: number;

  @Column('bigint', { default: 0 })
  original_id: number;

  @Column('text')
  post: string;

  @Column('varchar', { length: 16 })
  status: 'pending' | 'published';

  @Column('varchar', { length: 16 })
  type: 'post' | 'reply';

  @Column('integer', { default: 0 })
  depth: number;

  /** See sort-order.ts; null for top-level posts. */
  @Column('varchar', { length: 110, nullable: true })
  sort_order: string | null;

  @Column('integer', { default: 0 })
  attachment_count: number;

  @Column('integer', { default: 0 })
  replies: number;

  @Column('integer', { default: 0 })
  reposts: number;

  @Column('integer', { default: 0 })
  quotes: number;

  @Column('integer', { default: 0 })
  stars: number;

  @Column('integer', { default: 0 })
  flags: number;

  @Column('integer', { default: 0 })
  reactions: number;

  @Column('integer', { default: 0 })
  bumps: number;

  @Column('bigint')
  created_at: number;

  @Column('bigint')
  updated_at: number;

  /** When the post becomes (or became) public: creation time plus the author's delay. */
  @Column('bigint')
  published_at: number;

  /** The /latest order: published_at, then the time of the last reply or first star. */
  @Column('bigint')
  sorted_at: number;
}
