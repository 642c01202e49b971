'use strict';
// The soak (bench/README.md "Soak"): a mixed workload for some minutes on a small, fresh database,
// to see whether cost grows with time. Its last line:
//   soak: throughput last/first minute R, latest p50 A -> B ms, notifications p50 C -> D ms, db E -> F MB
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { randomUUID } = require('node:crypto');
const { Client } = require('pg');
const { startService, freePort } = require('./server');

const PG_BIN = '/usr/lib/postgresql/15/bin';
const PREFIX = '/api/v0';
const USERS = 10;
const WORKERS = 36;
const HOT_POSTS = 4;
const STREAMS = 4;
/** Share of keyed replies sent again with the same key (a client that lost the answer). */
const RETRY_SHARE = 0.05;
const PROBES = 15;
const WARMUP_MS = 5000;
/**
 * The quiet moment at the end: one autovacuum naptime (60 s by default) after the load, so the
 * probes measure what the load left behind and the database's own upkeep does not clean up, not
 * the backlog of the last seconds; a probe 3 s after the load is reported next to it. On
 * PostgreSQL the probes then wait (up to AUTOVACUUM_WAIT_MS) for autovacuum workers that are still
 * at work: a moment with a vacuum running is not a quiet one. Both probes come after the same
 * WARMUP_MS of reads, so neither measures a process that sat idle.
 */
const SETTLE_MS = 60_000;
const AUTOVACUUM_WAIT_MS = 300_000;

/** The mix: weights of each request kind. */
const MIX = [
  ['reply', 24],
  ['post', 6],
  ['star', 8],
  ['unstar', 4],
  ['latest', 20],
  ['children', 12],
  ['single', 12],
  ['notifications', 14],
];
const MIX_TOTAL = MIX.reduce((n, [, w]) => n + w, 0);

function pick() {
  let r = Math.random() * MIX_TOTAL;
  for (const [kind, w] of MIX) {
    if ((r -= w) < 0) {
      return kind;
    }
  }
  return MIX[0][0];
}

// ---------------------------------------------------------------- a throwaway PostgreSQL cluster

function asPostgres(binary, args) {
  const r = spawnSync('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, binary), ...args], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (r.status !== 0) {
    throw new Error(`${binary} failed: ${r.stderr || r.stdout}`);
  }
  return r.stdout;
}

/**
 * A PostgreSQL 15 cluster of its own (as test/utils/pg-standby.ts makes one), with the server's
 * production defaults: autovacuum on, fsync on; not the machine's CI-tuned server.
 */
async function startCluster(log) {
  if (!fs.existsSync(path.join(PG_BIN, 'initdb'))) {
    throw new Error(`no PostgreSQL 15 server binaries in ${PG_BIN}`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'social-soak-pg-'));
  const ids = (flag) => Number(spawnSync('id', [flag, 'postgres']).stdout.toString().trim());
  fs.chownSync(dir, ids('-u'), ids('-g'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  asPostgres('initdb', ['-D', dataDir, '--auth=trust', '-U', 'postgres', '-E', 'UTF8']);
  asPostgres('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir}`,
    'start',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}`;
  const admin = new Client({ connectionString: `${url}/postgres` });
  await admin.connect();
  const { rows } = await admin.query(`SHOW autovacuum`);
  await admin.end();
  log(`# throwaway PostgreSQL 15 on port ${port} (${dir}), autovacuum ${rows[0].autovacuum}`);
  const stop = () => {
    spawnSync('runuser', [
      '-u',
      'postgres',
      '--',
      path.join(PG_BIN, 'pg_ctl'),
      '-D',
      dataDir,
      '-m',
      'fast',
      '-w',
      'stop',
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { url: `${url}/social`, stop };
}

// ---------------------------------------------------------------- HTTP

function auth(i) {
  const user = `user${String(i).padStart(5, '0')}`;
  const key = `bench-key-${String(i).padStart(5, '0')}`;
  return 'Basic ' + Buffer.from(`${user}:${key}`).toString('base64');
}

async function request(base, method, p, { user, form, key } = {}) {
  const headers = { authorization: auth(user) };
  let body;
  if (form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(form).toString();
  }
  if (key) {
    headers['idempotency-key'] = key;
  }
  const res = await fetch(base + PREFIX + p, { method, headers, body });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, bytes, replayed: res.headers.get('idempotent-replayed') === 'true' };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/** Single requests one after the other (a quiet moment): the p50 of each path. */
async function probe(base, hot) {
  const out = {};
  for (const [name, p] of [
    ['latest', '/latest?page=1'],
    ['notifications', '/notifications'],
  ]) {
    const times = [];
    for (let i = 0; i < PROBES; i++) {
      const t = process.hrtime.bigint();
      const r = await request(base, 'GET', p, { user: 1 + (i % HOT_POSTS) });
      times.push(Number(process.hrtime.bigint() - t) / 1e6);
      if (r.status !== 200) {
        throw new Error(`probe ${p}: ${r.status}`);
      }
    }
    out[name] = median(times);
  }
  void hot;
  return out;
}

/**
 * A live stream read until stopped; counts events and checks that ids only go up, across
 * resumptions (`seen`: the user's last id, sent as Last-Event-ID when the stream is opened again).
 */
function openStream(base, user, stats, seen) {
  const controller = new AbortController();
  const done = (async () => {
    for (;;) {
      if (controller.signal.aborted) {
        return;
      }
      try {
        const headers = { authorization: auth(user), accept: 'text/event-stream' };
        if (seen.lastId !== null) {
          headers['last-event-id'] = seen.lastId;
          stats.resumes++;
        }
        const res = await fetch(`${base}${PREFIX}/notifications/stream`, {
          headers,
          signal: controller.signal,
        });
        const decoder = new TextDecoder();
        let buffer = '';
        for await (const chunk of res.body) {
          buffer += decoder.decode(chunk, { stream: true });
          let cut;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const event = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const m = /^id: (\d+)$/m.exec(event);
            if (m) {
              const id = Number(m[1]);
              if (id <= seen.last) {
                stats.outOfOrder++;
              }
              seen.last = id;
              seen.lastId = m[1];
              stats.events++;
            }
          }
        }
      } catch (error) {
        if (controller.signal.aborted) {
          return;
        }
        stats.streamErrors++;
        void error;
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  })();
  return { stop: () => controller.abort(), done };
}

// ---------------------------------------------------------------- the database's size

async function dbSizeMB(db) {
  if (db.kind === 'postgres') {
    const c = new Client({ connectionString: db.url });
    await c.connect();
    try {
      const { rows } = await c.query(`SELECT pg_database_size(current_database()) AS b`);
      return Number(rows[0].b) / 2 ** 20;
    } finally {
      await c.end();
    }
  }
  let bytes = 0;
  for (const f of [db.file, `${db.file}-wal`]) {
    bytes += fs.existsSync(f) ? fs.statSync(f).size : 0;
  }
  return bytes / 2 ** 20;
}

/** PostgreSQL: waits until no autovacuum worker runs (or `maxMs` passed); the ms waited. */
async function autovacuumIdle(db, maxMs) {
  if (db.kind !== 'postgres') {
    return 0;
  }
  const started = Date.now();
  const c = new Client({ connectionString: db.url });
  await c.connect();
  try {
    while (Date.now() - started < maxMs) {
      const { rows } = await c.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'autovacuum worker'`,
      );
      if (rows[0].n === 0) {
        break;
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
  } finally {
    await c.end();
  }
  return Date.now() - started;
}

/** Reads for WARMUP_MS before a probe, as a client's steady traffic would keep the process warm. */
async function warm(base) {
  for (const until = Date.now() + WARMUP_MS; Date.now() < until; ) {
    await request(base, 'GET', '/latest?page=1', { user: 1 });
    await request(base, 'GET', '/notifications', { user: 1 });
  }
}

/** The header object every stored answer had before (stored-answer.ts keeps '' instead). */
const OLD_HEADERS = JSON.stringify({ 'content-type': 'application/json; charset=utf-8' });

/** A stored answer as the layout before held it: the body bytes in base64, the header object. */
function oldLayout(r) {
  const bytes =
    r.encoding === 'utf8'
      ? Buffer.from(r.body)
      : r.encoding === 'deflate'
        ? zlib.inflateRawSync(Buffer.from(r.body, 'base64'))
        : Buffer.from(r.body, 'base64');
  const expires = Number(r.expires_at);
  return [
    r.id,
    r.fingerprint,
    Number(r.status),
    r.headers || OLD_HEADERS,
    bytes.toString('base64'),
    expires,
    expires,
  ];
}

const OLD_TABLE = `(id VARCHAR(64) NOT NULL PRIMARY KEY, fingerprint VARCHAR(64) NOT NULL,
  status INTEGER NOT NULL, headers TEXT NOT NULL, body TEXT NOT NULL, created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL)`;

/**
 * The idempotency table's size and rows, and the size the same answers took in the layout before
 * (base64 body, the header object, created_at), rebuilt from them in a scratch table with the
 * same indexes: MB per 100,000 keyed requests, now and before.
 */
async function idempotencyMB(db) {
  if (db.kind === 'postgres') {
    const c = new Client({ connectionString: db.url });
    await c.connect();
    try {
      await c.query(`CREATE TABLE soak_old_answers ${OLD_TABLE}`);
      await c.query(`CREATE INDEX soak_old_answers_expiry ON soak_old_answers (expires_at)`);
      const { rows: answers } = await c.query(`SELECT * FROM idempotency_records`);
      for (let k = 0; k < answers.length; k += 500) {
        const batch = answers.slice(k, k + 500).map(oldLayout);
        await c.query(
          `INSERT INTO soak_old_answers SELECT * FROM unnest($1::text[], $2::text[], $3::int[],
             $4::text[], $5::text[], $6::bigint[], $7::bigint[])`,
          [0, 1, 2, 3, 4, 5, 6].map((f) => batch.map((row) => row[f])),
        );
      }
      const { rows } = await c.query(`SELECT pg_total_relation_size('idempotency_records') AS b,
               pg_total_relation_size('soak_old_answers') AS old,
               (SELECT COUNT(*) FROM idempotency_records) AS n,
               (SELECT COUNT(*) FROM soak_old_answers) AS old_n`);
      await c.query(`DROP TABLE soak_old_answers`);
      const r = rows[0];
      return {
        mb: Number(r.b) / 2 ** 20,
        rows: Number(r.n),
        oldMb: Number(r.old) / 2 ** 20,
        oldRows: Number(r.old_n),
      };
    } finally {
      await c.end();
    }
  }
  const Database = require('better-sqlite3');
  const sqlite = new Database(db.file, { readonly: true });
  const scratchFile = `${db.file}.old-answers`;
  const scratch = new Database(scratchFile);
  try {
    const size = (d, names) =>
      Number(
        d
          .prepare(
            `SELECT SUM(pgsize) AS b FROM dbstat WHERE name IN (SELECT value FROM json_each(?))`,
          )
          .get(JSON.stringify(names)).b,
      );
    const indexes = sqlite
      .prepare(`SELECT name FROM sqlite_master WHERE tbl_name = 'idempotency_records'`)
      .all()
      .map((r) => r.name);
    const n = sqlite.prepare(`SELECT COUNT(*) AS n FROM idempotency_records`).get().n;
    scratch.exec(`CREATE TABLE old_answers ${OLD_TABLE};
      CREATE INDEX old_answers_expiry ON old_answers (expires_at)`);
    const insert = scratch.prepare(`INSERT INTO old_answers VALUES (?, ?, ?, ?, ?, ?, ?)`);
    let oldRows = 0;
    scratch.transaction(() => {
      for (const r of sqlite.prepare(`SELECT * FROM idempotency_records`).iterate()) {
        insert.run(...oldLayout(r));
        oldRows++;
      }
    })();
    const old = scratch
      .prepare(`SELECT name FROM sqlite_master WHERE tbl_name = 'old_answers'`)
      .all()
      .map((r) => r.name);
    return {
      mb: size(sqlite, indexes) / 2 ** 20,
      rows: n,
      oldMb: size(scratch, old) / 2 ** 20,
      oldRows,
    };
  } finally {
    sqlite.close();
    scratch.close();
    fs.rmSync(scratchFile, { force: true });
  }
}

// ---------------------------------------------------------------- the soak

async function soak(opts, log = console.log) {
  const minutes = opts.soak;
  if (!(minutes >= 2)) {
    throw new Error('--soak needs at least 2 minutes (it compares the first and the last minute)');
  }
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'social-soak-'));
  const cleanups = [];
  // Ctrl-C: the service and the throwaway cluster are stopped, not left behind
  const interrupted = () => {
    console.error('\nstopping the service and the database …');
    void (async () => {
      for (const cleanup of cleanups) {
        await cleanup();
      }
      fs.rmSync(workDir, { recursive: true, force: true });
      process.exit(130);
    })();
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    let db;
    if (opts.db === 'postgres') {
      const cluster = await startCluster(log);
      cleanups.push(cluster.stop);
      db = { kind: 'postgres', url: cluster.url };
    } else {
      db = { kind: 'sqlite', file: path.join(workDir, 'soak.sqlite') };
    }
    // 20 users (the first 10 are Pro: those take part), a small set of posts
    const seedArgs =
      db.kind === 'postgres'
        ? ['--db', 'postgres', '--url', db.url]
        : ['--db', 'sqlite', '--file', db.file];
    const seeded = spawnSync(
      process.execPath,
      [
        path.join(__dirname, 'seed.js'),
        ...seedArgs,
        '--users',
        '20',
        '--posts',
        '2000',
        '--thread',
        '50',
      ],
      { encoding: 'utf8' },
    );
    if (seeded.status !== 0) {
      throw new Error(`seeding failed: ${seeded.stderr || seeded.stdout}`);
    }
    const databaseUrl = db.kind === 'postgres' ? db.url : `sqlite:${db.file}`;
    const service = await startService({
      databaseUrl,
      workDir,
      cpu: opts.serverCpu,
      root: opts.serviceDir,
    });
    cleanups.unshift(() => service.stop());
    const base = service.url;
    log(`# service ${service.pid} on ${base} (log ${service.logFile})`);

    // the hot posts: one root post each of users 1..4
    const hot = [];
    for (let u = 1; u <= HOT_POSTS; u++) {
      const r = await request(base, 'POST', '/post', { user: u, form: { post: `hot ${u}` } });
      hot.push(JSON.parse(r.bytes.toString()).data.id);
    }
    await new Promise((r) => setTimeout(r, 1500)); // published by then (delay 0, every 200 ms)
    // warm: the probes at the start must not measure a cold process
    await warm(base);
    const startProbe = await probe(base, hot);
    const startMB = await dbSizeMB(db);
    log(
      `# start: latest p50 ${startProbe.latest.toFixed(1)} ms, notifications p50 ${startProbe.notifications.toFixed(1)} ms, db ${startMB.toFixed(1)} MB`,
    );

    const stats = {
      requests: 0,
      non2xx: 0,
      errors: 0,
      keyed: 0,
      retries: 0,
      replayedSame: 0,
      replayMismatch: 0,
      events: 0,
      outOfOrder: 0,
      resumes: 0,
      streamErrors: 0,
    };
    const perSecond = [];
    const t0 = Date.now();
    const endAt = t0 + minutes * 60_000;
    const count = (ok) => {
      const s = Math.floor((Date.now() - t0) / 1000);
      perSecond[s] = (perSecond[s] ?? 0) + 1;
      stats.requests++;
      if (!ok) {
        stats.non2xx++;
      }
    };
    const streams = [];
    const seen = [];
    for (let u = 1; u <= STREAMS; u++) {
      seen.push({ last: 0, lastId: null });
      streams.push(openStream(base, u, stats, seen[u - 1]));
    }
    // a stream is dropped now and then, and resumes with Last-Event-ID
    let starred = 1;
    const worker = async (w) => {
      while (Date.now() < endAt) {
        const user = 1 + ((w + Math.floor(Math.random() * USERS)) % USERS);
        const kind = pick();
        const target = hot[Math.floor(Math.random() * HOT_POSTS)];
        try {
          if (kind === 'reply') {
            const key = randomUUID();
            const form = { post: `reply ${w} ${Date.now()}`, parent_id: String(target) };
            const first = await request(base, 'POST', '/post', { user, form, key });
            count(first.status < 300);
            stats.keyed++;
            if (Math.random() < RETRY_SHARE) {
              const again = await request(base, 'POST', '/post', { user, form, key });
              count(again.status < 300);
              stats.retries++;
              if (
                again.replayed &&
                again.status === first.status &&
                again.bytes.equals(first.bytes)
              ) {
                stats.replayedSame++;
              } else {
                stats.replayMismatch++;
              }
            }
          } else if (kind === 'post') {
            const r = await request(base, 'POST', '/post', {
              user,
              form: { post: `post ${w} ${Date.now()}` },
            });
            count(r.status < 300);
          } else if (kind === 'star' || kind === 'unstar') {
            // stars move over the seeded posts and the hot ones
            const id = Math.random() < 0.3 ? target : 1 + (starred++ % 1900);
            const r = await request(base, 'POST', `/${kind}/${id}`, { user });
            count(r.status < 300);
          } else {
            const p = {
              latest: '/latest?page=1',
              children: `/post/children/${target}`,
              single: `/post/single/${target}`,
              notifications: '/notifications',
            }[kind];
            const r = await request(base, 'GET', p, { user });
            count(r.status < 300);
          }
        } catch (error) {
          stats.errors++;
          void error;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    };
    let lastReport = t0;
    const reporter = setInterval(() => {
      const now = Date.now();
      const s0 = Math.floor((lastReport - t0) / 1000);
      const s1 = Math.floor((now - t0) / 1000);
      let n = 0;
      for (let s = s0; s < s1; s++) {
        n += perSecond[s] ?? 0;
      }
      log(
        `#  ${((now - t0) / 60_000).toFixed(1)} min: ${(n / Math.max(1, s1 - s0)).toFixed(0)} req/s, ${stats.requests} requests, ${stats.events} events streamed`,
      );
      lastReport = now;
    }, 60_000);
    // one stream drops and resumes every 30 s
    const resumer = setInterval(() => {
      const i = Math.floor(Math.random() * streams.length);
      streams[i].stop();
      streams[i] = openStream(base, i + 1, stats, seen[i]);
    }, 30_000);
    await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
    clearInterval(reporter);
    clearInterval(resumer);
    for (const s of streams) {
      s.stop();
    }
    await Promise.all(streams.map((s) => s.done));

    const sum = (from, to) => {
      let n = 0;
      for (let s = from; s < to; s++) {
        n += perSecond[s] ?? 0;
      }
      return n;
    };
    const seconds = minutes * 60;
    const first = sum(0, 60) / 60;
    const last = sum(seconds - 60, seconds) / 60;
    await new Promise((r) => setTimeout(r, 3000));
    const soonProbe = await probe(base, hot);
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const vacuumWait = await autovacuumIdle(db, AUTOVACUUM_WAIT_MS);
    await warm(base);
    const endProbe = await probe(base, hot);
    const endMB = await dbSizeMB(db);
    const idem = await idempotencyMB(db);
    log(
      `# ${stats.requests} requests (${stats.non2xx} not 2xx, ${stats.errors} errors), ${stats.keyed} keyed writes, ` +
        `${stats.retries} retries (${stats.replayedSame} replayed byte for byte, ${stats.replayMismatch} not), ` +
        `${stats.events} events streamed (${stats.outOfOrder} out of order), ${stats.resumes} resumes with Last-Event-ID, ${stats.streamErrors} stream errors`,
    );
    log(`# first minute ${first.toFixed(0)} req/s, last minute ${last.toFixed(0)} req/s`);
    log(
      `# 3 s after the load: latest p50 ${soonProbe.latest.toFixed(1)} ms, notifications p50 ${soonProbe.notifications.toFixed(1)} ms; the end probes below ${SETTLE_MS / 1000} s after it` +
        (db.kind === 'postgres'
          ? `, then ${(vacuumWait / 1000).toFixed(0)} s more until no autovacuum worker ran, and ${WARMUP_MS / 1000} s of reads`
          : `, after ${WARMUP_MS / 1000} s of reads`),
    );
    if (idem.rows > 0 && idem.oldRows > 0) {
      const per100k = (mb, rows) => ((mb * 100_000) / rows).toFixed(1);
      log(
        `# idempotency_records: ${idem.rows} answers, ${idem.mb.toFixed(2)} MB: ${per100k(idem.mb, idem.rows)} MB per 100,000 keyed requests ` +
          `(the layout before, rebuilt from ${idem.oldRows} of them: ${per100k(idem.oldMb, idem.oldRows)} MB)`,
      );
    }
    log(
      `soak: throughput last/first minute ${(last / first).toFixed(2)}, latest p50 ${startProbe.latest.toFixed(1)} -> ${endProbe.latest.toFixed(1)} ms, notifications p50 ${startProbe.notifications.toFixed(1)} -> ${endProbe.notifications.toFixed(1)} ms, db ${startMB.toFixed(1)} -> ${endMB.toFixed(1)} MB`,
    );
  } finally {
    process.removeListener('SIGINT', interrupted);
    process.removeListener('SIGTERM', interrupted);
    for (const cleanup of cleanups) {
      await cleanup();
    }
    if (!opts.keep) {
      fs.rmSync(workDir, { recursive: true, force: true });
    }
  }
}

module.exports = { soak };
