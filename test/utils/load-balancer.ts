import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './service-process';
import { waitUntil } from './wait';

/** Debian's HAProxy (package haproxy; .ci/run installs it). */
export const HAPROXY = '/usr/sbin/haproxy';

/** Why no balancer can be started here, or null when it can. */
export function loadBalancerUnavailable(): string | null {
  return existsSync(HAPROXY) ? null : `no HAProxy at ${HAPROXY} (apt-get install haproxy)`;
}

/** The shipped configuration (docker-compose's `scale` profile). */
export const SHIPPED_CONFIG = join(__dirname, '..', '..', 'deploy', 'haproxy.cfg');

/**
 * deploy/haproxy.cfg as it ships, made to run here: it listens on 127.0.0.1:`port`, its Prometheus
 * exporter (`frontend prometheus`) on 127.0.0.1:`exporterPort`, its servers are `backends`
 * (host:port) named s0, s1, … (each answer says which served it in `X-Served-By`), and Docker's
 * DNS resolver is left out. Everything else (checks, retries, error bodies) is tested as it ships.
 */
export function haproxyConfig(port: number, backends: string[], exporterPort = 0): string {
  const lines = readFileSync(SHIPPED_CONFIG, 'utf8').split('\n');
  const out: string[] = [];
  let section = '';
  for (const line of lines) {
    if (/^\S/.test(line)) {
      section = line.split(/\s+/).slice(0, 2).join(' ');
    }
    if (section.startsWith('resolvers') || /^\s*server\s/.test(line)) {
      continue;
    }
    const bindPort = section === 'frontend prometheus' ? exporterPort : port;
    out.push(
      line
        .replace(/^(\s*bind)\s+:\d+/, `$1 127.0.0.1:${bindPort}`)
        .replace(/ init-addr \S+ resolvers \S+/, ''),
    );
    if (/^\s*default-server\s/.test(line)) {
      out.push(...backends.map((address, i) => `  server s${i} ${address}`));
    }
  }
  const config = out.join('\n');
  if (!config.includes(`bind 127.0.0.1:${port}`) || !config.includes('server s0 ')) {
    throw new Error(`${SHIPPED_CONFIG} has no \`bind :port\` or no \`default-server\` line`);
  }
  return config;
}

/**
 * A real HAProxy in front of the given instances, on a free port, with its configuration in a
 * temp folder. `stop()` ends the process (by its pid) and removes the folder.
 */
export class LoadBalancer {
  private readonly output: string[] = [];
  private readonly exited: Promise<void>;
  private exitCode: number | null | undefined;

  /** Waits until both backends (`s0`, `s1`) answer through the balancer. */
  async bothServing(): Promise<void> {
    await waitUntil(
      'both instances serve through the balancer',
      async () => {
        const seen = new Set<string | null>();
        for (let i = 0; i < 6; i++) {
          const res = await fetch(`${this.url}/api/v0/hello`);
          await res.arrayBuffer();
          seen.add(res.headers.get('x-served-by'));
        }
        return seen.has('s0') && seen.has('s1');
      },
      30_000,
      200,
    );
  }

  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
    /** Where the shipped `frontend prometheus` serves HAProxy's metrics (`/metrics`). */
    readonly exporterPort: number,
    private readonly dir: string,
  ) {
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on('data', (data: Buffer) => this.output.push(data.toString()));
    }
    this.exited = new Promise((resolve) =>
      child.once('exit', (code) => {
        this.exitCode = code;
        resolve();
      }),
    );
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  static async start(backendUrls: string[]): Promise<LoadBalancer> {
    const port = await freePort();
    const exporterPort = await freePort();
    const dir = mkdtempSync(join(tmpdir(), 'social-haproxy-'));
    const config = join(dir, 'haproxy.cfg');
    writeFileSync(
      config,
      haproxyConfig(
        port,
        backendUrls.map((url) => new URL(url).host),
        exporterPort,
      ),
    );
    // -db: stay in the foreground, so the process is the one this test started and stops
    const child = spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
    const balancer = new LoadBalancer(child, port, exporterPort, dir);
    try {
      await balancer.waitListening();
    } catch (error) {
      await balancer.stop();
      throw error;
    }
    return balancer;
  }

  /** HAProxy's Prometheus exposition, as the `haproxy` scrape job reads it. */
  async metrics(): Promise<string> {
    const res = await fetch(`http://127.0.0.1:${this.exporterPort}/metrics`);
    if (res.status !== 200) {
      throw new Error(`HAProxy's exporter answered ${res.status}`);
    }
    return res.text();
  }

  /** The state HAProxy gives server `name` (s0, s1, …) now: UP, DOWN, MAINT, DRAIN or NOLB. */
  async serverState(name: string): Promise<string | undefined> {
    const text = await this.metrics();
    const match = new RegExp(
      `^haproxy_server_status\\{proxy="instances",server="${name}",state="(\\w+)"\\} 1$`,
      'm',
    ).exec(text);
    return match?.[1];
  }

  /** Waits until the balancer shows server `name` UP (docs/operations.md "Rolling restart"). */
  async serverUp(name: string, timeoutMs = 30_000): Promise<void> {
    await waitUntil(
      `the balancer shows ${name} UP`,
      async () => (await this.serverState(name)) === 'UP',
      timeoutMs,
      200,
    );
  }

  private async waitListening(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.exitCode !== undefined) {
        throw new Error(`HAProxy exited (${this.exitCode}): ${this.output.join('')}`);
      }
      const open = await new Promise<boolean>((resolve) => {
        const socket = connect(this.port, '127.0.0.1');
        socket.once('connect', () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      });
      if (open) {
        return;
      }
      if (Date.now() > deadline) {
        throw new Error(`HAProxy did not listen within ${timeoutMs} ms: ${this.output.join('')}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async stop(): Promise<void> {
    if (this.exitCode === undefined) {
      this.child.kill('SIGTERM');
      const timer = setTimeout(() => this.child.kill('SIGKILL'), 5000);
      await this.exited;
      clearTimeout(timer);
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
