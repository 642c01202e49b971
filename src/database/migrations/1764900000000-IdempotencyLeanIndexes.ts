import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fewer indexes on idempotency_records, which every keyed POST writes: each index is one more page
 * in that request's COMMIT (docs/performance.md "Safe retries").
 * - The user index goes: an account's erasure walks the table in windows instead (KeyLocks).
 * - On SQLite the expiry index goes too: answers are stored with INSERT OR REPLACE, so rowid order
 *   is the order of expiry and the purge takes the oldest rows. Rows stored before were upserted
 *   in place; one replaced that way expires within 24 hours like the rest.
 * Down: both indexes back.
 */
export class IdempotencyLeanIndexes1764900000000 implements MigrationInterface {
  name = 'IdempotencyLeanIndexes1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX idempotency_records_user`);
    if (queryRunner.connection.driver.options.type !== 'postgres') {
      await queryRunner.query(`DROP INDEX idempotency_records_expiry`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.driver.options.type !== 'postgres') {
      await queryRunner.query(
        `CREATE INDEX idempotency_records_expiry ON idempotency_records (expires_at)`,
      );
    }
    await queryRunner.query(
      `CREATE INDEX idempotency_records_user ON idempotency_records (user_id) WHERE user_id IS NOT NULL`,
    );
  }
}
