import Database from 'better-sqlite3';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteCheckpointer } from './sqlite-checkpointer';

describe('SqliteCheckpointer', () => {
  let dir: string;
  let file: string;
  let db: Database.Database;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'checkpointer-'));
    file = join(dir, 'test.sqlite');
    db = new Database(file);
    db.pragma('journal_mode = WAL');
    // No checkpoint by the writer: whatever reaches the database file, the worker copied.
    db.pragma('wal_autocheckpoint = 0');
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, text TEXT NOT NULL)');
  });

  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function write(rows: number): void {
    const insert = db.prepare('INSERT INTO t (text) VALUES (?)');
    for (let i = 0; i < rows; i++) {
      insert.run('x'.repeat(500));
    }
  }

  it('copies the whole WAL into the database file from its worker', async () => {
    const checkpointer = new SqliteCheckpointer(file, 60_000);
    checkpointer.onApplicationBootstrap();
    try {
      write(2000);
      const before = statSync(file).size;
      const result = await checkpointer.checkpointNow();
      expect(result.busy).toBe(0);
      expect(result.log).toBeGreaterThan(100);
      expect(result.checkpointed).toBe(result.log);
      expect(statSync(file).size).toBeGreaterThan(before);
      // The writer goes on while and after the worker checkpoints.
      write(10);
      expect(db.prepare('SELECT COUNT(*) AS n FROM t').get()).toEqual({ n: 2010 });
    } finally {
      await checkpointer.onModuleDestroy();
    }
  });

  it('checkpoints on its own every interval', async () => {
    const checkpointer = new SqliteCheckpointer(file, 20);
    checkpointer.onApplicationBootstrap();
    try {
      write(200);
      const deadline = Date.now() + 5000;
      while (!(checkpointer.last && checkpointer.last.checkpointed > 0) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(checkpointer.last?.checkpointed).toBeGreaterThan(0);
    } finally {
      await checkpointer.onModuleDestroy();
    }
  });

  it('stops: the worker ends, and asking for a checkpoint then fails', async () => {
    const checkpointer = new SqliteCheckpointer(file, 60_000);
    checkpointer.onApplicationBootstrap();
    await checkpointer.onModuleDestroy();
    await expect(checkpointer.checkpointNow()).rejects.toThrow(/not running/);
    await checkpointer.onModuleDestroy();
  });

  it('starts no worker without a database file or with interval 0', async () => {
    for (const checkpointer of [
      new SqliteCheckpointer(null, 1000),
      new SqliteCheckpointer(file, 0),
    ]) {
      checkpointer.onApplicationBootstrap();
      await expect(checkpointer.checkpointNow()).rejects.toThrow(/not running/);
      await checkpointer.onModuleDestroy();
    }
  });
});
