import type { Database, Statement } from 'better-sqlite3';
import { Db, Sql, SqlParam, SqlRunResult } from './sql';

/** `$1 … $n` → `?` in order of appearance, with the parameter list rearranged to match. */
export function toSqlitePlaceholders(sql: string): { text: string; order: number[] } {
  const order: number[] = [];
  const text = sql.replace(/\$(\d+)/g, (_m, n: string) => {
    order.push(Number(n) - 1);
    return '?';
  });
  return { text, order };
}

interface Prepared {
  statement: Statement;
  order: number[];
}

/** A small FIFO mutex: SQLite has one writer, and TypeORM's driver one connection. */
class Lock {
  private tail: Promise<void> = Promise.resolve();

  async acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const previous = this.tail;
    this.tail = previous.then(() => next);
    await previous;
    return release;
  }
}

function bind(params: SqlParam[], order: number[]): unknown[] {
  return order.map((i) => {
    const value = params[i];
    if (Array.isArray(value)) {
      return JSON.stringify(value);
    }
    return typeof value === 'boolean' ? (value ? 1 : 0) : value;
  });
}

export class SqliteSql extends Db {
  readonly dialect = 'sqlite' as const;
  private readonly statements = new Map<string, Prepared>();
  private readonly lock = new Lock();

  constructor(private readonly db: Database) {
    super();
  }

  private prepare(sql: string): Prepared {
    let prepared = this.statements.get(sql);
    if (!prepared) {
      const { text, order } = toSqlitePlaceholders(sql);
      prepared = { statement: this.db.prepare(text), order };
      this.statements.set(sql, prepared);
    }
    return prepared;
  }

  all<T>(sql: string, params: SqlParam[] = []): Promise<T[]> {
    const { statement, order } = this.prepare(sql);
    return Promise.resolve(statement.all(...bind(params, order)) as T[]);
  }

  get<T>(sql: string, params: SqlParam[] = []): Promise<T | undefined> {
    const { statement, order } = this.prepare(sql);
    return Promise.resolve(statement.get(...bind(params, order)) as T | undefined);
  }

  run(sql: string, params: SqlParam[] = []): Promise<SqlRunResult> {
    const { statement, order } = this.prepare(sql);
    const result = statement.run(...bind(params, order));
    return Promise.resolve({ changes: result.changes });
  }

  inIds(column: string, n: number): string {
    return `${column} IN (SELECT value FROM json_each($${n}))`;
  }

  idList(ids: number[]): SqlParam {
    return JSON.stringify(ids);
  }

  async transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    const release = await this.lock.acquire();
    try {
      this.db.exec('BEGIN IMMEDIATE');
      try {
        const result = await work(this);
        this.db.exec('COMMIT');
        return result;
      } catch (error) {
        if (this.db.inTransaction) {
          this.db.exec('ROLLBACK');
        }
        throw error;
      }
    } finally {
      release();
    }
  }
}
