import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each user's number of notifications becomes a counter (`notifications_total:<user id>` in
 * `counters`), kept by every insert and removal of a notification in its transaction, so that
 * GET /notifications no longer counts all of a user's rows (its cost grew with them). Up fills
 * the counters from the rows; down removes them.
 */
export class NotificationTotals1764600000000 implements MigrationInterface {
  name = 'NotificationTotals1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `INSERT INTO counters (name, value)
       SELECT 'notifications_total:' || CAST(receiver_id AS TEXT), COUNT(*)
         FROM notifications GROUP BY receiver_id`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM counters WHERE name LIKE 'notifications_total:%'`);
  }
}
