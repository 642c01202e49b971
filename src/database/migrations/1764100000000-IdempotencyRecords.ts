import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The answers of requests sent with an Idempotency-Key, kept for replay until `expires_at`
 * (src/idempotency). `id` is the SHA-256 of the caller's scope and the key.
 */
export class IdempotencyRecords1764100000000 implements MigrationInterface {
  name = 'IdempotencyRecords1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE idempotency_records (
        id VARCHAR(64) NOT NULL PRIMARY KEY,
        fingerprint VARCHAR(64) NOT NULL,
        status INTEGER NOT NULL,
        headers TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL
      )`,
    );
    // the expiry job
    await queryRunner.query(
      `CREATE INDEX idempotency_records_expiry ON idempotency_records (expires_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE idempotency_records`);
  }
}
