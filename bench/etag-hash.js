'use strict';
// node bench/etag-hash.js: what the ETag of a GET costs, on a body the size of GET /latest page 1
// (about 25 kB of JSON). Prints µs per call of each candidate; figures in bench/README.md.
const crypto = require('node:crypto');

const posts = Array.from({ length: 20 }, (_, i) => ({
  id: 100000 + i,
  post: `Lorem ipsum dolor sit amet, consectetur adipiscing elit ${i} `.repeat(12),
  user: { username: `user${i}`, display_name: `User ${i}`, bio: 'x'.repeat(150) },
  created_at: '2026-11-23 12:00:00',
  attachments: [],
}));
const text = JSON.stringify({ status: 'success', messages: [], meta: {}, data: posts });
const bytes = Buffer.from(text);

function fnv1a(s) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  }
  return (h >>> 0).toString(36);
}

const candidates = {
  'Buffer.from(string) (Fastify writes the bytes anyway)': () => Buffer.from(text),
  'sha1 of the Buffer (crypto.hash, chosen)': () => crypto.hash('sha1', bytes, 'base64url'),
  'sha256 of the Buffer': () => crypto.hash('sha256', bytes, 'base64url'),
  'md5 of the Buffer': () => crypto.hash('md5', bytes, 'base64url'),
  'sha1 of the string (createHash, as @fastify/etag)': () =>
    crypto.createHash('sha1').update(text).digest('base64'),
  'fnv1a in JavaScript over the string': () => fnv1a(text),
  'JSON.stringify of the page (for scale)': () =>
    JSON.stringify({ status: 'success', messages: [], meta: {}, data: posts }),
};

console.log(`body: ${bytes.length} bytes`);
for (const [name, fn] of Object.entries(candidates)) {
  for (let i = 0; i < 3000; i++) {
    fn();
  }
  const runs = [];
  for (let r = 0; r < 5; r++) {
    const n = 5000;
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < n; i++) {
      fn();
    }
    runs.push(Number(process.hrtime.bigint() - t0) / n / 1000);
  }
  runs.sort((a, b) => a - b);
  console.log(`${name.padEnd(56)} ${runs[2].toFixed(1).padStart(6)} µs (median of 5)`);
}
