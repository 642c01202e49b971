import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `users.role` (`none` or `moderator`, set by the admin CLI) and `users.suspended_at` (set while a
 * moderator has suspended the account). Added columns on both databases: SQLite keeps a named
 * column constraint in the table's definition, so the CHECK has PostgreSQL's name on both.
 */
export class UserRoles1764450000000 implements MigrationInterface {
  name = 'UserRoles1764450000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE users ADD COLUMN role VARCHAR(16) NOT NULL DEFAULT 'none'
         CONSTRAINT "users_role_check" CHECK (role IN ('none', 'moderator'))`,
    );
    await queryRunner.query(`ALTER TABLE users ADD COLUMN suspended_at BIGINT`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users DROP COLUMN suspended_at`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN role`);
  }
}
