import { Client } from 'pg';

/**
 * The key of the PostgreSQL advisory lock the migrations run under (any constant bigint unique to
 * this service; advisory locks are per database).
 */
export const MIGRATION_LOCK_KEY = 7_340_215_651_870_113;

/**
 * Runs `work` (the migrations) while holding a session advisory lock on the database at `url`, so
 * that instances started together on an empty database migrate one after the other: the first
 * runs them, the others find nothing pending. TypeORM has no lock of its own. The lock is held on
 * a connection of its own, outside the pool the migrations use (a pool of one would deadlock), and
 * without the service's statement_timeout: waiting for a long migration is not an error. It ends
 * with the connection if the process dies.
 */
export async function withMigrationLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, application_name: 'social-migrations' });
  await client.connect();
  // an error of the idle lock connection must not crash the process; the migrations report theirs
  client.on('error', () => undefined);
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await work();
  } finally {
    await client.end().catch(() => undefined);
  }
}
