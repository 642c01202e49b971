import { Check, Column, Entity, ForeignKey, Index } from 'typeorm';
import { IdColumn } from '../../../database';

/**
 * A post (table `posts`). The request paths read and write posts with plain SQL through `Db`;
 * this entity is the schema's description, checked against the migrations by
 * test/schema-agreement.e2e-spec.ts. TypeORM's @Index has no sort direction: the DESC columns
 * of posts_latest and posts_user are the migration's (the check compares names, columns, WHERE).
 */
/** A post's status (post-visibility.ts says who may see a post in each). */
export type PostStatus = 'pending' | 'published' | 'deleted' | 'hidden';

/** Why a post is hidden (the moderation module's choice of words; restore can be limited to one). */
export type HideReason = string;

@Entity('posts')
// GET /latest: published top-level posts by sorted_at desc, id desc
@Index('posts_latest', ['sorted_at', 'id'], { where: `status = 'published' AND parent_id = 0` })
// GET /post/children: a subtree is one range of sort_order inside its conversation (tombstones
// keep their place in it)
@Index('posts_thread', ['conversation_id', 'sort_order'], {
  where: `status IN ('published', 'deleted')`,
})
// the publisher: due pending posts
@Index('posts_due', ['published_at', 'id'], { where: `status = 'pending'` })
// `replied`: the caller's direct replies to a post
@Index('posts_replied', ['parent_id', 'user_id'])
// GET /timeline/user and GET /pending
@Index('posts_user', ['user_id', 'status', 'parent_id', 'published_at', 'id'])
// an author's posts in id order: the account export and erasure
@Index('posts_author', ['user_id', 'id'])
@Check('posts_status_check', `status IN ('pending', 'published', 'deleted', 'hidden')`)
@Check('posts_type_check', `type IN ('post', 'reply')`)
export class PostEntity {
  @IdColumn('posts')
  id: number;

  /** The author; null for a tombstone (a deleted post keeps no trace of its author). */
  @Column('bigint', { nullable: true })
  @ForeignKey('users', { name: 'posts_user_id_fkey' })
  user_id: number | null;

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
  status: PostStatus;

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

  /** Why a hidden post is hidden; null unless hidden. */
  @Column('varchar', { length: 16, nullable: true })
  hidden_reason: HideReason | null;

  /** The status a hidden post returns to when restored (pending or published); null unless hidden. */
  @Column('varchar', { length: 16, nullable: true })
  hidden_from: 'pending' | 'published' | null;
}
