'use strict';
// node bench/scale-out.js [options]: the throughput of 1 instance vs 2 behind a load balancer, on
// PostgreSQL. Seeds one bench database (bench/seed.js), starts two instances of the built service
// on it (bench/server.js) and HAProxy (/usr/sbin/haproxy, round robin) in front of both, then
// measures each scenario with autocannon (bench/load.js) against instance 1 alone ("one") and
// against the balancer ("two"), alternating the order each round. See bench/README.md.
//
// Options (defaults in brackets):
//   --scenario a,b,c     latest single timeline post star                      [latest,single,post,star]
//   --duration S [8]  --warmup S [2]  --rounds N [3]  --connections N [50]
//   --users N [1000]  --posts N [100000]  --thread N [200]                    dataset size
//   --pg-url URL         PostgreSQL server                          [postgres://postgres@127.0.0.1:5432]
//   --haproxy PATH       [/usr/sbin/haproxy]
//   --keep               keep the bench database (name printed)
//   --no-build           measure dist as it is
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { buildIfStale, startService, freePort } = require('./server');

const PREFIX = '/api/v0';
const SCENARIOS = ['latest', 'single', 'timeline', 'post', 'star'];

function parseArgs(argv) {
  const o = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) {
      throw new Error(`unexpected argument ${a} (see bench/README.md)`);
    }
    const key = a.slice(2);
    if (key === 'keep' || key === 'no-build') {
      o[key] = true;
    } else if (argv[i + 1] === undefined) {
      throw new Error(`${a} needs a value`);
    } else {
      o[key] = argv[++i];
    }
  }
  const scenarios = (o.scenario || 'latest,single,post,star').split(',').map((s) => s.trim());
  for (const s of scenarios) {
    if (!SCENARIOS.includes(s)) {
      throw new Error(`unknown scenario ${s}`);
    }
  }
  return {
    scenarios,
    duration: +(o.duration ?? 8),
    warmup: +(o.warmup ?? 2),
    rounds: +(o.rounds ?? 3),
    connections: +(o.connections ?? 50),
    users: o.users ?? '1000',
    posts: o.posts ?? '100000',
    thread: o.thread ?? '200',
    pgUrl: (o['pg-url'] || 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, ''),
    haproxy: o.haproxy || '/usr/sbin/haproxy',
    keep: !!o.keep,
    noBuild: !!o['no-build'],
  };
}

/** The request of a scenario on the seeded data (as in bench/run.js). */
function scenarioRequest(name, info) {
  switch (name) {
    case 'latest':
      return { method: 'GET', path: `${PREFIX}/latest?page=1` };
    case 'single':
      return { method: 'GET', path: `${PREFIX}/post/single/${info.singleId}` };
    case 'timeline':
      return { method: 'GET', path: `${PREFIX}/timeline/user/${info.timelineUser}` };
    case 'post':
      return { method: 'POST', path: `${PREFIX}/post`, form: true };
    case 'star':
      return { method: 'POST', path: `${PREFIX}/star`, star: true, starRange: info.starRange };
  }
  throw new Error(`unknown scenario ${name}`);
}

/** The configuration test/utils/load-balancer.ts writes: round robin, each request on its own. */
function haproxyConfig(port, backends) {
  return [
    'global',
    '  maxconn 4000',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  option forwardfor',
    'frontend api',
    `  bind 127.0.0.1:${port}`,
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    ...backends.map((url, i) => `  server s${i} ${new URL(url).host}`),
    '',
  ].join('\n');
}

async function startBalancer(haproxy, backends, dir) {
  const port = await freePort();
  const config = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(config, haproxyConfig(port, backends));
  const child = spawn(haproxy, ['-db', '-f', config], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      const res = await fetch(`${url}/health/ready`);
      await res.arrayBuffer();
      if (res.ok) {
        break;
      }
    } catch {
      // not listening yet
    }
    if (i > 100 || child.exitCode !== null) {
      throw new Error('HAProxy did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) {
        return resolve();
      }
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { url, stop };
}

function runLoad(cfg) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(__dirname, 'load.js'), JSON.stringify(cfg)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => {
      if (code !== 0) {
        return reject(new Error(`load.js failed (${code}): ${err}`));
      }
      resolve(JSON.parse(out.trim().split('\n').pop()));
    });
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const log = (line) => console.log(line);
  if (!fs.existsSync(opts.haproxy)) {
    throw new Error(`no HAProxy at ${opts.haproxy}`);
  }
  buildIfStale({ skip: opts.noBuild, log });
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
  const name = `bench_scale_${Date.now().toString(36)}`;
  const cleanup = [];
  const out = { started: new Date().toISOString(), cpus: os.cpus().length, opts, scenarios: {} };
  try {
    log(`# seeding ${name} (${opts.users} users, ${opts.posts} posts)`);
    const seeded = spawnSync(
      process.execPath,
      [
        '--max-old-space-size=8192',
        path.join(__dirname, 'seed.js'),
        ...['--db', 'postgres', '--url', `${opts.pgUrl}/${name}`],
        ...['--users', opts.users, '--posts', opts.posts, '--thread', opts.thread],
      ],
      { encoding: 'utf8', maxBuffer: 64 << 20 },
    );
    if (seeded.status !== 0) {
      throw new Error(`seeding failed:\n${seeded.stdout}${seeded.stderr}`);
    }
    if (!opts.keep) {
      cleanup.push(async () => {
        const { Client } = require('pg');
        const c = new Client({ connectionString: `${opts.pgUrl}/postgres` });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await c.end();
      });
    }
    const info = JSON.parse(seeded.stdout.trim().split('\n').pop());
    const instances = [];
    for (const label of ['a', 'b']) {
      const dir = path.join(workDir, label);
      fs.mkdirSync(dir);
      const service = await startService({ databaseUrl: `${opts.pgUrl}/${name}`, workDir: dir });
      cleanup.unshift(() => service.stop());
      instances.push(service);
    }
    const balancer = await startBalancer(
      opts.haproxy,
      instances.map((i) => i.url),
      workDir,
    );
    cleanup.unshift(() => balancer.stop());
    const targets = [
      { name: 'one', url: instances[0].url },
      { name: 'two', url: balancer.url },
    ];
    log(`# one: instance 1 alone (${instances[0].url}); two: HAProxy (${balancer.url}) over both`);
    for (const scenario of opts.scenarios) {
      const req = scenarioRequest(scenario, info);
      log(`\n## ${scenario}: ${req.method} ${req.path}  c=${opts.connections} d=${opts.duration}s`);
      const samples = { one: [], two: [] };
      for (let r = 0; r < opts.rounds; r++) {
        for (const t of r % 2 ? [...targets].reverse() : targets) {
          const res = await runLoad({
            url: t.url,
            ...req,
            auth: info.credentials,
            connections: opts.connections,
            duration: opts.duration,
            warmup: r ? Math.min(1, opts.warmup) : opts.warmup,
          });
          samples[t.name].push(res);
          log(
            `  round ${r + 1} ${t.name}  ${res.rps.toFixed(0).padStart(6)} req/s  p50 ${res.latency.p50} ms  p99 ${res.latency.p99} ms  non-2xx ${res.non2xx}  cpu ${res.cpuBusy.join('/')}%`,
          );
        }
      }
      const one = median(samples.one.map((s) => s.rps));
      const two = median(samples.two.map((s) => s.rps));
      const ratio = one > 0 ? two / one : null;
      out.scenarios[scenario] = { one, two, ratio, samples };
      log(
        `  => one ${one.toFixed(0)} req/s, two ${two.toFixed(0)} req/s, ratio ${ratio?.toFixed(2)}`,
      );
    }
  } finally {
    for (const step of cleanup) {
      await step().catch((e) => console.error(e.message));
    }
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  log('\n| scenario | 1 instance req/s | 2 behind HAProxy req/s | ratio |');
  log('|---|---|---|---|');
  for (const [scenario, r] of Object.entries(out.scenarios)) {
    log(`| ${scenario} | ${r.one.toFixed(0)} | ${r.two.toFixed(0)} | ${r.ratio?.toFixed(2)} |`);
  }
  const file = path.join(
    __dirname,
    'results',
    `scale-out-${out.started.replace(/[-:]/g, '').slice(0, 15)}.json`,
  );
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(out, null, 2));
  log(`\nfull results: ${file}`);
}

main().catch((e) => {
  console.error(e.stack || e.message || e);
  process.exit(1);
});
