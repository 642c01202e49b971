#!/usr/bin/env node
'use strict';
/*
 * The npm registry this project's machines reach serves only some platform builds of native
 * packages (e.g. @swc/core-linux-x64-gnu, but not @swc/core-darwin-arm64). `npm install` then
 * leaves those optional platform packages out of package-lock.json, and `npm ci` refuses the lock
 * as "not in sync". This adds the missing optional entries with the os/cpu/libc their names state,
 * which is what a full registry would have recorded; npm ci skips them on this platform anyway.
 *
 * Run after changing dependencies: `npm install && node scripts/complete-lockfile.js`.
 */
const fs = require('node:fs');
const path = require('node:path');

const file = path.join(__dirname, '..', 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));

const OS = [
  'darwin',
  'linux',
  'win32',
  'freebsd',
  'android',
  'openharmony',
  'netbsd',
  'openbsd',
  'sunos',
  'aix',
];
const CPU = [
  'arm64',
  'x64',
  'ia32',
  'arm',
  'ppc64',
  's390x',
  'riscv64',
  'loong64',
  'mips64el',
  'wasm32',
];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  if (!cpu) {
    return null;
  }
  const entry = {};
  if (os) {
    entry.os = [os];
  }
  entry.cpu = [cpu];
  if (os === 'linux') {
    entry.libc = [parts.some((p) => p.startsWith('musl')) ? 'musl' : 'glibc'];
  }
  return entry;
}

let added = 0;
for (const [location, pkg] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const base = location === '' ? '' : `${location}/`;
    const candidates = [`${base}node_modules/${name}`, `node_modules/${name}`];
    if (candidates.some((c) => lock.packages[c])) {
      continue;
    }
    const platform = platformOf(name);
    if (!platform) {
      console.error(`cannot tell the platform of ${name}; add it by hand`);
      process.exitCode = 1;
      continue;
    }
    lock.packages[`node_modules/${name}`] = { version, ...platform, optional: true };
    added++;
  }
}

const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
  ),
);
lock.packages = sorted;
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`complete-lockfile: added ${added} optional platform entries`);
