import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { types } from 'pg';
import type { DataSourceOptions } from 'typeorm';
import { AppConfig } from '../config';
import { migrations } from './migrations';

// BIGINT (ids, epoch-millisecond instants, counts) as JS numbers: every value we store is below 2^53.
// parseInt, not Number: PostgreSQL writes an int8 as plain digits, and a page of posts parses a few
// hundred of them (Number's general parser costs about a third more per value).
types.setTypeParser(types.builtins.INT8, (value: string) => parseInt(value, 10));

// Generic plans: PostgreSQL otherwise re-plans the paginated list statements on every call.
/** The session settings of every PostgreSQL connection (the primary's and the replicas'). */
export const POSTGRES_SESSION_OPTIONS =
  '-c plan_cache_mode=force_generic_plan -c TimeZone=UTC -c statement_timeout=15000';

/**
 * The one definition of the TypeORM connection, used by the app, the CLI and ormconfig.ts. The app
 * loads each module's entities itself (`autoLoadEntities`); a DataSource made outside Nest (the
 * TypeORM CLI, the schema test) passes the whole list, `appEntities` of src/app-entities.ts.
 */
export function buildDataSourceOptions(
  config: AppConfig,
  entities: NonNullable<DataSourceOptions['entities']> = [],
): DataSourceOptions {
  const common = {
    entities,
    migrations,
    migrationsRun: true,
    migrationsTransactionMode: 'each' as const,
    synchronize: false,
    logging: false,
  };
  if (config.isPostgres) {
    return {
      ...common,
      type: 'postgres',
      url: config.DATABASE_URL,
      poolSize: config.DATABASE_POOL_SIZE,
      extra: {
        options: POSTGRES_SESSION_OPTIONS,
        connectionTimeoutMillis: 5000,
        idleTimeoutMillis: 30000,
      },
    };
  }
  const file = config.sqliteFile;
  if (file !== ':memory:') {
    mkdirSync(dirname(file), { recursive: true });
  }
  return {
    ...common,
    type: 'better-sqlite3',
    database: file,
    prepareDatabase: (db: { pragma(source: string): unknown }) => {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
      db.pragma('foreign_keys = ON');
      db.pragma('busy_timeout = 5000');
      db.pragma('cache_size = -65536');
      // Savepoint and statement journals in memory, not in temporary files: a request in an
      // ambient transaction (Idempotency-Key) writes under savepoints, and each page it changed
      // was copied to a file first (docs/performance.md "Safe retries").
      db.pragma('temp_store = MEMORY');
      db.pragma(`wal_autocheckpoint = ${config.SQLITE_WAL_AUTOCHECKPOINT}`);
    },
  };
}
