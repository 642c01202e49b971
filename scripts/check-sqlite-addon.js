'use strict';
// Fails (exit 1), saying why, when the SQLite addon cannot serve this Node:
// 1. this Node is outside `engines` (better-sqlite3 13's prebuilt binary crashes on Node 20 as soon
//    as it is used, and the build needs 22.22.3+ or 24.15.0+);
// 2. the addon does not open a database and run a statement;
// 3. the addon aborts the process when garbage collection finalises its statements (better-sqlite3
//    12 built against the headers of Node 24.19.0 or newer, whose ObjectWrap removes a cleanup hook
//    in its destructor). The service prepares statements all the time, so such a build would die at
//    a random moment; this check makes it fail at install time instead.
// Each step runs in a child process (a crash or an abort cannot be caught); the whole takes ~7 s.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const root = path.join(__dirname, '..');
const { engines } = require(path.join(root, 'package.json'));
const installed = require(
  path.join(root, 'node_modules', 'better-sqlite3', 'package.json'),
).version;
const where = `better-sqlite3 ${installed} on Node ${process.version}`;

function fail(reason, result) {
  const detail = result
    ? `(exit ${result.status ?? result.signal})\n${(result.stderr || '').split('\n').slice(0, 4).join('\n')}`
    : '';
  console.error(`${where}: ${reason} ${detail}`.trimEnd());
  process.exit(1);
}

function satisfiesEngines(version, range) {
  const [major, minor, patch] = version.replace(/^v/, '').split('.').map(Number);
  return range.split('||').some((alternative) => {
    const m = /^\s*(\^|>=)(\d+)\.(\d+)\.(\d+)\s*$/.exec(alternative);
    if (!m) {
      throw new Error(`check-sqlite-addon: cannot read the engines range "${range}"`);
    }
    const [want, wMajor, wMinor, wPatch] = [m[1], Number(m[2]), Number(m[3]), Number(m[4])];
    const atLeast =
      major !== wMajor ? major > wMajor : minor !== wMinor ? minor > wMinor : patch >= wPatch;
    return want === '^' ? major === wMajor && atLeast : atLeast;
  });
}

function run(script) {
  return spawnSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8' });
}

if (!satisfiesEngines(process.version, engines.node)) {
  fail(
    `this Node is not supported (engines: ${engines.node}); install Node 24 (or 22.22.3+) and run npm ci again.`,
  );
}

const load = run(`
const Database = require('better-sqlite3');
const db = new Database(':memory:');
if (db.prepare('SELECT 41 + 1 AS x').get().x !== 42) process.exit(2);
`);
if (load.status !== 0) {
  fail(
    'the addon does not load or cannot run a statement (a binary for another platform or Node?).',
    load,
  );
}

const stress = run(`
const Database = require('better-sqlite3');
const db = new Database(':memory:');
let n = 0;
const timer = setInterval(() => { for (let i = 0; i < 20000; i++) db.prepare('SELECT ' + n++); }, 50);
setTimeout(() => { clearInterval(timer); setTimeout(() => process.exit(0), 3000); }, 4000);
`);
if (stress.status !== 0) {
  fail(
    'the process aborted while garbage collection finalised prepared statements (an addon built against headers whose ObjectWrap aborts there, as better-sqlite3 12 on Node 24.19+).',
    stress,
  );
}
console.log(`${where}: loads, runs statements and survives garbage collection`);
