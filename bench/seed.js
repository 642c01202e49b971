'use strict';
// Builds a bench database through the project's own schema, then loads the dataset (dataset.js).
//
//   node bench/seed.js --db sqlite --file /tmp/x.sqlite [--users 1000] [--posts 100000] [--thread 200]
//   node bench/seed.js --db postgres --url postgres://postgres@127.0.0.1:5432/bench_x   (a new database)
// Prints one JSON line: the dataset info (ids, credentials) and the timings.
//
// 1. The schema: a TypeORM DataSource made from the compiled dist/src/database/data-source-options.js
//    runs the project's migrations (migrationsRun), exactly as the service does at start-up.
// 2. The rows: secondary indexes are dropped (their definitions kept), every table is loaded in one
//    big transaction (SQLite: prepared multi-row INSERTs, journal off; PostgreSQL: unnest batches,
//    foreign-key triggers off), then the indexes are created again from the same definitions.
// 3. Statistics: SQLite ANALYZE without sqlite_stat4 (with STAT4 rows SQLite re-prepares statements
//    whenever a bound value changes; see the reference README); PostgreSQL VACUUM ANALYZE.
const fs = require('node:fs');
const path = require('node:path');
const { generate, COLUMNS } = require('./dataset');

const ROOT = path.join(__dirname, '..');
const DIST = path.join(ROOT, 'dist', 'src');

/** Runs the project's migrations on DATABASE_URL with the service's own DataSource options. */
async function migrate(databaseUrl) {
  require('reflect-metadata');
  const { loadConfig } = require(path.join(DIST, 'config', 'app-config.js'));
  const { buildDataSourceOptions } = require(path.join(DIST, 'database', 'data-source-options.js'));
  const { DataSource } = require('typeorm');
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '2',
    NODE_ENV: 'production',
  });
  const dataSource = new DataSource(buildDataSourceOptions(config));
  await dataSource.initialize(); // migrationsRun: true
  const ran = await dataSource.query('SELECT name FROM migrations ORDER BY id');
  await dataSource.destroy();
  return ran.map((m) => m.name);
}

const valuesOf = (row, cols) => cols.map((c) => (row[c] === undefined ? null : row[c]));

function loadSqlite(file, data) {
  const Database = require('better-sqlite3');
  const db = new Database(file);
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.pragma('locking_mode = EXCLUSIVE');
  db.pragma('cache_size = -1000000');
  db.pragma('temp_store = MEMORY');
  const tables = Object.keys(COLUMNS);
  const indexes = db
    .prepare(
      `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${tables.map(() => '?').join(', ')})`,
    )
    .all(...tables);
  for (const ix of indexes) {
    db.exec(`DROP INDEX ${ix.name}`);
  }
  db.transaction(() => {
    for (const table of tables) {
      const cols = COLUMNS[table];
      const rows = data.tables[table];
      const one = `(${cols.map(() => '?').join(', ')})`;
      const per = Math.min(500, Math.floor(32766 / cols.length)); // rows per INSERT (SQLite: at most 32766 parameters)
      const insert = (n) =>
        db.prepare(
          `INSERT INTO ${table} (${cols.join(', ')}) VALUES ${new Array(n).fill(one).join(', ')}`,
        );
      const full = insert(per);
      let i = 0;
      for (; i + per <= rows.length; i += per) {
        const params = [];
        for (let j = i; j < i + per; j++) {
          for (const c of cols) {
            params.push(rows[j][c] === undefined ? null : rows[j][c]);
          }
        }
        full.run(params);
      }
      if (i < rows.length) {
        const rest = rows.slice(i);
        insert(rest.length).run(rest.flatMap((r) => valuesOf(r, cols)));
      }
    }
    const counter = db.prepare(
      `INSERT INTO counters (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
    );
    for (const c of data.counters) {
      counter.run(c.name, c.value);
    }
  })();
  for (const ix of indexes) {
    db.exec(ix.sql);
  }
  db.exec('ANALYZE');
  const stat4 = db.prepare(`SELECT 1 FROM sqlite_master WHERE name = 'sqlite_stat4'`).get();
  if (stat4) {
    db.exec('DELETE FROM sqlite_stat4');
  }
  db.pragma('locking_mode = NORMAL');
  db.pragma('journal_mode = WAL');
  db.close();
  return indexes.length;
}

async function createPgDatabase(url) {
  const { Client } = require('pg');
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.slice(1));
  u.pathname = '/postgres';
  const admin = new Client({ connectionString: u.toString() });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount) {
      throw new Error(`database ${name} exists already: the bench seeds a new database only`);
    }
    await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
}

async function loadPostgres(url, data) {
  const { Client } = require('pg');
  const c = new Client({ connectionString: url });
  await c.connect();
  const tables = Object.keys(COLUMNS);
  // secondary indexes only: those that back a constraint (primary keys) stay
  const { rows: indexes } = await c.query(
    `SELECT i.indexname AS name, i.indexdef AS sql FROM pg_indexes i
      WHERE i.schemaname = 'public' AND i.tablename = ANY($1)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conname = i.indexname)`,
    [tables],
  );
  await c.query('BEGIN');
  await c.query('SET LOCAL session_replication_role = replica'); // no foreign-key triggers during the load
  for (const ix of indexes) {
    await c.query(`DROP INDEX "${ix.name}"`);
  }
  // the element type of each column as the migrations made it (bigint, integer, smallint, text, …)
  const { rows: columnTypes } = await c.query(
    `SELECT table_name, column_name, udt_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ANY($1)`,
    [tables],
  );
  const typeOf = new Map(
    columnTypes.map((r) => [
      `${r.table_name}.${r.column_name}`,
      r.udt_name === 'bpchar' ? 'text' : r.udt_name,
    ]),
  );
  for (const table of tables) {
    const cols = COLUMNS[table];
    const types = cols.map((col) => typeOf.get(`${table}.${col}`));
    const sql = `INSERT INTO ${table} (${cols.join(', ')}) SELECT * FROM unnest(${cols.map((_, j) => `$${j + 1}::${types[j]}[]`).join(', ')})`;
    const rows = data.tables[table];
    for (let i = 0; i < rows.length; i += 20000) {
      const chunk = rows.slice(i, i + 20000);
      await c.query(
        sql,
        cols.map((col) => chunk.map((r) => (r[col] === undefined ? null : r[col]))),
      );
    }
    if (cols[0] === 'id') {
      await c.query(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${table}), false)`,
      );
    }
  }
  for (const counter of data.counters) {
    await c.query(
      `INSERT INTO counters (name, value) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
      [counter.name, counter.value],
    );
  }
  await c.query("SET LOCAL maintenance_work_mem = '512MB'");
  for (const ix of indexes) {
    await c.query(ix.sql);
  }
  await c.query('COMMIT');
  await c.query('VACUUM ANALYZE');
  await c.end();
  return indexes.length;
}

/**
 * Seeds one database. `db`: 'sqlite' (file, replaced) or 'postgres' (url; the database is created
 * and must not exist yet). Returns the dataset info and the timings.
 */
async function seed({ db, file, url, users = 1000, posts = 100000, thread = 200 }) {
  const t0 = Date.now();
  const data = generate({ users, posts, threadReplies: thread });
  const t1 = Date.now();
  let databaseUrl = url;
  if (db === 'sqlite') {
    for (const f of [file, file + '-wal', file + '-shm', file + '-journal']) {
      fs.rmSync(f, { force: true });
    }
    fs.mkdirSync(path.dirname(file), { recursive: true });
    databaseUrl = `sqlite:${file}`;
  } else {
    await createPgDatabase(url);
  }
  const migrations = await migrate(databaseUrl);
  const t2 = Date.now();
  const indexes = db === 'sqlite' ? loadSqlite(file, data) : await loadPostgres(url, data);
  const t3 = Date.now();
  const rows = Object.fromEntries(Object.entries(data.tables).map(([k, v]) => [k, v.length]));
  return {
    ...data.info,
    db,
    databaseUrl,
    migrations,
    rows,
    indexesRebuilt: indexes,
    ms: { generate: t1 - t0, migrate: t2 - t1, load: t3 - t2, total: t3 - t0 },
  };
}

function parseArgs(argv) {
  const o = {};
  for (let i = 0; i < argv.length; i++) {
    if (!argv[i].startsWith('--')) {
      throw new Error(`unexpected argument ${argv[i]}`);
    }
    o[argv[i].slice(2)] = argv[++i];
  }
  return o;
}

if (require.main === module) {
  const a = parseArgs(process.argv.slice(2));
  seed({
    db: a.db === 'postgres' || a.db === 'pg' ? 'postgres' : 'sqlite',
    file: a.file && path.resolve(a.file),
    url: a.url,
    users: a.users ? +a.users : undefined,
    posts: a.posts ? +a.posts : undefined,
    thread: a.thread ? +a.thread : undefined,
  })
    .then((info) => process.stdout.write(JSON.stringify(info) + '\n'))
    .catch((e) => {
      console.error(e.stack || e.message || e);
      process.exit(1);
    });
}

module.exports = { seed, migrate };
