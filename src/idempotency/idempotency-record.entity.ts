import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The stored answer of a request sent with an Idempotency-Key (table `idempotency_records`,
 * created by migration IdempotencyRecords). The request path reads and writes it with plain SQL.
 */
@Entity('idempotency_records')
// PostgreSQL only (migration IdempotencyLeanIndexes): SQLite purges in rowid order. Each index is
// one more page in every keyed COMMIT, so there is none by user: an erasure walks the table.
@Index('idempotency_records_expiry', { synchronize: false })
export class IdempotencyRecordEntity {
  /** SHA-256 (hex) of the caller's scope and the key: the key itself is not stored. */
  @PrimaryColumn('varchar', { length: 64 })
  id: string;

  /** SHA-256 (hex) of the request: method, path and body. */
  @Column('varchar', { length: 64 })
  fingerprint: string;

  @Column('integer')
  status: number;

  /** The answer's headers that are replayed, as a JSON object; '' for the usual JSON type only. */
  @Column('text')
  headers: string;

  /** The answer's body exactly as sent, stored as `encoding` says (stored-answer.ts). */
  @Column('text')
  body: string;

  /** 'utf8' (the text), 'deflate' (base64 of the deflated bytes), NULL (base64 of the bytes). */
  @Column('varchar', { length: 16, nullable: true })
  encoding: string | null;

  @Column('bigint')
  expires_at: number;

  /** The caller, so that an account's erasure finds its answers (KeyLocks.deleteOfUser); null without credentials. */
  @Column('bigint', { nullable: true })
  user_id: number | null;
}
