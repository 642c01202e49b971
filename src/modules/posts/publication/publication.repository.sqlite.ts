import { Sql } from '../../../database';
import { DUE_BATCH_SQL, DueCursor, DueRow, PublicationRepository } from './publication.repository';

/** SQLite: the write transaction itself is exclusive. */
export class SqlitePublicationRepository extends PublicationRepository {
  tryLockPublisher(): Promise<boolean> {
    return Promise.resolve(true);
  }

  dueBatch(tx: Sql, now: number, limit: number, after: DueCursor): Promise<DueRow[]> {
    return tx.all<DueRow>(DUE_BATCH_SQL, [now, limit, after.published_at, after.id]);
  }
}
