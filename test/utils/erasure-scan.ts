import { Db } from '../../src/database/sql';

/** Where a looked-for text or byte string was still found. */
export interface Finding {
  where: string;
  needle: string;
}

const BASE64 = /^[A-Za-z0-9+/]{16,}={0,2}$/;

/** The value as text, and, when it looks like base64 (stored answers), decoded as well. */
function texts(value: unknown): string[] {
  if (value === null || value === undefined) {
    return [];
  }
  const text = Buffer.isBuffer(value)
    ? value.toString('latin1')
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);
  return BASE64.test(text) ? [text, Buffer.from(text, 'base64').toString('latin1')] : [text];
}

/**
 * Every column of every row of every table of the database (the list read from sqlite_master or
 * information_schema, so a table added later is scanned too), searched case-insensitively for
 * each needle.
 */
export async function scanDatabase(db: Db, needles: string[]): Promise<Finding[]> {
  const tables =
    db.dialect === 'postgres'
      ? await db.all<{ name: string }>(
          `SELECT table_name AS name FROM information_schema.tables
            WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
        )
      : await db.all<{ name: string }>(
          `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`,
        );
  expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['users', 'posts']));
  const lowered = needles.map((n) => n.toLowerCase());
  const findings: Finding[] = [];
  for (const { name } of tables) {
    for (const row of await db.all(`SELECT * FROM "${name}"`)) {
      for (const [column, value] of Object.entries(row)) {
        for (const text of texts(value)) {
          const lower = text.toLowerCase();
          lowered.forEach((needle, i) => {
            if (lower.includes(needle)) {
              findings.push({ where: `${name}.${column}`, needle: needles[i] });
            }
          });
        }
      }
    }
  }
  return findings;
}
