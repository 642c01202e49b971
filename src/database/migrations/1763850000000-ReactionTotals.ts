import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The totals of GET /reactions/stars/all and /reactions/flags/all: active reactions of each type,
 * kept by the reaction writes in the same transaction (no COUNT(*) per request).
 */
export class ReactionTotals1763850000000 implements MigrationInterface {
  name = 'ReactionTotals1763850000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [name, type] of [
      ['stars_total', 'star'],
      ['flags_total', 'flag'],
    ]) {
      await queryRunner.query(
        `INSERT INTO counters (name, value)
         SELECT '${name}', COUNT(*) FROM reactions WHERE type = '${type}' AND active = 1`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM counters WHERE name IN ('stars_total', 'flags_total')`);
  }
}
