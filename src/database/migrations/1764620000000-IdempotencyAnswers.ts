import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stored answers keep only what a replay needs (src/idempotency/stored-answer.ts): the body
 * as UTF-8 text rather than base64 (a third smaller), large bodies deflated, no header object
 * when the answer has only the usual JSON content type, and no `created_at` (nothing read it).
 * `encoding` says how `body` is stored; NULL is the base64 of the rows stored before. Down:
 * answers in the new encodings are deleted (a retry of one then runs as a new request), the others
 * get their column back.
 */
export class IdempotencyAnswers1764620000000 implements MigrationInterface {
  name = 'IdempotencyAnswers1764620000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE idempotency_records ADD COLUMN encoding VARCHAR(16)`);
    await queryRunner.query(`ALTER TABLE idempotency_records DROP COLUMN created_at`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM idempotency_records WHERE encoding IS NOT NULL`);
    await queryRunner.query(`UPDATE idempotency_records SET headers = '{}' WHERE headers = ''`);
    await queryRunner.query(
      `ALTER TABLE idempotency_records ADD COLUMN created_at BIGINT NOT NULL DEFAULT 0`,
    );
    await queryRunner.query(`ALTER TABLE idempotency_records DROP COLUMN encoding`);
  }
}
