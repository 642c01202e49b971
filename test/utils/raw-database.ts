import Database from 'better-sqlite3';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Client } from 'pg';
import { CliModule } from '../../src/cli/cli.module';
import { toSqlitePlaceholders } from '../../src/database/sqlite-sql';
import { Plan } from '../../src/users/user.types';
import { createUser, TestUser } from './auth';

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

export interface UserSpec {
  username: string;
  plan?: Plan;
  delayMinutes?: number;
}

/** Set in the environment while the admin CLI's module runs in the test process, then restored. */
const CLI_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATABASE_REPLICA_URLS: '',
  // no checkpoint worker on the file the service process writes
  SQLITE_CHECKPOINT_INTERVAL_MS: '0',
};

/**
 * Users (Pro, no publishing delay unless told otherwise) with one API key each, in the database a
 * service process uses, made by the app's UsersService in the admin CLI's module started in this
 * process (a `users create` child process per user would cost seconds each), as `createUser` makes
 * them in an in-process app.
 */
export async function createUsersIn(
  databaseUrl: string,
  users: (string | UserSpec)[],
): Promise<TestUser[]> {
  const env = { ...CLI_ENV, DATABASE_URL: databaseUrl };
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  let context: INestApplicationContext | undefined;
  try {
    context = await NestFactory.createApplicationContext(CliModule, { logger: false });
    const created: TestUser[] = [];
    for (const user of users) {
      const { username, ...options } = typeof user === 'string' ? { username: user } : user;
      created.push(await createUser(context, username, options));
    }
    return created;
  } finally {
    await context?.close();
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) {
        delete process.env[key];
      } else {
        process.env[key] = value;
      }
    }
  }
}
