import type { Database, Statement } from 'better-sqlite3';
import { Logger } from '@nestjs/common';
import { CommitCallbacks, Db, Sql, SqlParam, SqlRunResult } from './sql';

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
  /** Builds a row object from an array-mode row (statements that return rows). */
  toRow: ((values: unknown[]) => unknown) | null;
}

/**
 * A function that turns an array-mode row into an object with these keys, as one object literal.
 * better-sqlite3 builds object rows key by key in C++, which took about 40 % of a page query; an
 * array-mode row plus one literal of a fixed shape costs a fraction of that, and V8 gives all rows
 * of a statement one hidden class. The names are the statement's own result columns, quoted as JSON.
 */
export function rowFactory(columns: string[]): (values: unknown[]) => unknown {
  const fields = columns.map((name, i) => `${JSON.stringify(name)}: v[${i}]`).join(', ');
  return new Function('v', `return { ${fields} };`) as (values: unknown[]) => unknown;
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

const logger = new Logger('Database');
const logCallbackError = (error: unknown) =>
  logger.error(`An after-commit callback failed: ${String(error)}`);

/** The handle `work` gets inside a transaction: the same connection, plus after-commit callbacks. */
class SqliteTransaction implements Sql {
  readonly dialect = 'sqlite' as const;
  readonly callbacks = new CommitCallbacks();

  constructor(private readonly db: SqliteSql) {}

  all<T>(sql: string, params?: SqlParam[]): Promise<T[]> {
    return this.db.all<T>(sql, params);
  }

  get<T>(sql: string, params?: SqlParam[]): Promise<T | undefined> {
    return this.db.get<T>(sql, params);
  }

  run(sql: string, params?: SqlParam[]): Promise<SqlRunResult> {
    return this.db.run(sql, params);
  }

  inIds(column: string, n: number): string {
    return this.db.inIds(column, n);
  }

  idList(ids: number[]): SqlParam {
    return this.db.idList(ids);
  }

  afterCommit(callback: () => void): void {
    this.callbacks.add(callback);
  }
}

export class SqliteSql extends Db {
  readonly dialect = 'sqlite' as const;
  private readonly statements = new Map<string, Prepared>();
  private readonly lock = new Lock();
  // Prepared once: `exec` parses its text on every call (about 8 µs of a write transaction).
  private readonly begin: Statement;
  private readonly commit: Statement;
  private readonly rollback: Statement;

  constructor(private readonly db: Database) {
    super();
    this.begin = db.prepare('BEGIN IMMEDIATE');
    this.commit = db.prepare('COMMIT');
    this.rollback = db.prepare('ROLLBACK');
  }

  private prepare(sql: string): Prepared {
    let prepared = this.statements.get(sql);
    if (!prepared) {
      const { text, order } = toSqlitePlaceholders(sql);
      const statement = this.db.prepare(text);
      let toRow: Prepared['toRow'] = null;
      if (statement.reader) {
        toRow = rowFactory(statement.columns().map((c) => c.name));
        statement.raw(true);
      }
      prepared = { statement, order, toRow };
      this.statements.set(sql, prepared);
    }
    return prepared;
  }

  all<T>(sql: string, params: SqlParam[] = []): Promise<T[]> {
    const { statement, order, toRow } = this.prepare(sql);
    const rows = statement.all(...bind(params, order)) as unknown[][];
    return Promise.resolve((toRow ? rows.map(toRow) : rows) as T[]);
  }

  get<T>(sql: string, params: SqlParam[] = []): Promise<T | undefined> {
    const { statement, order, toRow } = this.prepare(sql);
    const row = statement.get(...bind(params, order)) as unknown[] | undefined;
    return Promise.resolve((row && toRow ? toRow(row) : row) as T | undefined);
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
      this.begin.run();
      const tx = new SqliteTransaction(this);
      try {
        const result = await work(tx);
        this.commit.run();
        tx.callbacks.run(logCallbackError);
        return result;
      } catch (error) {
        if (this.db.inTransaction) {
          this.rollback.run();
        }
        throw error;
      }
    } finally {
      release();
    }
  }
}
