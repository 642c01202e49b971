import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AuthService } from '../../src/auth/auth.service';
import { Db } from '../../src/database/sql';

/** Tables in an order that respects foreign keys when deleting. */
const TABLES = [
  'moderation_actions',
  'moderation_reviews',
  'notifications',
  'reactions',
  'reply_ordinals',
  'attachments',
  'posts',
  'uploads',
  'media',
  'api_keys',
  'users',
];

/** Empties every table and resets ids and counters, so each test starts from the same state. */
export async function resetDatabase(app: NestFastifyApplication): Promise<void> {
  const db = app.get(Db);
  if (db.dialect === 'postgres') {
    await db.run(`TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY CASCADE`);
  } else {
    await db.transaction(async (tx) => {
      for (const table of TABLES) {
        await tx.run(`DELETE FROM ${table}`);
      }
      await tx.run(`DELETE FROM sqlite_sequence`);
    });
  }
  await db.run(`UPDATE counters SET value = 0`);
  app.get(AuthService).clearCache();
}
