import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config';
import { buildDataSourceOptions } from './data-source-options';

describe('the SQLite connection settings', () => {
  it('keep savepoint journals in memory, beside WAL and the other pragmas', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sqlite-options-'));
    const file = join(dir, 'test.sqlite');
    const options = buildDataSourceOptions(loadConfig({ DATABASE_URL: `sqlite:${file}` }));
    const db = new Database(file);
    try {
      (options as { prepareDatabase(db: Database.Database): void }).prepareDatabase(db);
      const value = (pragma: string) => db.pragma(pragma, { simple: true });
      expect(value('journal_mode')).toBe('wal');
      expect(value('synchronous')).toBe(1); // NORMAL
      expect(value('foreign_keys')).toBe(1);
      expect(value('temp_store')).toBe(2); // MEMORY
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
