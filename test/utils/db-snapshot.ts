import { createHash } from 'node:crypto';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Db } from '../../src/database/sql';

/** The tables a request can change, with their primary key and the column naming the owner. */
export const SNAPSHOT_TABLES = {
  users: { key: 'id', owner: 'id' },
  api_keys: { key: 'id', owner: 'user_id' },
  posts: { key: 'id', owner: 'user_id' },
  attachments: { key: 'id', owner: 'user_id' },
  reactions: { key: 'id', owner: 'user_id' },
  notifications: { key: 'id', owner: 'receiver_id' },
  uploads: { key: 'id', owner: 'user_id' },
  media: { key: 'id', owner: 'user_id' },
  counters: { key: 'name', owner: null },
  reply_ordinals: { key: 'parent_id', owner: null },
  blocks: { key: 'blocker_id, blocked_id', owner: 'blocker_id' },
  moderation_actions: { key: 'id', owner: 'moderator_id' },
  moderation_reviews: { key: 'post_id', owner: null },
  pro_requests: { key: 'id', owner: 'user_id' },
} as const;

export type SnapshotTable = keyof typeof SNAPSHOT_TABLES;

/**
 * Columns left out: `last_used_at` is written (at most once a minute, not awaited) by any
 * authenticated request, rejected ones included, by design.
 */
const IGNORED: Partial<Record<SnapshotTable, string[]>> = { api_keys: ['last_used_at'] };

export interface DbSnapshot {
  /** Rows per table. */
  counts: Record<string, number>;
  /** SHA-256 of every table's rows (JSON, in primary-key order), per table. */
  hashes: Record<string, string>;
}

export interface SnapshotOptions {
  /** Only the rows owned by this user (tables without an owner column are left out). */
  ownerId?: number;
}

function clean(table: SnapshotTable, row: Record<string, unknown>): Record<string, unknown> {
  const ignored = IGNORED[table];
  if (!ignored) {
    return row;
  }
  const copy = { ...row };
  for (const column of ignored) {
    delete copy[column];
  }
  return copy;
}

/**
 * Row counts and content hashes of the tables, to assert that a request changed nothing
 * (`expect(await dbSnapshot(app)).toEqual(before)`); the per-table parts name the table that
 * changed in a failure.
 */
export async function dbSnapshot(
  app: NestFastifyApplication,
  options: SnapshotOptions = {},
): Promise<DbSnapshot> {
  const db = app.get(Db);
  const tables = (Object.keys(SNAPSHOT_TABLES) as SnapshotTable[]).filter(
    (t) => options.ownerId === undefined || SNAPSHOT_TABLES[t].owner !== null,
  );
  const rows = await Promise.all(
    tables.map((table) => {
      const { key, owner } = SNAPSHOT_TABLES[table];
      return options.ownerId === undefined || owner === null
        ? db.all(`SELECT * FROM ${table} ORDER BY ${key}`)
        : db.all(`SELECT * FROM ${table} WHERE ${owner} = $1 ORDER BY ${key}`, [options.ownerId]);
    }),
  );
  const snapshot: DbSnapshot = { counts: {}, hashes: {} };
  tables.forEach((table, i) => {
    snapshot.counts[table] = rows[i].length;
    snapshot.hashes[table] = createHash('sha256')
      .update(JSON.stringify(rows[i].map((row) => clean(table, row))))
      .digest('hex');
  });
  return snapshot;
}

/** Every stored value as text (to look for something that must never be stored, like a key). */
export async function dbDump(app: NestFastifyApplication): Promise<string> {
  const db = app.get(Db);
  const parts = await Promise.all(
    (Object.keys(SNAPSHOT_TABLES) as SnapshotTable[]).map((t) => db.all(`SELECT * FROM ${t}`)),
  );
  return JSON.stringify(parts);
}
