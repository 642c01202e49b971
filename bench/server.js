'use strict';
// Starting and stopping the servers under test: our built service (dist/src/main.js), and any other
// Node server (the reference), each pinned to the server CPU with taskset when it exists.
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');

const ROOT = path.join(__dirname, '..');
const MAIN = path.join(ROOT, 'dist', 'src', 'main.js');

let tasksetFound = null;
const hasTaskset = () =>
  (tasksetFound ??= spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0);

/** A TCP port nobody listens on (preferred if free). */
function freePort(preferred = 0) {
  const attempt = (port) =>
    new Promise((resolve, reject) => {
      const s = net.createServer();
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        const { port: got } = s.address();
        s.close(() => resolve(got));
      });
    });
  return attempt(preferred).catch(() => attempt(0));
}

/** Newest modification time of the files under `dir` (0 when missing). */
function newest(dir) {
  if (!fs.existsSync(dir)) {
    return 0;
  }
  const st = fs.statSync(dir);
  if (!st.isDirectory()) {
    return st.mtimeMs;
  }
  let max = 0;
  for (const e of fs.readdirSync(dir)) {
    max = Math.max(max, newest(path.join(dir, e)));
  }
  return max;
}

/**
 * `npm run build` when dist is older than src (or missing). A failing build with an older dist still
 * there is a warning (the bench runs what was built last); without dist it is an error.
 */
function buildIfStale({ skip = false, log = console.log } = {}) {
  const built = fs.existsSync(MAIN) ? fs.statSync(MAIN).mtimeMs : 0;
  const sources = Math.max(
    newest(path.join(ROOT, 'src')),
    ...['tsconfig.json', 'tsconfig.build.json', 'nest-cli.json'].map((f) =>
      newest(path.join(ROOT, f)),
    ),
  );
  if (built && (skip || built >= sources)) {
    return { built: false, stale: built < sources };
  }
  log(built ? '# dist is older than src: npm run build' : '# no dist: npm run build');
  const t = Date.now();
  const r = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) {
    const out = `${r.stdout || ''}${r.stderr || ''}`.trim().split('\n').slice(-20).join('\n');
    if (!fs.existsSync(MAIN)) {
      throw new Error(`npm run build failed:\n${out}`);
    }
    log(`# WARNING: npm run build failed, measuring the previous dist:\n${out}`);
    return { built: false, stale: true, buildError: out };
  }
  log(`# built in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  return { built: true, stale: false };
}

/** Resident set size of a process in MB (VmRSS), or null when it is gone. */
function rssMB(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? +m[1] / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Starts `node <script>` (pinned to `cpu` when taskset exists), logs to `logFile`, and resolves once
 * `readyUrl` answers `readyStatus` (any HTTP answer when null). Returns { pid, stop() }.
 */
async function startNode({
  name,
  script,
  cwd,
  env,
  cpu,
  logFile,
  readyUrl,
  readyStatus = 200,
  timeoutMs = 60000,
}) {
  const out = fs.openSync(logFile, 'a');
  // BENCH_CPU_PROF=<dir>: every measured server writes a V8 CPU profile to <dir>/<name> when it
  // exits (--cpu-prof is refused in NODE_OPTIONS), to see where a scenario's time goes and compare
  // it with the reference's. exit-on-signal.js makes a SIGTERM a normal exit, which writes it.
  const prof = process.env.BENCH_CPU_PROF
    ? [
        '--cpu-prof',
        `--cpu-prof-dir=${path.join(process.env.BENCH_CPU_PROF, name.replace(/\W+/g, '-'))}`,
        '--require',
        path.join(__dirname, 'exit-on-signal.js'),
      ]
    : [];
  const [cmd, args] =
    cpu != null && hasTaskset()
      ? ['taskset', ['-c', String(cpu), process.execPath, ...prof, script]]
      : [process.execPath, [...prof, script]];
  const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  let exited = null;
  child.on('exit', (code, signal) => (exited = { code, signal }));
  const tail = () => fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-15).join('\n');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) {
      throw new Error(
        `${name} exited (${exited.code ?? exited.signal}) before it was ready; its log:\n${tail()}`,
      );
    }
    try {
      const res = await fetch(readyUrl, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (readyStatus == null || res.status === readyStatus) {
        break;
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} was not ready within ${timeoutMs / 1000} s; its log:\n${tail()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = async () => {
    if (exited) {
      return;
    }
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await gone;
    clearTimeout(timer);
  };
  return { name, pid: child.pid, logFile, stop };
}

/** The heap ceilings of the Dockerfile's `NODE_OPTIONS`: the service is measured as it is deployed. */
const PRODUCTION_NODE_OPTIONS = '--max-old-space-size=160 --max-semi-space-size=16';

/**
 * Our built service on `databaseUrl`, production settings, a free port. `root`: another checkout's
 * built service (the soak's `--service-dir`, to measure a version before a change).
 */
async function startService({ databaseUrl, workDir, cpu, port, root = ROOT }) {
  port = port || (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const storage = path.join(workDir, 'storage');
  fs.mkdirSync(storage, { recursive: true });
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '0',
    PUBLISH_INTERVAL_MS: '200',
    STORAGE_DIR: storage,
    DEMO_ACCOUNT: 'false',
    // stopped at once when measured: a drain would outlast stop()'s 5 s and lose BENCH_CPU_PROF's profile
    SHUTDOWN_DRAIN_MS: '0',
    NODE_OPTIONS: process.env.NODE_OPTIONS || PRODUCTION_NODE_OPTIONS,
  };
  const proc = await startNode({
    name: 'our service',
    script: path.join(root, 'dist', 'src', 'main.js'),
    cwd: root,
    env,
    cpu,
    logFile: path.join(workDir, 'service.log'),
    readyUrl: `${url}/health/ready`,
  });
  return { ...proc, url };
}

module.exports = {
  buildIfStale,
  startService,
  startNode,
  freePort,
  rssMB,
  hasTaskset,
  ROOT,
  PRODUCTION_NODE_OPTIONS,
};
