import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { freePort } from './service-process';
import { waitUntil } from './wait';

/** Debian's Redis server (package redis-server). */
export const REDIS_SERVER = '/usr/bin/redis-server';

/**
 * A Redis server of the test's own on a free port, without persistence, so that a test can stop
 * it (really down: the port refuses connections) and start it again on the same port. The shared
 * Redis of the machine is never stopped.
 */
export class RedisServer {
  private child: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<RedisServer> {
    if (!existsSync(REDIS_SERVER)) {
      throw new Error(`no Redis server at ${REDIS_SERVER} (apt-get install redis-server)`);
    }
    const server = new RedisServer(await freePort());
    await server.restart();
    return server;
  }

  /** Starts the server (again) on its port and waits until it accepts connections. */
  async restart(): Promise<void> {
    const child = spawn(
      REDIS_SERVER,
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    this.child = child;
    await waitUntil('redis-server accepts connections', () => this.accepts(), 10_000, 50);
  }

  /** Ends the server (by its pid) and waits until it has exited. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) {
      return;
    }
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await exited;
  }

  private accepts(): Promise<boolean> {
    return new Promise((resolve) => {
      const socket = connect(this.port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  }
}
