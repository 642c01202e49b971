import { createHash } from 'node:crypto';
import type { Pool, PoolClient, QueryArrayConfig, QueryArrayResult, QueryResult } from 'pg';
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

/**
 * What is kept per SQL text: its statement name, the row builder of its last result shape, and
 * whether it is read-only (isReadOnly).
 */
interface Statement {
  name: string;
  text: string;
  /** The column names the builder was made for (null until the first result with rows). */
  names: string[] | null;
  build: RowBuilder | null;
  readOnly: boolean | null;
}

// Statements by SQL text. The texts are constants of the repositories (a finite set, no input in
// them), so this stays small; hashing a text of up to 2 KB on every query did not.
const statements = new Map<string, Statement>();
const STATEMENT_NAMES_LIMIT = 10_000;

/**
 * Named statements are prepared once per connection and reused (the name is the SQL's hash).
 * Rows come as arrays (`rowMode: 'array'`) and become objects through toObjects: pg's own object
 * rows are built by spreading a template object and assigning each field, which costs more per
 * row than the query's whole parse (docs/performance.md, "Where the time goes").
 */
function statementOf(sql: string): Statement {
  let statement = statements.get(sql);
  if (statement === undefined) {
    if (statements.size >= STATEMENT_NAMES_LIMIT) {
      statements.clear();
      rowBuilders.clear();
    }
    const name = 's' + createHash('sha1').update(sql).digest('hex').slice(0, 20);
    statement = { name, text: sql, names: null, build: null, readOnly: null };
    statements.set(sql, statement);
  }
  return statement;
}

function named(statement: Statement, params: SqlParam[]): QueryArrayConfig {
  return { name: statement.name, text: statement.text, values: params, rowMode: 'array' };
}

type RowBuilder = (values: unknown[]) => Record<string, unknown>;

/**
 * One builder per result shape (the column names in order): a function returning an object
 * literal, so every row of a shape gets the same hidden class at once. Duplicate names keep the
 * last value, as pg's object rows do. The names are quoted with JSON.stringify: no column name
 * can become code.
 */
const rowBuilders = new Map<string, RowBuilder>();

function makeRowBuilder(names: string[]): RowBuilder {
  const key = names.join('\u0000');
  let build = rowBuilders.get(key);
  if (build === undefined) {
    const body = names.map((n, i) => `${JSON.stringify(n)}: v[${i}]`).join(', ');
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- generated from quoted names only (above)
    build = new Function('v', `return { ${body} };`) as RowBuilder;
    rowBuilders.set(key, build);
  }
  return build;
}

/**
 * The builder for a result of `statement`: the one made for its last result when the columns are
 * the same (they are, unless the schema changed under a text such as `SELECT *`), without joining
 * the names into a key on every statement.
 */
function rowBuilder(statement: Statement, fields: QueryResult['fields']): RowBuilder {
  const names = statement.names;
  if (statement.build !== null && names !== null && names.length === fields.length) {
    let same = true;
    for (let i = 0; i < names.length && same; i++) {
      same = names[i] === fields[i].name;
    }
    if (same) {
      return statement.build;
    }
  }
  const fresh = fields.map((f) => f.name);
  const build = makeRowBuilder(fresh);
  statement.names = fresh;
  statement.build = build;
  return build;
}

function toObjects<T>(statement: Statement, result: QueryArrayResult): T[] {
  const rows = result.rows;
  if (rows.length === 0) {
    return [];
  }
  const build = rowBuilder(statement, result.fields);
  const objects = new Array<T>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    objects[i] = build(rows[i]) as T;
  }
  return objects;
}

class PostgresQueries implements Sql {
  readonly dialect = 'postgres' as const;

  constructor(
    private readonly target: Queryable,
    /** Set on a transaction's handle; null on the pool, where each statement commits alone. */
    private readonly commitCallbacks: CommitCallbacks | null = null,
  ) {}

  async all<T>(sql: string, params: SqlParam[] = []): Promise<T[]> {
    const statement = statementOf(sql);
    return toObjects<T>(statement, await this.target.query(named(statement, params)));
  }

  async get<T>(sql: string, params: SqlParam[] = []): Promise<T | undefined> {
    const statement = statementOf(sql);
    const result = await this.target.query(named(statement, params));
    return result.rows.length === 0
      ? undefined
      : (rowBuilder(statement, result.fields)(result.rows[0]) as T);
  }

  async run(sql: string, params: SqlParam[] = []): Promise<SqlRunResult> {
    const result = await this.target.query(named(statementOf(sql), params));
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
