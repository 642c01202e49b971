import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts people make themselves (the front door): `users.email` (unique case-insensitively;
 * NULL for accounts the CLI made) and `users.password_hash` (argon2id, PHC string; NULL: no
 * password, sign-in impossible); server-side `sessions` of the web pages; single-use
 * `password_resets` and `invites`. Every secret is stored only as its SHA-256.
 */
export class Accounts1765030000000 implements MigrationInterface {
  name = 'Accounts1765030000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN email VARCHAR(254)`);
    await queryRunner.query(`ALTER TABLE users ADD COLUMN password_hash VARCHAR(200)`);
    // NULLs never collide, so accounts without an email are not constrained
    await queryRunner.query(`CREATE UNIQUE INDEX users_email ON users (lower(email))`);
    await queryRunner.query(
      `CREATE TABLE "sessions" (
        "id" VARCHAR(64) NOT NULL,
        "user_id" BIGINT NOT NULL,
        "created_at" BIGINT NOT NULL,
        "last_seen_at" BIGINT NOT NULL,
        "expires_at" BIGINT NOT NULL,
        CONSTRAINT "sessions_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id")
      )`,
    );
    // "end every session of the user" and the sweep of expired ones
    await queryRunner.query(`CREATE INDEX sessions_user ON sessions (user_id)`);
    await queryRunner.query(`CREATE INDEX sessions_expiry ON sessions (expires_at)`);
    await queryRunner.query(
      `CREATE TABLE "password_resets" (
        "id" VARCHAR(64) NOT NULL,
        "user_id" BIGINT NOT NULL,
        "created_at" BIGINT NOT NULL,
        "expires_at" BIGINT NOT NULL,
        CONSTRAINT "password_resets_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "password_resets_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id")
      )`,
    );
    await queryRunner.query(`CREATE INDEX password_resets_user ON password_resets (user_id)`);
    await queryRunner.query(`CREATE INDEX password_resets_expiry ON password_resets (expires_at)`);
    await queryRunner.query(
      `CREATE TABLE "invites" (
        "id" VARCHAR(64) NOT NULL,
        "created_at" BIGINT NOT NULL,
        CONSTRAINT "invites_pkey" PRIMARY KEY ("id")
      )`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE invites`);
    await queryRunner.query(`DROP TABLE password_resets`);
    await queryRunner.query(`DROP TABLE sessions`);
    await queryRunner.query(`DROP INDEX users_email`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN password_hash`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN email`);
  }
}
