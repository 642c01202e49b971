import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Single-use tickets that open one notification stream (src/auth/stream-tickets.repository.ts). In the
 * database, so that any instance behind the balancer can redeem a ticket another one issued.
 */
export class StreamTickets1764800000000 implements MigrationInterface {
  name = 'StreamTickets1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE stream_tickets (
        id VARCHAR(64) NOT NULL PRIMARY KEY,
        key_hash VARCHAR(64) NOT NULL,
        expires_at BIGINT NOT NULL
      )`,
    );
    // expired tickets are swept when new ones are issued
    await queryRunner.query(`CREATE INDEX stream_tickets_expiry ON stream_tickets (expires_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE stream_tickets`);
  }
}
