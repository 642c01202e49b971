import { MigrationInterface, QueryRunner } from 'typeorm';

const FROM = 8;
const TO = 64;

/**
 * Each reaction total from 8 to 64 shard rows (`stars_total:8` … `:63`, likewise for flags), so
 * that each connection of the pools can move a row of its own (connectionShardSql in
 * src/database/counters/sharded-counters.ts). The new rows start at 0; the sum stays the same.
 */
export class CounterShards641765400000000 implements MigrationInterface {
  name = 'CounterShards641765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const base of ['stars_total', 'flags_total']) {
      const rows = Array.from({ length: TO - FROM }, (_, i) => `('${base}:${FROM + i}', 0)`);
      await queryRunner.query(
        `INSERT INTO counters (name, value) VALUES ${rows.join(', ')} ON CONFLICT (name) DO NOTHING`,
      );
    }
  }

  /** Folds the shards 8 … 63 into the first row and removes them. */
  async down(queryRunner: QueryRunner): Promise<void> {
    for (const base of ['stars_total', 'flags_total']) {
      const names = Array.from({ length: TO - FROM }, (_, i) => `'${base}:${FROM + i}'`).join(', ');
      await queryRunner.query(
        `UPDATE counters
            SET value = value + (SELECT COALESCE(SUM(value), 0) FROM counters WHERE name IN (${names}))
          WHERE name = '${base}'`,
      );
      await queryRunner.query(`DELETE FROM counters WHERE name IN (${names})`);
    }
  }
}
