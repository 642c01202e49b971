'use strict';
// One autocannon run in its own process (run.js starts it pinned to CPU 0 with taskset).
//
//   node bench/load.js '<json>'
//   json: { url, method, path, connections, duration, warmup, auth: ['user:key', …] or
//           authorization: ['Basic …' | 'Bearer …', …], form, parentId,
//           idempotencyKey, star, starRange: [lo, hi], headers, conditional, timeout, pid }
//   headers: sent with every request; conditional: every request carries the ETag that its
//   credential's answer had before the run (If-None-Match), and a 304 counts as a success.
// Prints one JSON line: req/s, latencies, status counts, responses per second of the measured run,
// the busy share of each CPU over the measured window, and, given the server's pid, its CPU time
// per request over that window.
const crypto = require('node:crypto');
const fs = require('node:fs');
const autocannon = require('autocannon');

const cfg = JSON.parse(process.argv[2]);
// `authorization`: the header values as sent (Basic or Bearer); else `auth`, 'user:key' pairs sent as Basic
const auths =
  cfg.authorization || (cfg.auth || []).map((a) => 'Basic ' + Buffer.from(a).toString('base64'));

/** The ETag of the path for each credential (index as in `auths`), for `conditional`. */
async function readEtags() {
  const etags = [];
  for (const authorization of auths.length ? auths : [undefined]) {
    const res = await fetch(cfg.url + cfg.path, {
      headers: authorization ? { authorization } : {},
    });
    await res.arrayBuffer();
    etags.push(res.headers.get('etag'));
  }
  return etags;
}

/** Every request rotates the credentials; a star request also moves to the next post. */
function requests(etags) {
  let n = 0;
  const tag = `${process.pid.toString(36)}${Date.now().toString(36)}`;
  const [lo, hi] = cfg.starRange || [1, 1];
  const start = crypto.randomInt(0, hi - lo + 1); // each run stars posts it has not starred before
  return [
    {
      method: cfg.method,
      path: cfg.path,
      setupRequest: (req) => {
        n++;
        const headers = { ...cfg.headers };
        if (auths.length) {
          headers.authorization = auths[n % auths.length];
        }
        const etag = etags && etags[auths.length ? n % auths.length : 0];
        if (etag) {
          headers['if-none-match'] = etag;
        }
        if (cfg.star) {
          req.path = `${cfg.path}/${lo + ((start + n) % (hi - lo + 1))}`;
        }
        if (cfg.form) {
          const body = new URLSearchParams({
            post: `bench post ${tag}-${n}: lorem ipsum dolor sit amet, consectetur adipiscing elit`,
          });
          if (cfg.parentId) {
            body.set('parent_id', String(cfg.parentId));
          }
          req.body = body.toString();
          headers['content-type'] = 'application/x-www-form-urlencoded';
        }
        if (cfg.idempotencyKey) {
          headers['idempotency-key'] = `bench-${tag}-${n}`;
        }
        req.headers = headers;
        return req;
      },
    },
  ];
}

const isOk = (status) => (status >= 200 && status < 300) || (cfg.conditional && status === 304);

function run(duration, perSecond, etags) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: cfg.url,
        connections: cfg.connections,
        pipelining: 1,
        duration,
        timeout: cfg.timeout || 10,
        requests: requests(etags),
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    if (perSecond) {
      const t0 = Date.now();
      instance.on('response', (_client, statusCode) => {
        const s = Math.floor((Date.now() - t0) / 1000);
        while (perSecond.length <= s) {
          perSecond.push({ ok: 0, other: 0 });
        }
        perSecond[s][isOk(statusCode) ? 'ok' : 'other']++;
      });
    }
  });
}

/** /proc/stat ticks per CPU. */
function readCpu() {
  try {
    return fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n')
      .filter((l) => /^cpu\d+ /.test(l))
      .map((l) => l.trim().split(/\s+/).slice(1).map(Number));
  } catch {
    return null;
  }
}

/** User + system CPU time of a process and its threads, in clock ticks (Linux's USER_HZ, 100/s). */
const TICKS_PER_SECOND = 100;
function processTicks(pid) {
  try {
    // the fields after the command name, which is in parentheses and may hold spaces
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').pop().split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** Busy share (user+nice+system+irq+softirq) of each CPU between two readings. */
function cpuBusy(a, b) {
  if (!a || !b) {
    return null;
  }
  return a.map((x, i) => {
    const d = b[i].map((v, j) => v - x[j]);
    const total = d.reduce((s, v) => s + v, 0) || 1;
    return Math.round((100 * (d[0] + d[1] + d[2] + d[5] + d[6])) / total);
  });
}

(async () => {
  const etags = cfg.conditional ? await readEtags() : null;
  if (cfg.warmup > 0) {
    await run(cfg.warmup, undefined, etags);
  }
  const perSecond = [];
  const c0 = readCpu();
  const t0 = cfg.pid ? processTicks(cfg.pid) : null;
  const r = await run(cfg.duration, perSecond, etags);
  // autocannon counts a 304 as non-2xx; here it is the expected answer
  const notModified = cfg.conditional ? (r.statusCodeStats['304']?.count ?? 0) : 0;
  const t1 = cfg.pid ? processTicks(cfg.pid) : null;
  const out = {
    rps: r.requests.average,
    total: r.requests.total,
    duration: r.duration,
    non2xx: r.non2xx - notModified,
    notModified,
    errors: r.errors,
    timeouts: r.timeouts,
    statusCodeStats: r.statusCodeStats,
    latency: {
      p50: r.latency.p50,
      p90: r.latency.p90,
      p99: r.latency.p99,
      max: r.latency.max,
      mean: r.latency.average,
    },
    bytesPerSec: r.throughput.average,
    cpuBusy: cpuBusy(c0, readCpu()),
    // µs of the server process's CPU (all its threads, kernel time included) per request
    cpuUsPerRequest:
      t0 != null && t1 != null && r.requests.total > 0
        ? ((t1 - t0) * 1e6) / TICKS_PER_SECOND / r.requests.total
        : null,
    perSecond: perSecond.slice(0, cfg.duration),
  };
  process.stdout.write(JSON.stringify(out) + '\n');
})().catch((e) => {
  console.error(e.stack || e);
  process.exit(1);
});
