import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

/**
 * A database of its own for one test file: a temp SQLite file by default, or a uniquely named
 * PostgreSQL database when TEST_DATABASE_URL is set (created here, dropped by `drop()`).
 */
export interface TestDatabase {
  url: string;
  storageDir: string;
  isPostgres: boolean;
  drop(): Promise<void>;
}

function adminUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const storageDir = mkdtempSync(join(tmpdir(), 'social-test-'));
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    return {
      url: `sqlite:${join(storageDir, 'test.sqlite')}`,
      storageDir,
      isPostgres: false,
      drop: () => {
        rmSync(storageDir, { recursive: true, force: true });
        return Promise.resolve();
      },
    };
  }
  const name = `social_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    url: adminUrl(base, name),
    storageDir,
    isPostgres: true,
    drop: async () => {
      const client = new Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}
