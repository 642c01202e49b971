import type { Database, Statement } from 'better-sqlite3';
import {
  ambientOf,
  AmbientTransaction,
  CommitCallbacks,
  Db,
  logCallbackError,
  Sql,
  SqlParam,
  SqlRunResult,
} from './sql';

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
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- generated once per statement from its own column names
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

/**
 * The handle `work` gets inside a transaction (and an ambient transaction's connection): the same
 * connection, statements run at once, plus after-commit callbacks.
 */
class SqliteTransaction implements Sql {
  readonly dialect = 'sqlite' as const;
  readonly callbacks = new CommitCallbacks();

  constructor(private readonly db: SqliteSql) {}

  all<T>(sql: string, params?: SqlParam[]): Promise<T[]> {
    return this.db.allNow<T>(sql, params);
  }

  get<T>(sql: string, params?: SqlParam[]): Promise<T | undefined> {
    return this.db.getNow<T>(sql, params);
  }

  run(sql: string, params?: SqlParam[]): Promise<SqlRunResult> {
    return this.db.runNow(sql, params);
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

/**
 * A request's transaction (see AmbientTransaction) on the one connection: it holds the write lock
 * from BEGIN to COMMIT, so statements of other requests wait for it (SqliteSql.whenFree).
 */
class SqliteAmbient extends AmbientTransaction {
  constructor(
    private readonly db: SqliteSql,
    private readonly connection: Database,
    private readonly release: () => void,
  ) {
    super(db, new SqliteTransaction(db));
  }

  protected control(statement: string): Promise<void> {
    this.connection.exec(statement);
    return Promise.resolve();
  }

  protected end(statement: 'COMMIT' | 'ROLLBACK', last?: string): Promise<void> {
    try {
      if (statement === 'COMMIT') {
        if (last !== undefined) {
          this.connection.exec(last);
        }
        this.connection.exec('COMMIT');
      } else if (this.connection.inTransaction) {
        this.connection.exec('ROLLBACK');
      }
    } catch (error) {
      if (this.connection.inTransaction) {
        this.connection.exec('ROLLBACK');
      }
      throw error;
    } finally {
      this.db.ambientEnded(this);
      this.release();
    }
    return Promise.resolve();
  }
}

export class SqliteSql extends Db {
  readonly dialect = 'sqlite' as const;
  private readonly statements = new Map<string, Prepared>();
  private readonly lock = new Lock();
  /** The ambient transaction holding the lock, if any: other requests' statements wait for it. */
  private ambientHolder: SqliteAmbient | null = null;
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

  all<T>(sql: string, params?: SqlParam[]): Promise<T[]> {
    if (this.ambientHolder !== null) {
      return this.whenFree(() => this.allNow<T>(sql, params));
    }
    return this.allNow<T>(sql, params);
  }

  get<T>(sql: string, params?: SqlParam[]): Promise<T | undefined> {
    if (this.ambientHolder !== null) {
      return this.whenFree(() => this.getNow<T>(sql, params));
    }
    return this.getNow<T>(sql, params);
  }

  run(sql: string, params?: SqlParam[]): Promise<SqlRunResult> {
    if (this.ambientHolder !== null) {
      return this.whenFree(() => this.runNow(sql, params));
    }
    return this.runNow(sql, params);
  }

  /**
   * A statement while a request's ambient transaction is open on the connection: the request's
   * own statements run in it; anyone else's waits for the lock, so that it neither reads that
   * transaction's uncommitted rows nor has its write rolled back with it.
   */
  private async whenFree<T>(statement: () => Promise<T>): Promise<T> {
    if (ambientOf(this) !== undefined) {
      return statement();
    }
    const release = await this.lock.acquire();
    try {
      return await statement();
    } finally {
      release();
    }
  }

  /** Runs at once on the connection (in whatever transaction it is in). */
  allNow<T>(sql: string, params: SqlParam[] = []): Promise<T[]> {
    const { statement, order, toRow } = this.prepare(sql);
    const rows = statement.all(...bind(params, order)) as unknown[][];
    return Promise.resolve((toRow ? rows.map(toRow) : rows) as T[]);
  }

  getNow<T>(sql: string, params: SqlParam[] = []): Promise<T | undefined> {
    const { statement, order, toRow } = this.prepare(sql);
    const row = statement.get(...bind(params, order)) as unknown[] | undefined;
    return Promise.resolve((row && toRow ? toRow(row) : row) as T | undefined);
  }

  runNow(sql: string, params: SqlParam[] = []): Promise<SqlRunResult> {
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
    const ambient = ambientOf(this);
    if (ambient !== undefined) {
      return ambient.nested(work); // it holds the lock already
    }
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

  async beginAmbient(): Promise<AmbientTransaction> {
    const release = await this.lock.acquire();
    try {
      this.begin.run();
    } catch (error) {
      release();
      throw error;
    }
    const ambient = new SqliteAmbient(this, this.db, release);
    this.ambientHolder = ambient;
    return ambient;
  }

  /** Called by an ambient transaction once it has ended, before it gives the lock back. */
  ambientEnded(ambient: AmbientTransaction): void {
    if (this.ambientHolder === ambient) {
      this.ambientHolder = null;
    }
  }
}
