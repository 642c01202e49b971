import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { AuthService } from '../../src/auth/auth.service';
import { Db } from '../../src/database/sql';

/** Rows the migrations seed and the tests keep (their values are reset instead). */
const SEEDED = new Set(['counters']);

/**
 * The tables of the app's entities, each before the tables it references (so deleting in this
 * order never breaks a foreign key): a new entity is reset without a list to keep by hand.
 */
export function tablesToReset(dataSource: DataSource): string[] {
  const references = new Map(
    dataSource.entityMetadatas.map((m) => [
      m.tableName,
      m.foreignKeys.map((fk) => fk.referencedTablePath).filter((t) => t !== m.tableName),
    ]),
  );
  const ordered: string[] = [];
  const visit = (table: string, seen: Set<string>) => {
    if (ordered.includes(table) || seen.has(table)) {
      return;
    }
    seen.add(table);
    // whoever references this table goes first
    for (const [other, refs] of references) {
      if (refs.includes(table)) {
        visit(other, seen);
      }
    }
    ordered.push(table);
  };
  for (const table of references.keys()) {
    visit(table, new Set());
  }
  return ordered.filter((t) => !SEEDED.has(t));
}

/** PostgreSQL's SQLSTATE for a transaction it failed to break a deadlock. */
const DEADLOCK_DETECTED = '40P01';

/**
 * TRUNCATE locks its tables one after the other, so a read of the app still running in the
 * background (a stream's drain, a scheduler's look) that locks two of them in the other order
 * deadlocks with it, and PostgreSQL fails one of the two. When it fails the TRUNCATE, the reader
 * has gone on by then: the TRUNCATE is tried again.
 */
async function truncate(db: Db, tables: string[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.run(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`);
      return;
    } catch (error) {
      if (attempt === 3 || (error as { code?: string }).code !== DEADLOCK_DETECTED) {
        throw error;
      }
    }
  }
}

/** Empties every table and resets ids and counters, so each test starts from the same state. */
export async function resetDatabase(app: NestFastifyApplication): Promise<void> {
  const db = app.get(Db);
  const tables = tablesToReset(app.get(DataSource));
  if (db.dialect === 'postgres') {
    await truncate(db, tables);
  } else {
    await db.transaction(async (tx) => {
      for (const table of tables) {
        await tx.run(`DELETE FROM ${table}`);
      }
      await tx.run(`DELETE FROM sqlite_sequence`);
    });
  }
  await db.run(`UPDATE counters SET value = 0`);
  app.get(AuthService).clearCache();
}
