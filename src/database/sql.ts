import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger } from '@nestjs/common';

/**
 * The data access the repositories use on the hot paths: plain SQL through the driver's prepared
 * statements, with one placeholder style (`$1`, `$2`, … as in PostgreSQL) on both databases.
 * Rows come back as plain objects; repositories map them to wire objects.
 */
export type SqlParam = string | number | null | boolean | number[] | string[];
export type Dialect = 'sqlite' | 'postgres';

export interface SqlRunResult {
  /** Rows changed by an INSERT/UPDATE/DELETE. */
  changes: number;
}

export interface Sql {
  readonly dialect: Dialect;
  /** All rows of a query. */
  all<T = Record<string, unknown>>(sql: string, params?: SqlParam[]): Promise<T[]>;
  /** The first row, or undefined. */
  get<T = Record<string, unknown>>(sql: string, params?: SqlParam[]): Promise<T | undefined>;
  /** A statement without result rows (use `all`/`get` with RETURNING). */
  run(sql: string, params?: SqlParam[]): Promise<SqlRunResult>;
  /** SQL for "`column` is one of the ids bound at `$n`"; bind the value made by `idList`. */
  inIds(column: string, n: number): string;
  /** The parameter value for `inIds` (a JSON array on SQLite, an array on PostgreSQL). */
  idList(ids: number[]): SqlParam;
  /**
   * Runs `callback` once the work of this handle is durable: after the COMMIT of a transaction
   * handle (never after a rollback), at once on the plain handle (each statement commits by
   * itself). For effects outside the database, such as events, that must not be seen before the
   * data they announce.
   */
  afterCommit(callback: () => void): void;
}

export interface TransactionalSql extends Sql {
  /**
   * Runs `work` in one transaction (committed when it resolves, rolled back when it throws).
   * On SQLite, transactions are serialised by a FIFO lock: the driver has one connection.
   */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
}

/** The injectable database handle (SQLite or PostgreSQL, chosen by DATABASE_URL). */
export abstract class Db implements TransactionalSql {
  abstract readonly dialect: Dialect;
  abstract all<T = Record<string, unknown>>(sql: string, params?: SqlParam[]): Promise<T[]>;
  abstract get<T = Record<string, unknown>>(
    sql: string,
    params?: SqlParam[],
  ): Promise<T | undefined>;
  abstract run(sql: string, params?: SqlParam[]): Promise<SqlRunResult>;
  abstract transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  abstract inIds(column: string, n: number): string;
  abstract idList(ids: number[]): SqlParam;

  /**
   * Opens a transaction that spans a whole request (see AmbientTransaction); the caller commits
   * or rolls it back. PostgreSQL sends BEGIN now. SQLite begins it (and takes the one write lock)
   * at the request's first write, so that the request's reads and validation do not hold up
   * everyone else; it holds the lock from then until the COMMIT.
   */
  abstract beginAmbient(): Promise<AmbientTransaction>;

  /**
   * Outside a transaction every statement has committed when it resolves; inside the request's
   * ambient transaction the callback waits for its COMMIT (and is dropped by a rollback).
   */
  afterCommit(callback: () => void): void {
    const ambient = ambientOf(this);
    if (ambient) {
      ambient.scope.add(callback);
    } else {
      callback();
    }
  }
}

/** The callbacks a transaction handle collects for after its COMMIT. */
export class CommitCallbacks {
  private callbacks: (() => void)[] | null = null;

  add(callback: () => void): void {
    (this.callbacks ??= []).push(callback);
  }

  /** Hands the callbacks to `target` (a nested transaction's, at its release). */
  moveTo(target: CommitCallbacks): void {
    for (const callback of this.callbacks ?? []) {
      target.add(callback);
    }
    this.callbacks = null;
  }

  /** Forgets the callbacks (their writes were rolled back). */
  clear(): void {
    this.callbacks = null;
  }

  /** Runs each callback once; one that throws does not stop the others (the data is committed). */
  run(onError: (error: unknown) => void): void {
    const callbacks = this.callbacks;
    this.callbacks = null;
    for (const callback of callbacks ?? []) {
      try {
        callback();
      } catch (error) {
        onError(error);
      }
    }
  }
}

const logger = new Logger('Database');
export const logCallbackError = (error: unknown) =>
  logger.error(`An after-commit callback failed: ${String(error)}`);

// The ambient transaction of the running request. AsyncLocalStorage is enabled only while one is
// open (on Node 20 an enabled storage hooks every promise of the process), so requests without
// an Idempotency-Key pay one integer comparison per statement.
const ambientStorage = new AsyncLocalStorage<AmbientTransaction>();
let openAmbients = 0;

/** The open ambient transaction on `owner` of the running request, if any. */
export function ambientOf(owner: Db): AmbientTransaction | undefined {
  if (openAmbients === 0) {
    return undefined;
  }
  const ambient = ambientStorage.getStore();
  return ambient !== undefined && ambient.active && ambient.owner === owner ? ambient : undefined;
}

/** A handle that runs statements on `base` and keeps its after-commit callbacks in `callbacks`. */
class ScopedSql implements Sql {
  readonly dialect: Dialect;

  constructor(
    private readonly base: Sql,
    private readonly callbacks: { add(callback: () => void): void },
  ) {
    this.dialect = base.dialect;
  }

  all<T>(sql: string, params?: SqlParam[]): Promise<T[]> {
    return this.base.all<T>(sql, params);
  }

  get<T>(sql: string, params?: SqlParam[]): Promise<T | undefined> {
    return this.base.get<T>(sql, params);
  }

  run(sql: string, params?: SqlParam[]): Promise<SqlRunResult> {
    return this.base.run(sql, params);
  }

  inIds(column: string, n: number): string {
    return this.base.inIds(column, n);
  }

  idList(ids: number[]): SqlParam {
    return this.base.idList(ids);
  }

  afterCommit(callback: () => void): void {
    this.callbacks.add(callback);
  }
}

/** How a nested transaction of an ambient one ends (AmbientTransaction.openNested). */
export interface NestedTransaction {
  release(): Promise<void>;
  undo(): Promise<void>;
}

/**
 * Where a request's own work starts in its ambient transaction (see `undoWork`): PostgreSQL sets it
 * in the statements that open the transaction, after the key's lock and the read of its answer.
 */
export const WORK_SAVEPOINT = 'ambient_work';

/**
 * A transaction that spans one request, for answers that must commit with the request's writes
 * (src/idempotency). Inside `enter`, every statement of the request on the Db (the plain
 * handle too) runs in it, a nested `db.transaction` becomes a savepoint of it, and after-commit
 * callbacks wait for its COMMIT. Nested transactions of one request run one after the other, as
 * the request code does; two at once in one request are not supported.
 */
export abstract class AmbientTransaction {
  /** False once committed or rolled back: late statements of the request use the plain handle. */
  active = true;
  /** The after-commit callbacks of the innermost open (nested) transaction. */
  scope = new CommitCallbacks();
  private readonly callbacks = this.scope;
  /** Nested transactions open (0: the request's own statements). */
  protected depth = 0;
  /** This transaction's own handle. */
  readonly sql: Sql;

  /** `connection`: statements on the transaction's connection (its afterCommit is not used). */
  constructor(
    readonly owner: Db,
    connection: Sql,
  ) {
    this.sql = new ScopedSql(connection, { add: (callback) => this.scope.add(callback) });
    openAmbients++;
  }

  /** Runs a transaction-control statement (SAVEPOINT …) on the transaction's connection. */
  protected abstract control(statement: string): Promise<void>;

  /**
   * COMMIT or ROLLBACK (after `last`, a statement without parameters, when given), then gives the
   * connection (or the SQLite lock) back. When `last` fails, the transaction is rolled back.
   */
  protected abstract end(statement: 'COMMIT' | 'ROLLBACK', last?: string): Promise<void>;

  /** Runs `fn` (and everything it starts) with this transaction ambient. */
  enter<T>(fn: () => T): T {
    return ambientStorage.run(this, fn);
  }

  /**
   * Undoes the request's work (everything since WORK_SAVEPOINT), keeping the transaction (and its
   * locks) open for the answer.
   */
  async undoWork(): Promise<void> {
    await this.rewind();
    this.callbacks.clear();
  }

  /** The statements of `undoWork` (a dialect without the savepoint undoes its own way). */
  protected rewind(): Promise<void> {
    return this.control(`ROLLBACK TO SAVEPOINT ${WORK_SAVEPOINT}`);
  }

  /**
   * Resolves once the transaction has begun: call it before running statements on `sql`
   * directly (a dialect that begins lazily begins here).
   */
  ready(): Promise<void> {
    return Promise.resolve();
  }

  /** A nested `db.transaction` inside this one (see `openNested`). */
  async nested<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    const name = `ambient_nested_${++this.depth}`;
    const outer = this.scope;
    const inner = new CommitCallbacks();
    this.scope = inner;
    try {
      const opened = await this.openNested(name);
      let result: T;
      try {
        result = await work(new ScopedSql(this.sql, inner));
      } catch (error) {
        await opened.undo();
        throw error;
      }
      await opened.release();
      inner.moveTo(outer);
      return result;
    } finally {
      this.scope = outer;
      this.depth--;
    }
  }

  /**
   * Opens a nested transaction: a savepoint, released when the work succeeds and rolled back to
   * when it fails. A dialect may open it another way (SqliteAmbient).
   */
  protected async openNested(name: string): Promise<NestedTransaction> {
    await this.control(`SAVEPOINT ${name}`);
    return {
      release: () => this.control(`RELEASE SAVEPOINT ${name}`),
      undo: async () => {
        await this.control(`ROLLBACK TO SAVEPOINT ${name}`);
        await this.control(`RELEASE SAVEPOINT ${name}`);
      },
    };
  }

  /**
   * COMMIT, then the after-commit callbacks. `last`: a statement to run just before the COMMIT,
   * its values written as literals, so that PostgreSQL gets both in one round trip (the simple
   * query protocol; node-postgres sends one statement with parameters per round trip).
   */
  async commit(last?: string): Promise<void> {
    await this.finish('COMMIT', last);
    this.callbacks.run(logCallbackError);
  }

  /** ROLLBACK; the callbacks are dropped. */
  async rollback(): Promise<void> {
    this.callbacks.clear();
    await this.finish('ROLLBACK');
  }

  private async finish(statement: 'COMMIT' | 'ROLLBACK', last?: string): Promise<void> {
    if (!this.active) {
      throw new Error('The ambient transaction has already ended.');
    }
    // Inactive first: a late statement of the request (one it did not await) must not reach the
    // connection once it is given back, where it would run in somebody else's transaction.
    this.active = false;
    try {
      await this.end(statement, last);
    } finally {
      if (--openAmbients === 0) {
        ambientStorage.disable();
      }
    }
  }
}
