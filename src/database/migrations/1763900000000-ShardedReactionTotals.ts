import { MigrationInterface, QueryRunner } from 'typeorm';

const SHARDS = 8;

/**
 * Splits each reaction total into 8 rows (`stars_total` plus `stars_total:1` … `:7`), so that
 * concurrent reaction writes lock different rows (see src/modules/reactions/reaction-totals.ts).
 * The existing row keeps the count; the new ones start at 0.
 */
export class ShardedReactionTotals1763900000000 implements MigrationInterface {
  name = 'ShardedReactionTotals1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const base of ['stars_total', 'flags_total']) {
      for (let i = 1; i < SHARDS; i++) {
        await queryRunner.query(`INSERT INTO counters (name, value) VALUES ('${base}:${i}', 0)`);
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const base of ['stars_total', 'flags_total']) {
      await queryRunner.query(
        `UPDATE counters
            SET value = (SELECT SUM(value) FROM counters WHERE name = '${base}' OR name LIKE '${base}:%')
          WHERE name = '${base}'`,
      );
      await queryRunner.query(`DELETE FROM counters WHERE name LIKE '${base}:%'`);
    }
  }
}
