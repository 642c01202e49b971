import { createHash } from 'node:crypto';
import type { Pool, PoolClient, QueryResult } from 'pg';
import { PreparedStatement, StatementQuery, StatementResult } from './postgres-statement-query';
import {
  ambientOf,
  AmbientTransaction,
  CommitCallbacks,
  Db,
  logCallbackError,
  type NestedTransaction,
  Sql,
  SqlParam,
  SqlRunResult,
  WORK_SAVEPOINT,
} from './sql';

type Queryable = Pool | PoolClient;

/** pg's Pool and Client given a query object and a callback (the overload @types/pg leaves out). */
interface RunsQueryObjects {
  query(query: StatementQuery, callback: (error: Error | undefined, result: unknown) => void): void;
}

/**
 * What is kept per SQL text: its statement name, how its rows are read (PreparedStatement.shape)
 * and whether it is read-only (isReadOnly).
 */
interface Statement extends PreparedStatement {
  readOnly: boolean | null;
}

// Statements by SQL text. The texts are constants of the repositories (a finite set, no input in
// them), so this stays small; hashing a text of up to 2 KB on every query did not.
const statements = new Map<string, Statement>();
const STATEMENT_NAMES_LIMIT = 10_000;

/**
 * Named statements are prepared once per connection and reused (the name is the SQL's hash).
 * Each execution is a StatementQuery: the statement's rows are parsed into objects by a function
 * made once for its columns (pg's object rows spread a template object per row and look up every
 * column's parser per execution: docs/performance.md, "Where the time goes").
 */
function statementOf(sql: string): Statement {
  let statement = statements.get(sql);
  if (statement === undefined) {
    if (statements.size >= STATEMENT_NAMES_LIMIT) {
      statements.clear();
    }
    const name = 's' + createHash('sha1').update(sql).digest('hex').slice(0, 20);
    statement = { name, text: sql, shape: null, readOnly: null };
    statements.set(sql, statement);
  }
  return statement;
}

function execute(
  target: Queryable,
  statement: Statement,
  params: SqlParam[],
): Promise<StatementResult> {
  return new Promise((resolve, reject) => {
    // pg calls back with the query's own result (StatementQuery)
    const done = (error: Error | undefined, result: unknown) =>
      error ? reject(error) : resolve(result as StatementResult);
    (target as unknown as RunsQueryObjects).query(new StatementQuery(statement, params), done);
  });
}

class PostgresQueries implements Sql {
  readonly dialect = 'postgres' as const;

  constructor(
    private readonly target: Queryable,
    /** Set on a transaction's handle; null on the pool, where each statement commits alone. */
    private readonly commitCallbacks: CommitCallbacks | null = null,
  ) {}

  async all<T>(sql: string, params: SqlParam[] = []): Promise<T[]> {
    return (await execute(this.target, statementOf(sql), params)).rows as T[];
  }

  async get<T>(sql: string, params: SqlParam[] = []): Promise<T | undefined> {
    return (await execute(this.target, statementOf(sql), params)).rows[0] as T | undefined;
  }

  async run(sql: string, params: SqlParam[] = []): Promise<SqlRunResult> {
    const result = await execute(this.target, statementOf(sql), params);
    return { changes: result.rowCount ?? 0 };
  }

  inIds(column: string, n: number): string {
    return `${column} = ANY($${n}::bigint[])`;
  }

  idList(ids: number[]): SqlParam {
    return ids;
  }

  afterCommit(callback: () => void): void {
    if (this.commitCallbacks) {
      this.commitCallbacks.add(callback);
    } else {
      callback();
    }
  }
}

const LOCKING = /\bFOR\s+(UPDATE|SHARE|KEY\s+SHARE|NO\s+KEY\s+UPDATE)\b|pg_advisory/i;

/**
 * Statements that change nothing and take no lock: undoing them is a no-op. Anything else (a
 * write, SELECT … FOR UPDATE, an advisory lock) counts as work that a rollback would undo.
 */
function isReadOnly(sql: string): boolean {
  const statement = statementOf(sql);
  return (statement.readOnly ??= /^\s*SELECT\b/i.test(sql) && !LOCKING.test(sql));
}

/** The statements of an ambient transaction: each one tells the transaction what it is. */
class AmbientQueries extends PostgresQueries {
  constructor(
    client: PoolClient,
    private readonly seen: (sql: string) => void,
  ) {
    super(client);
  }

  override all<T>(sql: string, params?: SqlParam[]): Promise<T[]> {
    this.seen(sql);
    return super.all<T>(sql, params);
  }

  override get<T>(sql: string, params?: SqlParam[]): Promise<T | undefined> {
    this.seen(sql);
    return super.get<T>(sql, params);
  }

  override run(sql: string, params?: SqlParam[]): Promise<SqlRunResult> {
    this.seen(sql);
    return super.run(sql, params);
  }
}

/**
 * A request's transaction (see AmbientTransaction) on a pool connection of its own, opened with
 * WORK_SAVEPOINT set (beginAmbientWith). While the request has changed nothing since that
 * savepoint, its first nested transaction needs no savepoint of its own: undoing it is going back
 * to WORK_SAVEPOINT. That saves the SAVEPOINT and RELEASE round trips of a keyed write.
 */
class PostgresAmbient extends AmbientTransaction {
  readonly queries: PostgresQueries;
  /** True once something since WORK_SAVEPOINT may have changed data or taken a lock. */
  private worked = false;

  constructor(
    owner: Db,
    private readonly client: PoolClient,
  ) {
    const queries = new AmbientQueries(client, (sql) => this.saw(sql));
    super(owner, queries);
    this.queries = queries;
  }

  private saw(sql: string): void {
    if (!this.worked && this.depth === 0 && !isReadOnly(sql)) {
      this.worked = true;
    }
  }

  protected override async openNested(name: string): Promise<NestedTransaction> {
    if (this.worked) {
      return super.openNested(name);
    }
    this.worked = true;
    return {
      release: () => Promise.resolve(),
      undo: () => this.rewind(),
    };
  }

  protected override async rewind(): Promise<void> {
    await super.rewind();
    this.worked = false;
  }

  protected async control(statement: string): Promise<void> {
    await this.client.query(statement);
  }

  protected async end(statement: 'COMMIT' | 'ROLLBACK', last?: string): Promise<void> {
    let broken: Error | undefined;
    try {
      if (last === undefined) {
        await this.client.query(statement);
      } else {
        // one simple query: a failing `last` stops it before the COMMIT
        await this.client.query(`${last};\n${statement}`).catch(async (error: unknown) => {
          await this.client.query('ROLLBACK');
          throw error;
        });
      }
    } catch (error) {
      broken = error as Error;
      throw error;
    } finally {
      // a connection whose COMMIT or ROLLBACK failed is not given to anyone else
      this.client.release(broken);
    }
  }
}

/** Connections that already carry `ignoreLostConnection`. */
const guarded = new WeakSet<PoolClient>();

/**
 * A checked-out connection has no error listener of the pool's: without one, a connection lost
 * while a transaction holds it (a database restart, a cut network) is an unhandled 'error' event
 * that ends the process. The statement in flight, or the next one, fails instead and the caller
 * handles that (a 503); the pool drops the broken connection on release.
 */
function ignoreLostConnection(): void {}

export class PostgresSql extends Db {
  readonly dialect = 'postgres' as const;
  private readonly queries: PostgresQueries;

  constructor(private readonly pool: Pool) {
    super();
    this.queries = new PostgresQueries(pool);
  }

  /** The pool, or inside a request's ambient transaction that transaction's connection. */
  private target(): PostgresQueries {
    const ambient = ambientOf(this) as PostgresAmbient | undefined;
    return ambient === undefined ? this.queries : ambient.queries;
  }

  all<T>(sql: string, params?: SqlParam[]): Promise<T[]> {
    return this.target().all<T>(sql, params);
  }

  get<T>(sql: string, params?: SqlParam[]): Promise<T | undefined> {
    return this.target().get<T>(sql, params);
  }

  run(sql: string, params?: SqlParam[]): Promise<SqlRunResult> {
    return this.target().run(sql, params);
  }

  inIds(column: string, n: number): string {
    return this.queries.inIds(column, n);
  }

  idList(ids: number[]): SqlParam {
    return this.queries.idList(ids);
  }

  /** A pooled connection for a transaction (see ignoreLostConnection). */
  private async connect(): Promise<PoolClient> {
    const client = await this.pool.connect();
    if (!guarded.has(client)) {
      client.on('error', ignoreLostConnection);
      guarded.add(client);
    }
    return client;
  }

  async beginAmbient(): Promise<AmbientTransaction> {
    return (await this.beginAmbientWith([])).ambient;
  }

  /**
   * `beginAmbient` with `statements` (without parameters, values as literals) run right after the
   * BEGIN in the same round trip, before WORK_SAVEPOINT is set; their results in order.
   */
  async beginAmbientWith(
    statements: string[],
  ): Promise<{ ambient: AmbientTransaction; results: QueryResult[] }> {
    const client = await this.connect();
    let results: QueryResult[];
    try {
      const all = (await client.query(
        ['BEGIN', ...statements, `SAVEPOINT ${WORK_SAVEPOINT}`].join(';\n'),
      )) as unknown as QueryResult[];
      results = all.slice(1, 1 + statements.length);
    } catch (error) {
      // the transaction may be open and aborted: the connection is closed, not reused
      client.release(error as Error);
      throw error;
    }
    return { ambient: new PostgresAmbient(this, client), results };
  }

  async transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    const ambient = ambientOf(this);
    if (ambient !== undefined) {
      return ambient.nested(work);
    }
    const client = await this.connect();
    const callbacks = new CommitCallbacks();
    try {
      await client.query('BEGIN');
      try {
        const result = await work(new PostgresQueries(client, callbacks));
        await client.query('COMMIT');
        callbacks.run(logCallbackError);
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    } finally {
      client.release();
    }
  }
}
