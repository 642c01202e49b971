import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Per-table autovacuum and analyze settings (PostgreSQL; SQLite has no such thing) for the tables
 * every write updates or churns. PostgreSQL's defaults wait for 20 % of a table to be dead before
 * vacuuming it and 10 % to change before analysing it: on a posts table of 1,000,000 rows that is
 * 200,000 dead versions of a few hot rows (a viral post's counters, its ordinal row) and plans
 * made from statistics of an older table. Here each table is vacuumed and analysed after a small
 * fixed share of changes, so PostgreSQL itself keeps them in shape and the service needs no
 * VACUUM job of its own. The reasons per table:
 * - posts: replies, stars and bumps update the same few hot rows over and over; fillfactor 90
 *   leaves room on a page for HOT updates (the counters are in no index);
 * - reply_ordinals: one row per parent, updated by every reply to it;
 * - counters: a few dozen rows (and one per user for notifications) updated by nearly every
 *   write: vacuumed after a fixed number of dead versions, without the cost-based pauses;
 * - idempotency_records: one insert per keyed POST, deleted in batches when expired; analysed
 *   often, so the purge's plan by `expires_at` stays an index range;
 * - notifications, reactions: mostly inserts; vacuumed after inserts too, so the visibility map
 *   keeps their index-only reads cheap.
 */
const SETTINGS: Record<string, Record<string, number>> = {
  posts: {
    fillfactor: 90,
    autovacuum_vacuum_scale_factor: 0.01,
    autovacuum_vacuum_threshold: 1000,
    autovacuum_analyze_scale_factor: 0.01,
    autovacuum_analyze_threshold: 1000,
  },
  reply_ordinals: {
    autovacuum_vacuum_scale_factor: 0.02,
    autovacuum_vacuum_threshold: 1000,
    autovacuum_analyze_scale_factor: 0.05,
  },
  counters: {
    autovacuum_vacuum_scale_factor: 0,
    autovacuum_vacuum_threshold: 2000,
    autovacuum_vacuum_cost_delay: 0,
  },
  idempotency_records: {
    autovacuum_vacuum_scale_factor: 0.02,
    autovacuum_vacuum_threshold: 1000,
    autovacuum_vacuum_insert_scale_factor: 0.05,
    autovacuum_analyze_scale_factor: 0.02,
    autovacuum_analyze_threshold: 1000,
  },
  notifications: {
    autovacuum_vacuum_insert_scale_factor: 0.05,
    autovacuum_analyze_scale_factor: 0.02,
    autovacuum_analyze_threshold: 1000,
  },
  reactions: {
    autovacuum_vacuum_scale_factor: 0.02,
    autovacuum_vacuum_insert_scale_factor: 0.05,
    autovacuum_analyze_scale_factor: 0.02,
    autovacuum_analyze_threshold: 1000,
  },
};

export class HotTableAutovacuum1764610000000 implements MigrationInterface {
  name = 'HotTableAutovacuum1764610000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.driver.options.type !== 'postgres') {
      return;
    }
    for (const [table, settings] of Object.entries(SETTINGS)) {
      const list = Object.entries(settings).map(([name, value]) => `${name} = ${value}`);
      await queryRunner.query(`ALTER TABLE ${table} SET (${list.join(', ')})`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.driver.options.type !== 'postgres') {
      return;
    }
    for (const [table, settings] of Object.entries(SETTINGS)) {
      await queryRunner.query(`ALTER TABLE ${table} RESET (${Object.keys(settings).join(', ')})`);
    }
  }
}
