import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The reaction totals (`stars_total`, `flags_total` and their shards) count reactions on
 * published posts only: a reaction on a pending post (its author's) joins the total when the
 * publisher publishes the post. Before, it was counted at once, and /reactions/{stars,flags}/all
 * showed a total with no row behind it. The reactions on posts still pending leave the totals.
 */
export class PublishedReactionTotals1764150000000 implements MigrationInterface {
  name = 'PublishedReactionTotals1764150000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.move(queryRunner, '-');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.move(queryRunner, '+');
  }

  private async move(queryRunner: QueryRunner, sign: '+' | '-'): Promise<void> {
    for (const [name, type] of [
      ['stars_total', 'star'],
      ['flags_total', 'flag'],
    ]) {
      await queryRunner.query(
        `UPDATE counters SET value = value ${sign} (
           SELECT COUNT(*) FROM reactions r JOIN posts p ON p.id = r.post_id
            WHERE r.type = '${type}' AND r.active = 1 AND p.status = 'pending')
          WHERE name = '${name}'`,
      );
    }
  }
}
