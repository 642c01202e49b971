'use strict';
// --reference: the yardstick of ../shared/bench-reference, seeded with its own seeder and started next
// to our service. The shared folder is only read: it is copied to bench/data/reference/ (gitignored),
// where its seeder may write data/seed-info.json. Its dependencies: the shared folder's node_modules
// when it has one; else the copy's own (from an earlier run); else this project's node_modules when
// they hold the very versions of the reference's package-lock (fastify, better-sqlite3, pg); else
// `npm ci` in the copy.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { startNode, freePort, ROOT } = require('./server');

const DEFAULT_SOURCE = path.join(ROOT, '..', 'shared', 'bench-reference');
const COPY = path.join(__dirname, 'data', 'reference');
const DEPS = ['fastify', 'better-sqlite3', 'pg'];

/** Copies the reference and makes its dependencies resolvable; returns the copy's folder. */
function prepare(source = DEFAULT_SOURCE, log = console.log) {
  if (!fs.existsSync(path.join(source, 'server', 'server.js'))) {
    throw new Error(`no reference server at ${source} (pass --reference-dir)`);
  }
  for (const part of ['server', 'seed', 'package.json', 'package-lock.json']) {
    fs.rmSync(path.join(COPY, part), { recursive: true, force: true });
    fs.cpSync(path.join(source, part), path.join(COPY, part), { recursive: true });
    writable(path.join(COPY, part)); // the shared files are read-only; the next copy replaces these
  }
  const modules = path.join(COPY, 'node_modules');
  if (fs.existsSync(path.join(source, 'node_modules')) && !fs.existsSync(modules)) {
    fs.symlinkSync(path.join(source, 'node_modules'), modules);
  }
  if (!fs.existsSync(modules) && !sameVersionsResolvable()) {
    log('# reference: npm ci in bench/data/reference (its dependencies are missing)');
    npm(['ci', '--no-audit', '--no-fund']);
  }
  if (fs.existsSync(modules) && !addonLoads()) {
    // installed by another Node line (the addon's ABI differs): built again for this one
    log(`# reference: npm rebuild better-sqlite3 for node ${process.version}`);
    npm(['rebuild', 'better-sqlite3']);
  }
  if (Number(process.versions.node.split('.')[0]) >= 24 && !fs.lstatSync(modules).isSymbolicLink()) {
    useOurSqliteAddon(modules, log);
  }
  return COPY;
}

/**
 * On Node 24 the reference's better-sqlite3 12 aborts in V8's garbage collector (a Statement's
 * destructor; the reason this project moved to 13, docs/decisions.md): the copy gets this
 * project's better-sqlite3 13 instead, whose API the reference uses unchanged (a Node-API addon
 * with prebuilt binaries, so the same for every Node line).
 */
function useOurSqliteAddon(modules, log) {
  const ours = path.join(ROOT, 'node_modules', 'better-sqlite3');
  const theirs = path.join(modules, 'better-sqlite3');
  const version = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
  if (version(theirs) === version(ours)) {
    return;
  }
  log(`# reference: better-sqlite3 ${version(ours)} (this project's) instead of ${version(theirs)}, which aborts on node ${process.version}`);
  fs.rmSync(theirs, { recursive: true, force: true });
  fs.cpSync(ours, theirs, { recursive: true });
}

/**
 * npm in the copy, compiling addons against the headers of the Node that runs the bench: a
 * distribution's npm may name its own Node's headers (Debian: nodedir=/usr), and an addon built
 * with them does not load in another Node line.
 */
function npm(args) {
  const nodedir = path.resolve(process.execPath, '..', '..');
  const env = fs.existsSync(path.join(nodedir, 'include', 'node', 'node.h'))
    ? { ...process.env, npm_config_nodedir: nodedir }
    : process.env;
  const r = spawnSync('npm', args, { cwd: COPY, encoding: 'utf8', env });
  if (r.status !== 0) {
    throw new Error(`npm ${args[0]} for the reference failed:\n${r.stdout}${r.stderr}`);
  }
}

/** Whether the copy's better-sqlite3 loads in this Node. */
function addonLoads() {
  const r = spawnSync(process.execPath, ['-e', "new (require('better-sqlite3'))(':memory:')"], {
    cwd: COPY,
    encoding: 'utf8',
  });
  return r.status === 0;
}

function writable(p) {
  const dir = fs.statSync(p).isDirectory();
  fs.chmodSync(p, dir ? 0o755 : 0o644);
  if (dir) {
    for (const e of fs.readdirSync(p)) {
      writable(path.join(p, e));
    }
  }
}

/** Whether this project's node_modules (found from the copy) hold the lockfile's versions. */
function sameVersionsResolvable() {
  const lock = JSON.parse(fs.readFileSync(path.join(COPY, 'package-lock.json'), 'utf8'));
  return DEPS.every((dep) => {
    try {
      const pkg = require.resolve(`${dep}/package.json`, { paths: [path.join(COPY, 'server')] });
      return require(pkg).version === lock.packages[`node_modules/${dep}`].version;
    } catch {
      return false;
    }
  });
}

/** Seeds with the reference's own seeder (same generator options as ours); returns its seed-info. */
function seed({ dir, db, file, url, users, posts, thread }) {
  const args = [
    path.join(dir, 'seed', 'seed.js'),
    '--users',
    String(users),
    '--posts',
    String(posts),
    '--thread',
    String(thread),
  ];
  const env = { ...process.env };
  if (db === 'postgres') {
    args.push('--db', 'pg');
    env.DATABASE_URL = url;
  } else {
    args.push('--file', file);
  }
  const t = Date.now();
  const r = spawnSync(process.execPath, ['--max-old-space-size=8192', ...args], {
    cwd: dir,
    env,
    encoding: 'utf8',
  });
  if (r.status !== 0) {
    throw new Error(`the reference seeder failed:\n${r.stdout}${r.stderr}`);
  }
  const info = JSON.parse(fs.readFileSync(path.join(dir, 'data', 'seed-info.json'), 'utf8'));
  return { ...info, ms: Date.now() - t, output: r.stdout.trim() };
}

/** Starts the reference server on its database; :3001 when free. */
async function start({ dir, db, file, url, cpu, workDir, name = 'reference' }) {
  const port = await freePort(3001);
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLISH_INTERVAL_MS: '200',
    PUBLIC_URL: base,
  };
  if (db === 'postgres') {
    Object.assign(env, { DB: 'pg', DATABASE_URL: url });
  } else {
    Object.assign(env, { DB: 'sqlite', SQLITE_FILE: file });
  }
  const proc = await startNode({
    name,
    script: path.join(dir, 'server', 'server.js'),
    cwd: dir,
    env,
    cpu,
    logFile: path.join(workDir, `${name}.log`),
    readyUrl: `${base}/api/v0/latest?page=1`,
  });
  return { ...proc, url: base };
}

module.exports = { prepare, seed, start, DEFAULT_SOURCE };
