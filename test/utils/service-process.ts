import { ChildProcess, spawn } from 'node:child_process';
import { AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { builtService } from '../support/built-service';
import { TestUser } from './auth';

let built: string | undefined;

/**
 * The compiled service's entry point: dist/src/main.js when `npm run build` ran after the last
 * change under src/ (as in CI), else a fresh swc transpilation of src/ (see builtService).
 */
export function serviceMain(): string {
  built ??= join(builtService().dir, 'src', 'main.js');
  return built;
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServiceOptions {
  databaseUrl: string;
  storageDir: string;
  /** Further environment (e.g. PUBLISH_INTERVAL_MS). */
  env?: Record<string, string>;
  port?: number;
  /** How long to wait for /health/ready (30 s unless told). */
  readyTimeoutMs?: number;
}

/** The built service (`node dist/src/main.js`) running as a child process. */
export class ServiceProcess {
  private exitInfo: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  private readonly exited: Promise<void>;
  private readonly lines: string[] = [];

  private constructor(
    readonly child: ChildProcess,
    readonly port: number,
  ) {
    for (const input of [child.stdout, child.stderr]) {
      if (input) {
        createInterface({ input }).on('line', (line) => this.lines.push(line));
      }
    }
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        this.exitInfo = { code, signal };
        resolve();
      }),
    );
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Everything the process wrote to stdout and stderr (JSON log lines at LOG_LEVEL=warn). */
  get output(): string[] {
    return this.lines;
  }

  get exit(): { code: number | null; signal: NodeJS.Signals | null } | null {
    return this.exitInfo;
  }

  /**
   * Starts the service in production mode with warn-level logs, no rate limit and a 100 ms
   * publication interval (unless `env` says otherwise); resolves once /health/ready answers 200.
   */
  static async start(options: ServiceOptions): Promise<ServiceProcess> {
    const port = options.port ?? (await freePort());
    const child = spawn(process.execPath, [serviceMain()], {
      // not the project directory, so that a developer's .env does not leak into the test
      cwd: options.storageDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: options.databaseUrl,
        STORAGE_DIR: options.storageDir,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '0',
        PUBLISH_INTERVAL_MS: '100',
        DEMO_ACCOUNT: 'false',
        // no drain unless a test wants one: a stop is immediate, as before the setting existed
        SHUTDOWN_DRAIN_MS: '0',
        ...options.env,
      },
    });
    const service = new ServiceProcess(child, port);
    await service.waitReady(options.readyTimeoutMs);
    return service;
  }

  private async waitReady(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.exitInfo) {
        throw new Error(
          `The service exited (${this.exitInfo.code ?? this.exitInfo.signal}) before it was ready:\n` +
            this.lines.slice(-20).join('\n'),
        );
      }
      try {
        const res = await fetch(`${this.url}/health/ready`, { signal: AbortSignal.timeout(2000) });
        await res.arrayBuffer();
        if (res.status === 200) {
          return;
        }
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        await this.kill();
        throw new Error(
          `The service was not ready within ${timeoutMs} ms:\n${this.lines.slice(-20).join('\n')}`,
        );
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Sends `signal` (SIGKILL by default) and resolves once the process is gone. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    if (!this.exitInfo) {
      this.child.kill(signal);
    }
    await this.exited;
  }

  /** SIGTERM (a graceful shutdown), then SIGKILL if it takes longer than `graceMs`. */
  async stop(graceMs = 10_000): Promise<void> {
    if (this.exitInfo) {
      return;
    }
    const timer = setTimeout(() => this.child.kill('SIGKILL'), graceMs);
    await this.kill('SIGTERM');
    clearTimeout(timer);
  }

  /** Log lines at level error or fatal, and anything on the output that is not a JSON log line. */
  errorLines(): string[] {
    return this.lines.filter(
      (line) => /"level":"(error|fatal)"/.test(line) || !line.startsWith('{'),
    );
  }
}

/** POST /post to a running service as `user`: the answer's status and the new post's id. */
export async function postTo(
  baseUrl: string,
  user: TestUser,
  form: Record<string, string>,
): Promise<{ status: number; id: number }> {
  const res = await fetch(`${baseUrl}/api/v0/post`, {
    method: 'POST',
    headers: { authorization: user.auth },
    body: new URLSearchParams(form),
  });
  const body = (await res.json()) as { data: { id: number } };
  return { status: res.status, id: body.data.id };
}
