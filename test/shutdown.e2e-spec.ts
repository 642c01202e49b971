import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, rmSync } from 'node:fs';
import { connect, Socket } from 'node:net';
import { join } from 'node:path';
import { builtService } from './support/built-service';
import { createUsersIn } from './utils/raw-database';
import { createTestDatabase, TestDatabase } from './utils/test-database';
import { sleep } from './utils/wait';

/**
 * Graceful shutdown of the built service, as an orchestrator does it: SIGTERM while a request is
 * in flight. The service stops accepting connections at once, finishes the request (which still
 * reads the database), stops its jobs, closes the database and exits.
 */

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

describe('Graceful shutdown (SIGTERM)', () => {
  let database: TestDatabase;
  let built: { dir: string; fresh: boolean };
  let env: NodeJS.ProcessEnv;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    built = builtService();
    database = await createTestDatabase();
    env = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: database.url,
      STORAGE_DIR: database.storageDir,
      LOG_LEVEL: 'info',
      PUBLISH_INTERVAL_MS: '50',
      // the shutdown after the drain (the drain itself: test/reliability/dependency-health)
      SHUTDOWN_DRAIN_MS: '0',
    };
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await database.drop();
    if (built.fresh) {
      rmSync(built.dir, { recursive: true, force: true });
    }
  });

  it('finishes the request in flight, refuses new connections, closes the database and exits', async () => {
    child = spawn(process.execPath, [join(built.dir, 'src/main.js')], { env });
    let stdout = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;

    let port = 0;
    for (let waited = 0; port === 0; waited += 50) {
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(stdout);
      if (match) {
        port = Number(match[1]);
      } else if (waited > 15_000) {
        throw new Error(`The service did not start:\n${stdout}`);
      } else {
        await sleep(50);
      }
    }

    const [alice] = await createUsersIn(database.url, ['alice']);

    // The request: headers and half the body now, the rest after SIGTERM. It is in flight (routed,
    // reading its body); its credentials are checked against the database once the body is in.
    const socket: Socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let response = '';
    socket.on('data', (chunk: Buffer) => (response += chunk.toString()));
    const closed = once(socket, 'close');
    const body = 'name=World';
    socket.write(
      [
        'POST /api/v0/hello HTTP/1.1',
        'Host: 127.0.0.1',
        `Authorization: ${alice.auth}`,
        'Content-Type: application/x-www-form-urlencoded',
        `Content-Length: ${body.length}`,
        'X-Request-Id: in-flight-1',
        '',
        body.slice(0, 7),
      ].join('\r\n'),
    );
    // A second request whose headers are still arriving when SIGTERM comes: not yet routed, it is
    // served all the same (with `Connection: close`), not refused with a 503.
    const late: Socket = connect(port, '127.0.0.1');
    await once(late, 'connect');
    let lateResponse = '';
    late.on('data', (chunk: Buffer) => (lateResponse += chunk.toString()));
    const lateClosed = once(late, 'close');
    late.write('GET /api/v0/hello HTTP/1.1\r\nHost: 127.0.0.1\r\n');

    await sleep(300);
    child.kill('SIGTERM');

    let stoppedAccepting = false;
    for (let i = 0; i < 100 && !stoppedAccepting; i++) {
      stoppedAccepting = await refused(port);
      if (!stoppedAccepting) {
        await sleep(50);
      }
    }
    expect(stoppedAccepting).toBe(true);
    expect(response).toBe('');

    socket.write(body.slice(7));
    late.write('X-Request-Id: late-1\r\n\r\n');
    // Both connections close right after their answer, not after the keep-alive timeout (10 s).
    const sent = Date.now();
    await Promise.all([closed, lateClosed]);
    expect(Date.now() - sent).toBeLessThan(2000);
    expect(lateResponse).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(lateResponse).toMatch(/\r\nconnection: close\r\n/i);
    expect(lateResponse).toContain('"data":{"name":"World"}');
    const [head, json] = response.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(head).toMatch(/\r\nx-request-id: in-flight-1\r\n/i);
    expect(JSON.parse(json)).toEqual({
      status: 'success',
      messages: [],
      meta: {},
      data: { name: 'World' },
    });

    let timer: NodeJS.Timeout | undefined;
    const [code, signal] = await Promise.race([
      exited,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`The service did not exit:\n${stdout}`)), 10_000);
      }),
    ]).finally(() => clearTimeout(timer));
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    child = undefined;

    if (!database.isPostgres) {
      // Closing the SQLite database checkpoints and removes its write-ahead log; a killed process
      // leaves it behind.
      expect(existsSync(`${database.url.replace(/^sqlite:/, '')}-wal`)).toBe(false);
    }

    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.filter((l) => l.level === 'error' || l.level === 'fatal')).toEqual([]);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ msg: 'request', reqId: 'in-flight-1', status: 200 }),
      ]),
    );
    expect(stdout).not.toContain(alice.apiKey);
  }, 30_000);
});
