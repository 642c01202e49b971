import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `reply_ordinals.last` becomes BIGINT, so both databases stop taking replies to one parent at
 * the same place: the path segment's width (9,999,999,999 replies, DESIGN §5), where the service
 * answers 409. Before, PostgreSQL's INTEGER overflowed after 2^31 − 1 (a 500). SQLite's INTEGER
 * is 64-bit already; its table is rebuilt only so that the column's declared type matches the
 * entity. Down: values above 2^31 − 1 make PostgreSQL refuse the change back, as they should.
 */
export class ReplyOrdinalsBigint1764200000000 implements MigrationInterface {
  name = 'ReplyOrdinalsBigint1764200000000';

  up(queryRunner: QueryRunner): Promise<void> {
    return this.setType(queryRunner, 'BIGINT');
  }

  down(queryRunner: QueryRunner): Promise<void> {
    return this.setType(queryRunner, 'INTEGER');
  }

  private async setType(queryRunner: QueryRunner, type: 'BIGINT' | 'INTEGER'): Promise<void> {
    if (queryRunner.connection.driver.options.type === 'postgres') {
      await queryRunner.query(`ALTER TABLE reply_ordinals ALTER COLUMN last TYPE ${type}`);
      return;
    }
    await queryRunner.query(
      `CREATE TABLE reply_ordinals_rebuilt (
        parent_id BIGINT NOT NULL PRIMARY KEY,
        last ${type} NOT NULL
      )`,
    );
    await queryRunner.query(
      `INSERT INTO reply_ordinals_rebuilt (parent_id, last) SELECT parent_id, last FROM reply_ordinals`,
    );
    await queryRunner.query(`DROP TABLE reply_ordinals`);
    await queryRunner.query(`ALTER TABLE reply_ordinals_rebuilt RENAME TO reply_ordinals`);
  }
}
