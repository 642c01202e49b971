import { MigrationInterface, QueryRunner } from 'typeorm';

/** A column of a rebuilt table, with its foreign key or CHECK when it has one. */
interface ColumnSpec {
  name: string;
  definition: string;
  /** The initial migration's definition, where this one spells it differently. */
  oldDefinition?: string;
  references?: string;
  check?: string;
}

interface TableSpec {
  name: string;
  columns: ColumnSpec[];
  indexes: string[];
}

const ID = {
  name: 'id',
  definition: 'INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL',
  oldDefinition: 'INTEGER PRIMARY KEY AUTOINCREMENT',
};
const USER_ID = { name: 'user_id', definition: 'BIGINT NOT NULL', references: 'users' };

/** The tables with a foreign key or a CHECK, as the initial migration made them. */
const TABLES: TableSpec[] = [
  {
    name: 'users',
    columns: [
      ID,
      { name: 'username', definition: 'VARCHAR(30) NOT NULL' },
      { name: 'display_name', definition: 'VARCHAR(50) NOT NULL' },
      { name: 'bio', definition: `VARCHAR(500) NOT NULL DEFAULT ''` },
      { name: 'media_id', definition: 'BIGINT NOT NULL DEFAULT 0' },
      {
        name: 'plan',
        definition: `VARCHAR(8) NOT NULL DEFAULT 'free'`,
        check: `plan IN ('free', 'pro')`,
      },
      { name: 'delay_minutes', definition: 'INTEGER NOT NULL DEFAULT 2' },
      { name: 'timezone', definition: `VARCHAR(64) NOT NULL DEFAULT 'UTC'` },
      { name: 'created_at', definition: 'BIGINT NOT NULL' },
      { name: 'updated_at', definition: 'BIGINT NOT NULL' },
    ],
    indexes: [`CREATE UNIQUE INDEX users_username ON users (lower(username))`],
  },
  {
    name: 'api_keys',
    columns: [
      ID,
      USER_ID,
      { name: 'name', definition: `VARCHAR(100) NOT NULL DEFAULT ''` },
      {
        name: 'key_hash',
        definition: 'CHARACTER(64) NOT NULL',
        oldDefinition: 'CHAR(64) NOT NULL',
      },
      { name: 'created_at', definition: 'BIGINT NOT NULL' },
      { name: 'last_used_at', definition: 'BIGINT' },
      { name: 'revoked_at', definition: 'BIGINT' },
    ],
    indexes: [
      `CREATE UNIQUE INDEX api_keys_hash ON api_keys (key_hash)`,
      `CREATE INDEX api_keys_user ON api_keys (user_id)`,
    ],
  },
  {
    name: 'media',
    columns: [
      ID,
      USER_ID,
      { name: 'type', definition: 'VARCHAR(16) NOT NULL' },
      { name: 'ext', definition: 'VARCHAR(8) NOT NULL' },
      { name: 'created_at', definition: 'BIGINT NOT NULL' },
    ],
    indexes: [`CREATE INDEX media_user ON media (user_id)`],
  },
  {
    name: 'uploads',
    columns: [
      ID,
      USER_ID,
      { name: 'status', definition: `VARCHAR(16) NOT NULL DEFAULT 'created'` },
      { name: 'file_type', definition: 'VARCHAR(16) NOT NULL' },
      { name: 'upload_type', definition: 'VARCHAR(16) NOT NULL' },
      { name: 'original_name', definition: 'VARCHAR(255) NOT NULL' },
      { name: 'ext', definition: 'VARCHAR(8) NOT NULL' },
      { name: 'total_bytes', definition: 'BIGINT NOT NULL' },
      { name: 'received_bytes', definition: 'BIGINT NOT NULL DEFAULT 0' },
      { name: 'received_chunks', definition: 'INTEGER NOT NULL DEFAULT 0' },
      { name: 'media_id', definition: 'BIGINT' },
      { name: 'expired_at', definition: 'BIGINT NOT NULL' },
      { name: 'created_at', definition: 'BIGINT NOT NULL' },
      { name: 'updated_at', definition: 'BIGINT NOT NULL' },
    ],
    indexes: [`CREATE INDEX uploads_expiry ON uploads (expired_at) WHERE status = 'created'`],
  },
  {
    name: 'posts',
    columns: [
      ID,
      USER_ID,
      { name: 'conversation_id', definition: 'BIGINT NOT NULL DEFAULT 0' },
      { name: 'parent_id', definition: 'BIGINT NOT NULL DEFAULT 0' },
      { name: 'original_id', definition: 'BIGINT NOT NULL DEFAULT 0' },
      { name: 'post', definition: 'TEXT NOT NULL' },
      {
        name: 'status',
        definition: 'VARCHAR(16) NOT NULL',
        check: `status IN ('pending', 'published')`,
      },
      { name: 'type', definition: 'VARCHAR(16) NOT NULL', check: `type IN ('post', 'reply')` },
      { name: 'depth', definition: 'INTEGER NOT NULL DEFAULT 0' },
      { name: 'sort_order', definition: 'VARCHAR(110)' },
      { name: 'attachment_count', definition: 'INTEGER NOT NULL DEFAULT 0' },
      { name: 'replies', definition: 'INTEGER NOT NULL DEFAULT 0' },
      { name: 'reposts', definition: 'INTEGER NOT NULL DEFAULT 0' },
      { name: 'quotes', definition: 'INTEGER NOT NULL DEFAULT 0' },
      { name: 'stars', definition: 'INTEGER NOT NULL DEFAULT 0' },
      { name: 'flags', definition: 'INTEGER NOT NULL DEFAULT 0' },
      { name: 'reactions', definition: 'INTEGER NOT NULL DEFAULT 0' },
      { name: 'bumps', definition: 'INTEGER NOT NULL DEFAULT 0' },
      { name: 'created_at', definition: 'BIGINT NOT NULL' },
      { name: 'updated_at', definition: 'BIGINT NOT NULL' },
      { name: 'published_at', definition: 'BIGINT NOT NULL' },
      { name: 'sorted_at', definition: 'BIGINT NOT NULL' },
    ],
    indexes: [
      `CREATE INDEX posts_latest ON posts (sorted_at DESC, id DESC) WHERE status = 'published' AND parent_id = 0`,
      `CREATE INDEX posts_thread ON posts (conversation_id, sort_order) WHERE status = 'published'`,
      `CREATE INDEX posts_due ON posts (published_at, id) WHERE status = 'pending'`,
      `CREATE INDEX posts_replied ON posts (parent_id, user_id)`,
      `CREATE INDEX posts_user ON posts (user_id, status, parent_id, published_at DESC, id DESC)`,
    ],
  },
  {
    name: 'attachments',
    columns: [
      ID,
      USER_ID,
      { name: 'post_id', definition: 'BIGINT NOT NULL', references: 'posts' },
      { name: 'type', definition: 'VARCHAR(16) NOT NULL' },
      { name: 'content', definition: 'TEXT NOT NULL' },
      { name: 'sort_order', definition: 'INTEGER NOT NULL' },
      { name: 'created_at', definition: 'BIGINT NOT NULL' },
      { name: 'updated_at', definition: 'BIGINT NOT NULL' },
    ],
    indexes: [`CREATE INDEX attachments_post ON attachments (post_id, sort_order)`],
  },
  {
    name: 'reactions',
    columns: [
      ID,
      USER_ID,
      { name: 'post_id', definition: 'BIGINT NOT NULL', references: 'posts' },
      { name: 'type', definition: 'VARCHAR(8) NOT NULL', check: `type IN ('star', 'flag')` },
      { name: 'active', definition: 'SMALLINT NOT NULL DEFAULT 1' },
      { name: 'content', definition: 'TEXT' },
      { name: 'created_at', definition: 'BIGINT NOT NULL' },
      { name: 'updated_at', definition: 'BIGINT NOT NULL' },
    ],
    indexes: [
      `CREATE UNIQUE INDEX reactions_once ON reactions (user_id, post_id, type)`,
      `CREATE INDEX reactions_post ON reactions (post_id, type, id) WHERE active = 1`,
      `CREATE INDEX reactions_type ON reactions (type, id) WHERE active = 1`,
      `CREATE INDEX reactions_user ON reactions (user_id, type, id) WHERE active = 1`,
    ],
  },
  {
    name: 'notifications',
    columns: [
      ID,
      { name: 'receiver_id', definition: 'BIGINT NOT NULL', references: 'users' },
      { name: 'receiver_post_id', definition: 'BIGINT NOT NULL' },
      { name: 'initiator_id', definition: 'BIGINT NOT NULL' },
      { name: 'initiator_post_id', definition: 'BIGINT NOT NULL' },
      { name: 'type', definition: 'VARCHAR(16) NOT NULL' },
      { name: 'status', definition: `VARCHAR(16) NOT NULL DEFAULT 'unread'` },
      { name: 'content', definition: 'TEXT' },
      { name: 'created_at', definition: 'BIGINT NOT NULL' },
      { name: 'updated_at', definition: 'BIGINT NOT NULL' },
    ],
    indexes: [
      `CREATE INDEX notifications_receiver ON notifications (receiver_id, id DESC)`,
      `CREATE INDEX notifications_unread ON notifications (receiver_id) WHERE status = 'unread'`,
    ],
  },
];

/** The table as this migration makes it: foreign keys and CHECKs as named table constraints. */
function namedTableSql(table: TableSpec, name: string): string {
  const lines = table.columns.map((c) => `"${c.name}" ${c.definition}`);
  for (const c of table.columns) {
    if (c.check) {
      lines.push(`CONSTRAINT "${table.name}_${c.name}_check" CHECK (${c.check})`);
    }
  }
  for (const c of table.columns) {
    if (c.references) {
      lines.push(
        `CONSTRAINT "${table.name}_${c.name}_fkey" FOREIGN KEY ("${c.name}") REFERENCES "${c.references}" ("id")`,
      );
    }
  }
  return `CREATE TABLE "${name}" (${lines.join(', ')})`;
}

/** The table as the initial migration made it on SQLite: unnamed column constraints. */
function initialTableSql(table: TableSpec, name: string): string {
  const lines = table.columns.map((c) => {
    let line = `${c.name} ${c.oldDefinition ?? c.definition}`;
    if (c.references) {
      line += ` REFERENCES ${c.references} (id)`;
    }
    if (c.check) {
      line += ` CHECK (${c.check})`;
    }
    return line;
  });
  return `CREATE TABLE ${name} (${lines.join(', ')})`;
}

/**
 * SQLite: gives every foreign key and CHECK the name PostgreSQL gave it (`posts_user_id_fkey`,
 * `posts_status_check`, …), so that TypeORM sees the same schema on both databases and the
 * entities can describe it (SQLite keeps a constraint's name only when it is written as a named
 * table constraint). Two spellings change with no effect on SQLite's behaviour, so that TypeORM
 * reads each column as the entity states it: ids say NOT NULL (a rowid is never NULL; inserting
 * NULL still assigns the next id), and api_keys.key_hash is CHARACTER(64), the name TypeORM's
 * SQLite driver knows (CHAR(64) before; both have TEXT affinity).
 *
 * Each table is rebuilt with the same columns, rows, indexes, AUTOINCREMENT position and ANALYZE
 * statistics, by SQLite's documented procedure: foreign key enforcement off, one transaction,
 * `foreign_key_check` before COMMIT. Tables that reference a rebuilt one keep working (references
 * are by name). Nothing to do on PostgreSQL: it named the constraints so itself.
 */
export class NamedConstraints1764050000000 implements MigrationInterface {
  name = 'NamedConstraints1764050000000';
  // PRAGMA foreign_keys is a no-op inside a transaction: this migration opens its own.
  transaction = false;

  up(queryRunner: QueryRunner): Promise<void> {
    return rebuildAll(queryRunner, namedTableSql);
  }

  down(queryRunner: QueryRunner): Promise<void> {
    return rebuildAll(queryRunner, initialTableSql);
  }
}

async function rebuildAll(
  queryRunner: QueryRunner,
  tableSql: (table: TableSpec, name: string) => string,
): Promise<void> {
  if (queryRunner.connection.driver.options.type === 'postgres') {
    return;
  }
  await queryRunner.query('PRAGMA foreign_keys = OFF');
  try {
    await queryRunner.startTransaction();
    try {
      for (const table of TABLES) {
        await rebuild(queryRunner, table, tableSql);
      }
      const violations = (await queryRunner.query('PRAGMA foreign_key_check')) as unknown[];
      if (violations.length > 0) {
        throw new Error(`foreign key violations after the rebuild: ${JSON.stringify(violations)}`);
      }
      await queryRunner.commitTransaction();
    } catch (error) {
      await queryRunner.rollbackTransaction();
      throw error;
    }
  } finally {
    await queryRunner.query('PRAGMA foreign_keys = ON');
  }
}

async function rebuild(
  queryRunner: QueryRunner,
  table: TableSpec,
  tableSql: (table: TableSpec, name: string) => string,
): Promise<void> {
  const next = `${table.name}_rebuilt`;
  const columns = table.columns.map((c) => c.name).join(', ');
  const sequence = (await queryRunner.query(`SELECT seq FROM sqlite_sequence WHERE name = ?`, [
    table.name,
  ])) as { seq: number }[];
  const statistics = await savedStatistics(queryRunner, table.name);
  await queryRunner.query(tableSql(table, next));
  await queryRunner.query(
    `INSERT INTO "${next}" (${columns}) SELECT ${columns} FROM "${table.name}"`,
  );
  await queryRunner.query(`DROP TABLE "${table.name}"`);
  await queryRunner.query(`ALTER TABLE "${next}" RENAME TO "${table.name}"`);
  // AUTOINCREMENT never reuses an id: the next one continues from the old table's counter
  if (sequence.length > 0) {
    await queryRunner.query(`DELETE FROM sqlite_sequence WHERE name = ?`, [table.name]);
    await queryRunner.query(`INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)`, [
      table.name,
      sequence[0].seq,
    ]);
  }
  for (const index of table.indexes) {
    await queryRunner.query(index);
  }
  // the planner's statistics (ANALYZE), which DROP TABLE removed, as they were
  for (const { stat, rows } of statistics) {
    for (const row of rows) {
      const columns = Object.keys(row);
      await queryRunner.query(
        `INSERT INTO ${stat} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
        Object.values(row),
      );
    }
  }
}

async function savedStatistics(
  queryRunner: QueryRunner,
  table: string,
): Promise<{ stat: string; rows: Record<string, unknown>[] }[]> {
  const stats = (await queryRunner.query(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('sqlite_stat1', 'sqlite_stat4')`,
  )) as { name: string }[];
  const saved: { stat: string; rows: Record<string, unknown>[] }[] = [];
  for (const { name } of stats) {
    const rows = (await queryRunner.query(`SELECT * FROM ${name} WHERE tbl = ?`, [
      table,
    ])) as Record<string, unknown>[];
    saved.push({ stat: name, rows });
  }
  return saved;
}
