import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The posts of one author in id order, of every status: the account export reads them in keyset
 * pages and the erasure walks them. `posts_user` is ordered for the timelines (status, parent,
 * publication time), so a page by id over it would read and sort every post of the author.
 */
export class PostsByAuthor1764500000001 implements MigrationInterface {
  name = 'PostsByAuthor1764500000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX posts_author ON posts (user_id, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX posts_author`);
  }
}
