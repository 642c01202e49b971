import { execFile } from 'node:child_process';
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { freePort } from './service-process';

const run = promisify(execFile);

/** Debian's PostgreSQL 15 server binaries (package postgresql-15): not on PATH. */
export const PG_BIN = '/usr/lib/postgresql/15/bin';

/** Why a primary + standby cannot be made here, or null when it can. */
export function standbyUnavailable(): string | null {
  if (!existsSync(join(PG_BIN, 'initdb'))) {
    return `no PostgreSQL 15 server binaries in ${PG_BIN}`;
  }
  if (process.getuid?.() !== 0) {
    return 'the test must run as root to start PostgreSQL as the postgres OS user';
  }
  return null;
}

/** Runs a PostgreSQL binary as the `postgres` OS user (initdb refuses root). */
async function asPostgres(binary: string, args: string[]): Promise<string> {
  try {
    const { stdout } = await run(
      'runuser',
      ['-u', 'postgres', '--', join(PG_BIN, binary), ...args],
      { timeout: 60_000 },
    );
    return stdout;
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`${binary} failed: ${(error as Error).message}\n${stderr ?? ''}`, {
      cause: error,
    });
  }
}

class Server {
  constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  get dataDir(): string {
    return join(this.dir, 'data');
  }

  async start(): Promise<void> {
    await asPostgres('pg_ctl', [
      '-D',
      this.dataDir,
      '-l',
      join(this.dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${this.port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${this.dir}`,
      'start',
    ]);
  }

  /** Stops it at once (`-m immediate`, like a crash); no error if it is not running. */
  async stop(): Promise<void> {
    this.thawQuietly();
    await asPostgres('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']).catch(
      () => undefined,
    );
  }

  /**
   * Freezes the server (SIGSTOP to the postmaster and every backend): connections stay open and
   * accept bytes, nothing answers. Like a paused VM, a partition or a stalled disk.
   */
  freeze(): void {
    signalServer(this.dataDir, 'SIGSTOP');
  }

  /** A frozen server does not stop: a stop thaws it first (no error if it is not running). */
  private thawQuietly(): void {
    try {
      this.thaw();
    } catch {
      // not running: no postmaster.pid
    }
  }

  /** Lets a frozen server run again (SIGCONT). */
  thaw(): void {
    signalServer(this.dataDir, 'SIGCONT');
  }

  stopSync(): void {
    this.thawQuietly();
    spawnSync('runuser', [
      '-u',
      'postgres',
      '--',
      join(PG_BIN, 'pg_ctl'),
      '-D',
      this.dataDir,
      '-m',
      'immediate',
      'stop',
    ]);
  }
}

/** The postmaster's pid (first line of postmaster.pid) and its children's. */
function serverPids(dataDir: string): number[] {
  const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = spawnSync('pgrep', ['-P', String(postmaster)])
    .stdout.toString()
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map(Number);
  return [postmaster, ...children];
}

function signalServer(dataDir: string, signal: 'SIGSTOP' | 'SIGCONT'): void {
  for (const pid of serverPids(dataDir)) {
    try {
      process.kill(pid, signal);
    } catch {
      // a backend that ended between the listing and the signal
    }
  }
}

function tempDirFor(label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `social-pg-${label}-`));
  chownSync(dir, uidOf('postgres'), gidOf('postgres'));
  return dir;
}

function uidOf(user: string): number {
  return Number(spawnSync('id', ['-u', user]).stdout.toString().trim());
}

function gidOf(user: string): number {
  return Number(spawnSync('id', ['-g', user]).stdout.toString().trim());
}

/**
 * A PostgreSQL 15 primary and a hot standby streaming from it, in temp folders on free ports,
 * made by `initdb --auth=trust` and `pg_basebackup -R -X stream` (about 2 s). Each has a database
 * `social`. `stop()` stops both and removes the folders; it also runs when the test process exits.
 */
export class PgStandbyCluster {
  private stopped = false;
  private readonly onExit = () => this.stopSync();

  private constructor(
    readonly primary: Server,
    readonly standby: Server,
  ) {
    process.once('exit', this.onExit);
  }

  get primaryUrl(): string {
    return `postgres://postgres@127.0.0.1:${this.primary.port}/social`;
  }

  get standbyUrl(): string {
    return `postgres://postgres@127.0.0.1:${this.standby.port}/social`;
  }

  static async start(): Promise<PgStandbyCluster> {
    const primary = new Server(tempDirFor('primary'), await freePort());
    const standby = new Server(tempDirFor('standby'), await freePort());
    const cluster = new PgStandbyCluster(primary, standby);
    try {
      await asPostgres('initdb', [
        '-D',
        primary.dataDir,
        '--auth=trust',
        '-U',
        'postgres',
        '-E',
        'UTF8',
      ]);
      await appendFile(
        join(primary.dataDir, 'pg_hba.conf'),
        '\nhost replication all 127.0.0.1/32 trust\n',
      );
      // Test speed only: nothing here must survive a crash of the machine.
      await appendFile(
        join(primary.dataDir, 'postgresql.conf'),
        '\nfsync = off\nsynchronous_commit = off\nmax_connections = 200\n',
      );
      await primary.start();
      await cluster.query(
        cluster.primaryUrl.replace(/\/social$/, '/postgres'),
        'CREATE DATABASE social',
      );
      await asPostgres('pg_basebackup', [
        '-h',
        '127.0.0.1',
        '-p',
        String(primary.port),
        '-U',
        'postgres',
        '-D',
        standby.dataDir,
        '-R',
        '-X',
        'stream',
        '-c',
        'fast',
      ]);
      await standby.start();
      await cluster.waitCaughtUp();
      return cluster;
    } catch (error) {
      await cluster.stop();
      throw error;
    }
  }

  /** One statement on the server at `url`; its rows. */
  async query<T = Record<string, unknown>>(url: string, sql: string): Promise<T[]> {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql)).rows as T[];
    } finally {
      await client.end();
    }
  }

  /** Stops applying WAL on the standby (it keeps receiving it): its data stands still. */
  async pauseReplay(): Promise<void> {
    await this.query(this.standbyUrl, 'SELECT pg_wal_replay_pause()');
  }

  async resumeReplay(): Promise<void> {
    await this.query(this.standbyUrl, 'SELECT pg_wal_replay_resume()');
  }

  /** Waits until the standby has replayed everything the primary had written when called. */
  async waitCaughtUp(timeoutMs = 30_000): Promise<void> {
    const [{ lsn }] = await this.query<{ lsn: string }>(
      this.primaryUrl,
      'SELECT pg_current_wal_lsn()::text AS lsn',
    );
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [row] = await this.query<{ behind: boolean }>(
        this.standbyUrl,
        `SELECT pg_last_wal_replay_lsn() < '${lsn}'::pg_lsn AS behind`,
      ).catch(() => [{ behind: true }]);
      if (!row.behind) {
        return;
      }
      if (Date.now() > deadline) {
        throw new Error(`The standby did not reach ${lsn} within ${timeoutMs} ms`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async stop(): Promise<void> {
    if (this.stopped) {
      return;
    }
    this.stopped = true;
    process.removeListener('exit', this.onExit);
    await Promise.all([this.standby.stop(), this.primary.stop()]);
    for (const server of [this.primary, this.standby]) {
      rmSync(server.dir, { recursive: true, force: true });
    }
  }

  private stopSync(): void {
    if (this.stopped) {
      return;
    }
    this.stopped = true;
    for (const server of [this.standby, this.primary]) {
      server.stopSync();
      rmSync(server.dir, { recursive: true, force: true });
    }
  }
}
