import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The user of a stored Idempotency-Key answer: an answer holds what the request returned (a
 * post's text, a profile), so an account's erasure deletes its answers, found by this column.
 * Answers stored before it have none; they expire within 24 hours.
 */
export class IdempotencyRecordUsers1764500000002 implements MigrationInterface {
  name = 'IdempotencyRecordUsers1764500000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE idempotency_records ADD COLUMN user_id BIGINT`);
    await queryRunner.query(
      `CREATE INDEX idempotency_records_user ON idempotency_records (user_id) WHERE user_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX idempotency_records_user`);
    await queryRunner.query(`ALTER TABLE idempotency_records DROP COLUMN user_id`);
  }
}
