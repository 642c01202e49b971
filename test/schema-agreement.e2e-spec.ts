import { loadConfig } from '../src/config/app-config';
import { AppDataSource } from '../src/database/app-data-source';
import { appEntities } from '../src/app-entities';
import { buildDataSourceOptions } from '../src/database/data-source-options';
import { migrations } from '../src/database/migrations';
import { NamedConstraints1764050000000 } from '../src/database/migrations/1764050000000-NamedConstraints';
import { ReplyOrdinalsBigint1764200000000 } from '../src/database/migrations/1764200000000-ReplyOrdinalsBigint';
import { PostLifecycle1764300000000 } from '../src/database/migrations/1764300000000-PostLifecycle';
import { IdempotencyLeanIndexes1764900000000 } from '../src/database/migrations/1764900000000-IdempotencyLeanIndexes';
import { CounterShards641765400000000 } from '../src/database/migrations/1765400000000-CounterShards64';
import { DataSource } from 'typeorm';
import { createTestApp } from './utils/create-test-app';
import { createTestDatabase, TestDatabase } from './utils/test-database';

// The entities are the schema's description: after the migrations, TypeORM's schema builder (what
// `migration:generate` and `synchronize` use) must find nothing to change. Runs in both CI legs.

/** A partial index's condition without the casts, parentheses and spacing PostgreSQL adds. */
function normalizeWhere(where: string | undefined): string | undefined {
  return (
    where
      // PostgreSQL keeps `x IN ('a', 'b')` as `x = ANY (ARRAY['a'::character varying, …]::text[])`
      ?.replace(/::(character varying|text\[\])/gi, '')
      .replace(/::[a-z ]+?(?=[)\s]|$)/gi, '')
      .replace(/[()\s]/g, '')
      .toLowerCase()
      .replace(/=anyarray\[(.*?)\]/g, 'in$1')
  );
}

async function openDataSource(
  database: TestDatabase,
  only?: (typeof migrations)[number][],
): Promise<AppDataSource> {
  const config = loadConfig({ DATABASE_URL: database.url, STORAGE_DIR: database.storageDir });
  const options = buildDataSourceOptions(config, appEntities);
  const dataSource = new AppDataSource(only ? { ...options, migrations: only } : options);
  return dataSource.initialize();
}

describe('schema agreement: entities and migrations', () => {
  let database: TestDatabase;
  let dataSource: AppDataSource | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = await openDataSource(database);
  });

  afterAll(async () => {
    if (dataSource?.isInitialized) {
      await dataSource.destroy();
    }
    await database?.drop();
  });

  it('TypeORM finds no difference between the entities and the migrated database', async () => {
    const log = await dataSource!.driver.createSchemaBuilder().log();
    const queries = log.upQueries.map((query) => query.query);
    if (queries.length > 0) {
      throw new Error(
        `The entities and the migrated ${dataSource!.options.type} schema differ; TypeORM would ` +
          `run:\n${queries.join(';\n')}`,
      );
    }
  });

  it('every table the migrations create has exactly one entity', async () => {
    const rows = await dataSource!.query<{ name: string }[]>(
      database.isPostgres
        ? `SELECT table_name AS name FROM information_schema.tables
            WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`
        : `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`,
    );
    // `migrations` is TypeORM's own record of the migrations run
    const tables = rows
      .map((row) => row.name)
      .filter((name) => name !== 'migrations')
      .sort();
    const entityTables = dataSource!.entityMetadatas.map((metadata) => metadata.tableName).sort();
    expect(entityTables).toEqual(tables);
  });

  // TypeORM compares an index's name, uniqueness and set of columns, not their order or the WHERE
  // of a partial index: this compares those with the index definitions the database reports.
  it('each entity index has the columns, in order, and the WHERE of the database index', async () => {
    const rows = await dataSource!.query<{ name: string; sql: string }[]>(
      database.isPostgres
        ? `SELECT indexname AS name, indexdef AS sql FROM pg_indexes WHERE schemaname = current_schema()`
        : `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL`,
    );
    const described = (sql: string) => {
      const match = /\bON\s+\S+\s+(?:USING\s+\w+\s+)?\((.*?)\)(?:\s+WHERE\s+(.*))?$/is.exec(sql);
      if (!match) {
        throw new Error(`unexpected index definition: ${sql}`);
      }
      return {
        columns: match[1].split(',').map((column) => column.trim().replace(/\s+(ASC|DESC)$/i, '')),
        where: normalizeWhere(match[2]),
      };
    };
    const fromDatabase = new Map(rows.map((row) => [row.name, described(row.sql)]));
    for (const metadata of dataSource!.entityMetadatas) {
      for (const index of metadata.indices.filter((i) => i.synchronize !== false)) {
        expect({ index: index.name, ...fromDatabase.get(index.name) }).toEqual({
          index: index.name,
          columns: index.columns.map((column) => column.databaseName),
          where: normalizeWhere(index.where),
        });
      }
    }
  });

  it('keeps reply ordinals above 2^31 − 1 on both databases, and ReplyOrdinalsBigint down/up keep the rows', async () => {
    const ds = dataSource!;
    const rows = () => ds.query(`SELECT parent_id, last FROM reply_ordinals ORDER BY parent_id`);
    await ds.query(`INSERT INTO reply_ordinals (parent_id, last) VALUES (1, 7), (2, 2147483647)`);
    const runner = ds.createQueryRunner();
    try {
      await new ReplyOrdinalsBigint1764200000000().down(runner);
      await new ReplyOrdinalsBigint1764200000000().up(runner);
    } finally {
      await runner.release();
    }
    await ds.query(`UPDATE reply_ordinals SET last = last + 1 WHERE parent_id = 2`);
    expect(await rows()).toEqual([
      { parent_id: 1, last: 7 },
      { parent_id: 2, last: 2 ** 31 },
    ]);
    await ds.query(`DELETE FROM reply_ordinals`);
  });

  it('IdempotencyLeanIndexes down/up: the indexes of idempotency_records back, then gone again', async () => {
    const ds = dataSource!;
    const pg = ds.options.type === 'postgres';
    const indexes = async (): Promise<string[]> => {
      const rows = await ds.query<{ name: string }[]>(
        pg
          ? `SELECT indexname AS name FROM pg_indexes WHERE tablename = 'idempotency_records'`
          : `SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'idempotency_records'`,
      );
      // the secondary indexes: not the primary key's
      return rows
        .map((row) => row.name)
        .filter((name) => name.startsWith('idempotency_records_') && !name.endsWith('_pkey'))
        .sort();
    };
    const now = pg ? ['idempotency_records_expiry'] : [];
    expect(await indexes()).toEqual(now);
    const runner = ds.createQueryRunner();
    try {
      await new IdempotencyLeanIndexes1764900000000().down(runner);
      expect(await indexes()).toEqual(['idempotency_records_expiry', 'idempotency_records_user']);
      await new IdempotencyLeanIndexes1764900000000().up(runner);
    } finally {
      await runner.release();
    }
    expect(await indexes()).toEqual(now);
  });

  it('CounterShards64 down/up: the 64 shards fold into 8 and back, each total keeping its sum', async () => {
    const ds = dataSource!;
    const shards = async (base: string) => {
      const rows = await ds.query<{ name: string; value: number | string }[]>(
        `SELECT name, value FROM counters WHERE name = '${base}' OR name LIKE '${base}:%'`,
      );
      return { rows: rows.length, sum: rows.reduce((total, r) => total + Number(r.value), 0) };
    };
    await ds.query(`UPDATE counters SET value = 3 WHERE name IN ('stars_total', 'stars_total:63')`);
    await ds.query(`UPDATE counters SET value = 2 WHERE name = 'flags_total:8'`);
    expect(await shards('stars_total')).toEqual({ rows: 64, sum: 6 });
    const runner = ds.createQueryRunner();
    try {
      await new CounterShards641765400000000().down(runner);
      expect(await shards('stars_total')).toEqual({ rows: 8, sum: 6 });
      expect(await shards('flags_total')).toEqual({ rows: 8, sum: 2 });
      await new CounterShards641765400000000().up(runner);
    } finally {
      await runner.release();
    }
    expect(await shards('stars_total')).toEqual({ rows: 64, sum: 6 });
    expect(await shards('flags_total')).toEqual({ rows: 64, sum: 2 });
    await ds.query(
      `UPDATE counters SET value = 0 WHERE name LIKE 'stars_total%' OR name LIKE 'flags_total%'`,
    );
  });

  it('PostLifecycle down/up keeps the posts, and down refuses while a tombstone exists', async () => {
    const ds = dataSource!;
    await ds.query(
      `INSERT INTO users (username, display_name, created_at, updated_at) VALUES ('mig', 'Mig', 1, 1)`,
    );
    await ds.query(
      `INSERT INTO posts (user_id, post, status, type, created_at, updated_at, published_at, sorted_at)
       SELECT id, 'kept', 'published', 'post', 1, 1, 1, 1 FROM users WHERE username = 'mig'`,
    );
    const posts = () => ds.query(`SELECT user_id, post, status FROM posts ORDER BY id`);
    const before = await posts();
    const runner = ds.createQueryRunner();
    try {
      await new PostLifecycle1764300000000().down(runner);
      await new PostLifecycle1764300000000().up(runner);
      expect(await posts()).toEqual(before);
      await ds.query(
        `INSERT INTO posts (user_id, post, status, type, created_at, updated_at, published_at, sorted_at)
         VALUES (NULL, '', 'deleted', 'post', 2, 2, 2, 2)`,
      );
      await expect(new PostLifecycle1764300000000().down(runner)).rejects.toThrow();
      // nothing of it happened: the lookup indexes are still there
      const indexes = await ds.query<{ n: number }[]>(
        database.isPostgres
          ? `SELECT COUNT(*)::int AS n FROM pg_indexes WHERE indexname = 'reactions_post_any'`
          : `SELECT COUNT(*) AS n FROM sqlite_master WHERE name = 'reactions_post_any'`,
      );
      expect(Number(indexes[0].n)).toBe(1);
    } finally {
      await runner.release();
      await ds.query(`DELETE FROM posts`);
      await ds.query(`DELETE FROM users WHERE username = 'mig'`);
    }
  });

  it('leaves SQLite enforcing foreign keys after the migrations (one turns it off for a rebuild)', async () => {
    if (database.isPostgres) {
      return;
    } // always enforced there
    expect(await dataSource!.query('PRAGMA foreign_keys')).toEqual([{ foreign_keys: 1 }]);
  });
});

const REBUILT = [
  'users',
  'api_keys',
  'media',
  'uploads',
  'posts',
  'attachments',
  'reactions',
  'notifications',
];

// The migration that names SQLite's constraints rebuilds tables; on PostgreSQL it does nothing.
(process.env.TEST_DATABASE_URL ? describe.skip : describe)(
  'NamedConstraints on SQLite (a table rebuild)',
  () => {
    let database: TestDatabase;
    let dataSource: AppDataSource | undefined;

    beforeAll(async () => {
      database = await createTestDatabase();
      // the migrations before it, as a database it upgrades had them: a later one may rebuild a
      // table assuming the named constraints (PostLifecycle) or add an index it does not know of
      const before = migrations.slice(0, migrations.indexOf(NamedConstraints1764050000000));
      dataSource = await openDataSource(database, before);
    });

    afterAll(async () => {
      if (dataSource?.isInitialized) {
        await dataSource.destroy();
      }
      await database?.drop();
    });

    async function snapshot(ds: AppDataSource) {
      const result: Record<string, unknown[]> = {};
      for (const table of [...REBUILT, 'sqlite_sequence', 'sqlite_stat1']) {
        result[table] = await ds.query(`SELECT * FROM ${table} ORDER BY 1, 2`);
      }
      return result;
    }

    it('keeps every row and id counter, and foreign keys stay enforced', async () => {
      const ds = dataSource!;
      await ds.query(
        `INSERT INTO users (username, display_name, created_at, updated_at)
         VALUES ('alice', 'Alice', 1, 1), ('bob', 'Bob', 2, 2), ('gone', 'Gone', 3, 3)`,
      );
      // the highest id deleted: AUTOINCREMENT must not give 3 again after the rebuild
      await ds.query(`DELETE FROM users WHERE id = 3`);
      await ds.query(
        `INSERT INTO api_keys (user_id, name, key_hash, created_at) VALUES (1, 'k', '${'a'.repeat(64)}', 1)`,
      );
      await ds.query(
        `INSERT INTO media (user_id, type, ext, created_at) VALUES (2, 'profile', '.png', 1)`,
      );
      await ds.query(
        `INSERT INTO uploads (user_id, file_type, upload_type, original_name, ext, total_bytes, expired_at, created_at, updated_at)
         VALUES (1, 'image', 'profile', 'a.png', '.png', 10, 99, 1, 1)`,
      );
      await ds.query(
        `INSERT INTO posts (user_id, post, status, type, created_at, updated_at, published_at, sorted_at)
         VALUES (1, 'hello', 'published', 'post', 1, 1, 1, 1), (2, 'hi', 'pending', 'reply', 2, 2, 2, 2)`,
      );
      await ds.query(
        `INSERT INTO attachments (user_id, post_id, type, content, sort_order, created_at, updated_at)
         VALUES (1, 1, 'text', 'x', 0, 1, 1)`,
      );
      await ds.query(
        `INSERT INTO reactions (user_id, post_id, type, created_at, updated_at) VALUES (2, 1, 'star', 1, 1)`,
      );
      await ds.query(
        `INSERT INTO notifications (receiver_id, receiver_post_id, initiator_id, initiator_post_id, type, created_at, updated_at)
         VALUES (1, 1, 2, 0, 'star', 1, 1)`,
      );
      await ds.query('ANALYZE');
      const before = await snapshot(ds);
      expect(before.sqlite_stat1.length).toBeGreaterThan(REBUILT.length);
      const indexesBefore = await ds.query<unknown[]>(
        `SELECT name, tbl_name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name`,
      );

      const runner = ds.createQueryRunner();
      // each table's definition, up to spacing and the quotes of its name
      const tableSql = async () =>
        (
          await ds.query<{ name: string; sql: string }[]>(
            `SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name`,
          )
        ).map(({ name, sql }) => ({
          name,
          sql: sql
            .replace(/\s+/g, ' ')
            .replace(/\( /g, '(')
            .replace(/ \)/g, ')')
            .replace(/^CREATE TABLE "(\w+)"/, 'CREATE TABLE $1'),
        }));
      const initialTables = await tableSql();
      try {
        // down() restores the initial definitions exactly; up() again, and the rows are still all there
        await new NamedConstraints1764050000000().up(runner);
        await new NamedConstraints1764050000000().down(runner);
        expect(await tableSql()).toEqual(initialTables);
        await new NamedConstraints1764050000000().up(runner);
      } finally {
        await runner.release();
      }

      expect(await snapshot(ds)).toEqual(before);
      expect(
        await ds.query(
          `SELECT name, tbl_name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name`,
        ),
      ).toEqual(indexesBefore);
      expect(await ds.query('PRAGMA foreign_keys')).toEqual([{ foreign_keys: 1 }]);
      await expect(
        ds.query(
          `INSERT INTO posts (user_id, post, status, type, created_at, updated_at, published_at, sorted_at)
           VALUES (99, 'x', 'published', 'post', 1, 1, 1, 1)`,
        ),
      ).rejects.toThrow(/FOREIGN KEY/);
      await expect(
        ds.query(
          `INSERT INTO users (username, display_name, plan, created_at, updated_at) VALUES ('c', 'C', 'gold', 1, 1)`,
        ),
      ).rejects.toThrow(/CHECK/);
      await expect(
        ds.query(
          `INSERT INTO users (username, display_name, created_at, updated_at) VALUES ('ALICE', 'A', 1, 1)`,
        ),
      ).rejects.toThrow(/UNIQUE/);
      await ds.query(
        `INSERT INTO users (username, display_name, created_at, updated_at) VALUES ('carol', 'Carol', 4, 4)`,
      );
      expect(await ds.query(`SELECT id FROM users WHERE username = 'carol'`)).toEqual([{ id: 4 }]);
    });
  },
);

describe('schema agreement: the entities the app loads', () => {
  it('are every entity of app-entities.ts: each module registers its own (TypeOrmModule.forFeature)', async () => {
    const t = await createTestApp();
    try {
      const loaded = t.app
        .get(DataSource)
        .entityMetadatas.map((m) => m.tableName)
        .sort();
      const listed = appEntities
        .map((entity) => t.app.get(DataSource).getMetadata(entity).tableName)
        .sort();
      expect(loaded).toEqual(listed);
    } finally {
      await t.close();
    }
  });
});
