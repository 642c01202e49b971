import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The counts of GET /metric/posts (published posts, replies included) and GET /metric/usernames
 * (users) as counter rows, kept by the writes that change them in the same transaction: the
 * publisher and user creation. Before, each request counted a whole table. They start from the
 * rows there are.
 */
export class MetricTotals1764000000000 implements MigrationInterface {
  name = 'MetricTotals1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `INSERT INTO counters (name, value)
       SELECT 'published_total', COUNT(*) FROM posts WHERE status = 'published'`,
    );
    await queryRunner.query(
      `INSERT INTO counters (name, value) SELECT 'users_total', COUNT(*) FROM users`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM counters WHERE name IN ('published_total', 'users_total')`,
    );
  }
}
