'use strict';
// Fails (exit 1) when the better-sqlite3 addon aborts the process as garbage collection finalises
// its statements: the case of better-sqlite3 12 built against the headers of Node 24.19.0 or
// newer, whose node::ObjectWrap removes an environment cleanup hook in its destructor and aborts
// when that runs in a collection outside JavaScript. The service prepares statements all the time,
// so such a build dies at a random moment; this check makes it fail at install time instead.
// Runs the stress in a child process (an abort cannot be caught) for about 7 seconds.
const { spawnSync } = require('node:child_process');

const STRESS = `
const Database = require('better-sqlite3');
const db = new Database(':memory:');
let n = 0;
const timer = setInterval(() => { for (let i = 0; i < 20000; i++) db.prepare('SELECT ' + n++); }, 50);
setTimeout(() => { clearInterval(timer); setTimeout(() => process.exit(0), 3000); }, 4000);
`;

const result = spawnSync(process.execPath, ['-e', STRESS], { cwd: __dirname, encoding: 'utf8' });
if (result.status === 0) {
  console.log(`better-sqlite3 survives garbage collection on Node ${process.version}`);
  process.exit(0);
}
console.error(
  `better-sqlite3 aborted the process on Node ${process.version} (exit ${result.status ?? result.signal}).\n` +
    'It was built against Node headers whose ObjectWrap aborts in garbage collection (24.19.0 or newer):\n' +
    'build it against Node 24.18.1 (npm_config_nodedir) or move to better-sqlite3 13 (Node-API).\n' +
    (result.stderr || '').split('\n').slice(0, 4).join('\n'),
);
process.exit(1);
