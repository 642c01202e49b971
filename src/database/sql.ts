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

  /** Outside a transaction every statement has committed when it resolves. */
  afterCommit(callback: () => void): void {
    callback();
  }
}

/** The callbacks a transaction handle collects for after its COMMIT. */
export class CommitCallbacks {
  private callbacks: (() => void)[] | null = null;

  add(callback: () => void): void {
    (this.callbacks ??= []).push(callback);
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
