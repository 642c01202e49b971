import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who blocked whom (src/modules/blocks): one row per (blocker, blocked). The primary key answers
 * the write paths' "has the author blocked the caller" and the notifications' "has the receiver
 * blocked the actor"; `blocks_list` is a blocker's list, newest first; `blocks_blocked` finds the
 * rows of a blocked user (an erased account).
 */
export class Blocks1764400000000 implements MigrationInterface {
  name = 'Blocks1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "blocks" (
        "blocker_id" BIGINT NOT NULL,
        "blocked_id" BIGINT NOT NULL,
        "created_at" BIGINT NOT NULL,
        CONSTRAINT "blocks_pkey" PRIMARY KEY ("blocker_id", "blocked_id"),
        CONSTRAINT "blocks_not_self_check" CHECK (blocker_id <> blocked_id),
        CONSTRAINT "blocks_blocker_id_fkey" FOREIGN KEY ("blocker_id") REFERENCES "users" ("id"),
        CONSTRAINT "blocks_blocked_id_fkey" FOREIGN KEY ("blocked_id") REFERENCES "users" ("id")
      )`,
    );
    await queryRunner.query(
      `CREATE INDEX blocks_list ON blocks (blocker_id, created_at, blocked_id)`,
    );
    await queryRunner.query(`CREATE INDEX blocks_blocked ON blocks (blocked_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE blocks`);
  }
}
