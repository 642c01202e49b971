import { Sql } from '../../../database';
import { DUE_BATCH_SQL, DueCursor, DueRow, PublicationRepository } from './publication.repository';

/** Key of the PostgreSQL advisory lock a publisher batch holds (any constant unique to it). */
const PUBLISHER_LOCK = 7_310_050_001;

/**
 * PostgreSQL: a transaction-level advisory lock; the due posts are locked, skipping rows another
 * transaction holds (e.g. the author's reaction to their own pending post): those wait for the
 * next batch.
 */
export class PostgresPublicationRepository extends PublicationRepository {
  async tryLockPublisher(tx: Sql): Promise<boolean> {
    const row = await tx.get<{ locked: boolean }>(
      `SELECT pg_try_advisory_xact_lock(CAST($1 AS BIGINT)) AS locked`,
      [PUBLISHER_LOCK],
    );
    return row?.locked === true;
  }

  dueBatch(tx: Sql, now: number, limit: number, after: DueCursor): Promise<DueRow[]> {
    return tx.all<DueRow>(`${DUE_BATCH_SQL} FOR UPDATE SKIP LOCKED`, [
      now,
      limit,
      after.published_at,
      after.id,
    ]);
  }
}
