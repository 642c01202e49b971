import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { toSqlitePlaceholders } from '../../src/database/sqlite-sql';
import { hashKey } from '../../src/users/users.service';
import { basicAuth, TestUser } from './auth';

/**
 * A connection of the test's own to the database a service child process uses (`$1`
 * placeholders on both), to set up rows and to check the stored state afterwards.
 */
export interface RawDatabase {
  dialect: 'sqlite' | 'postgres';
  all<T>(sql: string, params?: unknown[]): Promise<T[]>;
  run(sql: string, params?: unknown[]): Promise<void>;
  close(): Promise<void>;
}

export async function openRawDatabase(url: string): Promise<RawDatabase> {
  if (url.startsWith('postgres')) {
    const client = new Client({ connectionString: url });
    await client.connect();
    // BIGINT columns come back as strings from pg; every value here fits a JS number.
    const numeric = (row: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(row).map(([k, v]) => [
          k,
          typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v,
        ]),
      );
    return {
      dialect: 'postgres',
      all: async <T>(sql: string, params: unknown[] = []) =>
        (await client.query(sql, params)).rows.map(numeric) as T[],
      run: async (sql, params = []) => {
        await client.query(sql, params);
      },
      close: () => client.end(),
    };
  }
  const db = new Database(url.replace(/^sqlite:/, ''));
  db.pragma('busy_timeout = 5000');
  const bind = (sql: string, params: unknown[]) => {
    const { text, order } = toSqlitePlaceholders(sql);
    return { statement: db.prepare(text), values: order.map((i) => params[i]) };
  };
  return {
    dialect: 'sqlite',
    all: <T>(sql: string, params: unknown[] = []) => {
      const { statement, values } = bind(sql, params);
      return Promise.resolve(statement.all(...values) as T[]);
    },
    run: (sql, params = []) => {
      const { statement, values } = bind(sql, params);
      statement.run(...values);
      return Promise.resolve();
    },
    close: () => {
      db.close();
      return Promise.resolve();
    },
  };
}

/** A user with one API key, written straight into the tables (as `users create` would). */
export async function insertUser(
  db: RawDatabase,
  username: string,
  options: { plan?: 'pro' | 'free'; delayMinutes?: number } = {},
): Promise<TestUser> {
  const now = Date.now();
  const [user] = await db.all<{ id: number }>(
    `INSERT INTO users (username, display_name, bio, media_id, plan, delay_minutes, timezone,
                        created_at, updated_at)
     VALUES ($1, $1, '', 0, $2, $3, 'UTC', $4, $4) RETURNING id`,
    [username, options.plan ?? 'pro', options.delayMinutes ?? 0, now],
  );
  await db.run(`UPDATE counters SET value = value + 1 WHERE name = 'users_total'`);
  const apiKey = randomBytes(16).toString('hex');
  await db.run(
    `INSERT INTO api_keys (user_id, name, key_hash, created_at) VALUES ($1, 'test', $2, $3)`,
    [user.id, hashKey(apiKey), now],
  );
  return { id: user.id, username, apiKey, auth: basicAuth(username, apiKey) };
}
