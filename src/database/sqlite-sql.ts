import type { Database, Statement } from 'better-sqlite3';
import {
  ambientOf,
  AmbientTransaction,
  CommitCallbacks,
  Db,
  logCallbackError,
  NestedTransaction,
  Sql,
  SqlParam,
  SqlRunResult,
} from './sql';

/**
 * `$1 … $n` → `+?` in order of appearance, with the parameter list rearranged to match. The unary
 * plus changes no value (SQLite: "+" is a no-op on every value) and no index use (it is on the
 * parameter, not the column), but SQLite no longer plans the statement around the parameter's
 * value: with a bare `?` compared to a column in a join, every new binding made SQLite prepare the
 * statement again on its next step (the post by id with its author: 22 µs a read instead of 4;
 * docs/performance.md, "SQLite: bound parameters").
 */
export function toSqlitePlaceholders(sql: string): { text: string; order: number[] } {
  const order: number[] = [];
  const text = sql.replace(/\$(\d+)/g, (_m, n: string) => {
    order.push(Number(n) - 1);
    return '+?';
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
 * A request's transaction (see AmbientTransaction) on the one connection. It begins at the
 * request's first write (or savepoint, or `ready`): only then does it take the write lock, which
 * it holds until its COMMIT or ROLLBACK, so statements of other requests wait for it
 * (SqliteSql.guarded). Before that, the request's reads run like anyone's.
 *
 * No work savepoint: everything in the transaction is the request's work (the key's stored answer
 * is read before it begins), so `undoWork` rolls the whole of it back and begins again, keeping
 * the lock. A savepoint would copy every page the request changes into its journal.
 */
class SqliteAmbient extends AmbientTransaction {
  /** BEGIN under the lock, once; the lock's release after it. */
  private beginning: Promise<() => void> | null = null;
  private release: (() => void) | null = null;

  constructor(
    private readonly db: SqliteSql,
    private readonly connection: Database,
  ) {
    super(db, new SqliteTransaction(db));
  }

  /** True once BEGIN ran: the connection (and the lock) is this transaction's. */
  get begun(): boolean {
    return this.release !== null;
  }

  override async ready(): Promise<void> {
    if (this.release !== null) {
      return;
    }
    this.beginning ??= this.db.hold(this);
    this.release = await this.beginning;
  }

  /**
   * A nested transaction that is the request's first write begins the transaction without a
   * savepoint: nothing was written before it, so undoing it is undoing the whole, and a savepoint
   * would copy each page it changes into its journal.
   */
  protected override async openNested(name: string): Promise<NestedTransaction> {
    if (this.beginning === null) {
      await this.ready();
      return { release: () => Promise.resolve(), undo: () => this.unbegin() };
    }
    return super.openNested(name);
  }

  /** Back to before the first write: ROLLBACK, and the lock given back until the next write. */
  private async unbegin(): Promise<void> {
    await this.ready();
    const release = this.release!;
    this.beginning = null;
    this.release = null;
    try {
      if (this.connection.inTransaction) {
        this.db.control('ROLLBACK');
      }
    } finally {
      this.db.ambientEnded(this);
      release();
    }
  }

  protected override async rewind(): Promise<void> {
    if (this.beginning === null) {
      return; // nothing written yet
    }
    await this.ready();
    this.db.restart();
  }

  protected async control(statement: string): Promise<void> {
    await this.ready();
    this.db.control(statement);
  }

  protected async end(statement: 'COMMIT' | 'ROLLBACK', last?: string): Promise<void> {
    if (this.release === null) {
      if (this.beginning === null && (statement === 'ROLLBACK' || last === undefined)) {
        return; // nothing was written: nothing to commit or undo
      }
      this.release = await (this.beginning ??= this.db.hold(this));
    }
    try {
      if (statement === 'COMMIT') {
        if (last !== undefined) {
          this.connection.exec(last);
        }
        this.db.control('COMMIT');
      } else if (this.connection.inTransaction) {
        this.db.control('ROLLBACK');
      }
    } catch (error) {
      if (this.connection.inTransaction) {
        this.db.control('ROLLBACK');
      }
      throw error;
    } finally {
      this.db.ambientEnded(this);
      this.release();
    }
  }
}

export class SqliteSql extends Db {
  readonly dialect = 'sqlite' as const;
  private readonly statements = new Map<string, Prepared>();
  private readonly controls = new Map<string, Statement>();
  private readonly lock = new Lock();
  /** The ambient transaction holding the lock, if any: other requests' statements wait for it. */
  private ambientHolder: AmbientTransaction | null = null;
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
    if (this.ambientHolder !== null || ambientOf(this) !== undefined) {
      return this.guarded(sql, () => this.allNow<T>(sql, params));
    }
    return this.allNow<T>(sql, params);
  }

  get<T>(sql: string, params?: SqlParam[]): Promise<T | undefined> {
    if (this.ambientHolder !== null || ambientOf(this) !== undefined) {
      return this.guarded(sql, () => this.getNow<T>(sql, params));
    }
    return this.getNow<T>(sql, params);
  }

  run(sql: string, params?: SqlParam[]): Promise<SqlRunResult> {
    if (this.ambientHolder !== null || ambientOf(this) !== undefined) {
      return this.guarded(sql, () => this.runNow(sql, params));
    }
    return this.runNow(sql, params);
  }

  /**
   * A statement while a request's ambient transaction is open: the request's own statements run
   * in it (a write begins it first); anyone else's waits for the lock while one holds the
   * connection, so that it neither reads that transaction's uncommitted rows nor has its write
   * rolled back with it.
   */
  private async guarded<T>(sql: string, statement: () => Promise<T>): Promise<T> {
    const own = ambientOf(this) as SqliteAmbient | undefined;
    if (own !== undefined) {
      if (own === this.ambientHolder) {
        return statement();
      }
      if (!this.prepare(sql).statement.readonly) {
        await own.ready();
        return statement();
      }
    }
    if (this.ambientHolder === null) {
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
      return ambient.nested(work); // its SAVEPOINT begins it (and takes the lock) if need be
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

  beginAmbient(): Promise<AmbientTransaction> {
    return Promise.resolve(new SqliteAmbient(this, this.db));
  }

  /** Takes the lock for `ambient` and begins its transaction; the lock's release, for when it ends. */
  async hold(ambient: AmbientTransaction): Promise<() => void> {
    const release = await this.lock.acquire();
    try {
      this.begin.run();
    } catch (error) {
      release();
      throw error;
    }
    this.ambientHolder = ambient;
    return release;
  }

  /** ROLLBACK and BEGIN again, for the ambient transaction that holds the lock (it keeps it). */
  restart(): void {
    this.rollback.run();
    this.begin.run();
  }

  /**
   * A transaction-control statement (SAVEPOINT, RELEASE, ROLLBACK TO), prepared once: `exec`
   * parses its text on every call, and a keyed request runs several.
   */
  control(statement: string): void {
    let prepared = this.controls.get(statement);
    if (prepared === undefined) {
      prepared = this.db.prepare(statement);
      this.controls.set(statement, prepared);
    }
    prepared.run();
  }

  /** Called by an ambient transaction once it has ended, before it gives the lock back. */
  ambientEnded(ambient: AmbientTransaction): void {
    if (this.ambientHolder === ambient) {
      this.ambientHolder = null;
    }
  }
}
