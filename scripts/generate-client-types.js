#!/usr/bin/env node
'use strict';
// `npm run client:types`: regenerates clients/typescript/api.d.ts from the OpenAPI document the
// service serves. Without an argument it starts the built service (dist/) on a free port with a
// throw-away SQLite database and reads its /docs/openapi.json; with a URL or a file it reads that.
// `--stdout` prints the types instead of writing the file (the staleness test compares them).
const { spawn } = require('node:child_process');
const { mkdtemp, readFile, rm, writeFile } = require('node:fs/promises');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { generateClientTypes, TYPES_FILE } = require('./client-types');

const ROOT = path.join(__dirname, '..');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function fetchJson(url) {
  const res = await fetch(url);
  if (!res.ok) {
    throw new Error(`GET ${url}: ${res.status}`);
  }
  return res.json();
}

/** The document of a freshly started built service. */
async function servedDocument() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'client-types-'));
  const port = await freePort();
  const env = { ...process.env };
  delete env.REDIS_URL; // the document does not depend on it
  const child = spawn(process.execPath, [path.join(ROOT, 'dist', 'src', 'main.js')], {
    cwd: dir,
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${path.join(dir, 'db.sqlite')}`,
      STORAGE_DIR: path.join(dir, 'storage'),
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        return await fetchJson(`http://127.0.0.1:${port}/docs/openapi.json`);
      } catch (error) {
        if (Date.now() > deadline || child.exitCode !== null) {
          throw new Error(`The service did not serve its document: ${error.message}`, {
            cause: error,
          });
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  }
}

async function main() {
  const args = process.argv.slice(2);
  const toStdout = args.includes('--stdout');
  const source = args.find((arg) => !arg.startsWith('--'));
  const document = !source
    ? await servedDocument()
    : /^https?:/.test(source)
      ? await fetchJson(source)
      : JSON.parse(await readFile(source, 'utf8'));
  const types = await generateClientTypes(document);
  if (toStdout) {
    process.stdout.write(types);
    return;
  }
  await writeFile(TYPES_FILE, types);
  console.log(`Wrote ${path.relative(process.cwd(), TYPES_FILE)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
