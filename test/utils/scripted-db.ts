import {
  AmbientTransaction,
  CommitCallbacks,
  Db,
  Dialect,
  Sql,
  SqlParam,
  SqlRunResult,
} from '../../src/database/sql';

/**
 * A `Db` for unit specs of code that runs SQL: no database, every statement recorded, each answered
 * from a script. A spec scripts the statements the code may run (by a piece of their text) and
 * then checks what it decided: which statements ran, with which parameters, and whether their
 * transaction committed. A statement nobody scripted fails the spec, so a new statement is seen.
 */

/** What a scripted statement answers: rows (`get` takes the first), or a run's changed rows. */
export type Answer = readonly object[] | { changes: number };

/** A statement as it ran: its text with whitespace collapsed, so specs can match pieces of it. */
export interface Statement {
  sql: string;
  params: SqlParam[];
  /** The transaction it ran in (1, 2, … in order of BEGIN), or null on the plain handle. */
  tx: number | null;
}

interface Rule {
  piece: string;
  answers: Answer[];
  calls: number;
}

export const collapse = (sql: string) => sql.replace(/\s+/g, ' ').trim();

/** An answer of no rows, for a `get` that finds nothing. */
export const NO_ROW: Answer = [];

export class ScriptedDb extends Db {
  /** Every statement in the order it ran. */
  readonly statements: Statement[] = [];
  /** How each transaction ended, by its number. */
  readonly outcomes = new Map<number, 'commit' | 'rollback'>();
  private readonly rules: Rule[] = [];
  private transactions = 0;

  constructor(readonly dialect: Dialect) {
    super();
  }

  /**
   * Statements whose text contains `piece` get `answers`, one a call, the last one again for any
   * further call. The rule added first that matches wins.
   */
  on(piece: string, ...answers: Answer[]): this {
    this.rules.push({ piece: collapse(piece), answers, calls: 0 });
    return this;
  }

  /** The statements containing `piece`. */
  ran(piece: string): Statement[] {
    return this.statements.filter((s) => s.sql.includes(collapse(piece)));
  }

  /**
   * Each statement in order as the name of the first piece in `pieces` it contains (its text when
   * none), for a spec to compare the sequence of statements that ran.
   */
  names(pieces: Record<string, string>): string[] {
    const entries = Object.entries(pieces).map(([name, piece]) => [name, collapse(piece)]);
    return this.statements.map(
      (s) => entries.find(([, piece]) => s.sql.includes(piece))?.[0] ?? s.sql,
    );
  }

  /** INSERT, UPDATE, DELETE and data-modifying WITH statements that were not rolled back. */
  writes(): Statement[] {
    return this.statements.filter(
      (s) =>
        /\b(INSERT INTO|UPDATE \w+ SET|DELETE FROM)\b/.test(s.sql) &&
        (s.tx === null || this.outcomes.get(s.tx) === 'commit'),
    );
  }

  all<T = Record<string, unknown>>(sql: string, params: SqlParam[] = []): Promise<T[]> {
    return Promise.resolve(this.rows(sql, params, null) as T[]);
  }

  get<T = Record<string, unknown>>(sql: string, params: SqlParam[] = []): Promise<T | undefined> {
    return Promise.resolve(this.rows(sql, params, null)[0] as T | undefined);
  }

  run(sql: string, params: SqlParam[] = []): Promise<SqlRunResult> {
    return Promise.resolve(this.changes(sql, params, null));
  }

  async transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    const id = ++this.transactions;
    const callbacks = new CommitCallbacks();
    const tx: Sql = {
      dialect: this.dialect,
      all: <R>(sql: string, params: SqlParam[] = []) =>
        Promise.resolve(this.rows(sql, params, id) as R[]),
      get: <R>(sql: string, params: SqlParam[] = []) =>
        Promise.resolve(this.rows(sql, params, id)[0] as R | undefined),
      run: (sql, params = []) => Promise.resolve(this.changes(sql, params, id)),
      inIds: (column, n) => this.inIds(column, n),
      idList: (ids) => this.idList(ids),
      afterCommit: (callback) => callbacks.add(callback),
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      this.outcomes.set(id, 'rollback');
      throw error;
    }
    this.outcomes.set(id, 'commit');
    // a callback that throws fails the spec
    callbacks.run((error) => {
      throw error;
    });
    return result;
  }

  inIds(column: string, n: number): string {
    return this.dialect === 'postgres'
      ? `${column} = ANY($${n}::bigint[])`
      : `${column} IN (SELECT value FROM json_each($${n}))`;
  }

  idList(ids: number[]): SqlParam {
    return this.dialect === 'postgres' ? ids : JSON.stringify(ids);
  }

  beginAmbient(): Promise<AmbientTransaction> {
    return Promise.reject(new Error('ScriptedDb has no ambient transaction'));
  }

  private answer(sql: string, params: SqlParam[], tx: number | null): Answer {
    const text = collapse(sql);
    this.statements.push({ sql: text, params, tx });
    const rule = this.rules.find((r) => text.includes(r.piece));
    if (!rule) {
      throw new Error(`ScriptedDb: no answer scripted for ${text}`);
    }
    return rule.answers[Math.min(rule.calls++, rule.answers.length - 1)];
  }

  private rows(sql: string, params: SqlParam[], tx: number | null): object[] {
    const answer = this.answer(sql, params, tx);
    if (!Array.isArray(answer)) {
      throw new Error(`ScriptedDb: rows asked of a statement scripted with changes: ${sql}`);
    }
    return [...(answer as object[])];
  }

  private changes(sql: string, params: SqlParam[], tx: number | null): SqlRunResult {
    const answer = this.answer(sql, params, tx);
    return Array.isArray(answer) ? { changes: answer.length } : (answer as { changes: number });
  }
}
