import { Query, types } from 'pg';
import type { FieldDef } from 'pg';

/**
 * How the rows of one statement are read: per column, its name, its type and its parser, and one
 * generated function that parses a row's raw fields straight into an object. Kept with the
 * statement and reused while its results have the same columns (they do, unless the schema
 * changed under a text such as `SELECT *`).
 */
export interface RowShape {
  names: string[];
  typeIds: number[];
  parsers: Array<(raw: string) => unknown>;
  build: (raw: Array<string | null>, parsers: Array<(raw: string) => unknown>) => object;
}

/** What StatementQuery needs of a statement: its name, its text, and where its shape is kept. */
export interface PreparedStatement {
  name: string;
  text: string;
  shape: RowShape | null;
}

function sameShape(shape: RowShape, fields: FieldDef[]): boolean {
  if (shape.names.length !== fields.length) {
    return false;
  }
  for (let i = 0; i < fields.length; i++) {
    if (shape.names[i] !== fields[i].name || shape.typeIds[i] !== fields[i].dataTypeID) {
      return false;
    }
  }
  return true;
}

/**
 * The shape of `fields`. The parsers are pg's global ones (types.getTypeParser), which a client
 * without its own `types` option uses too: the pools are made without one. Each value is parsed
 * as pg parses it; null stays null. The names are quoted with JSON.stringify: no column name can
 * become code; a repeated name keeps the last value, as pg's object rows do.
 */
function shapeOf(fields: FieldDef[]): RowShape {
  const names = fields.map((f) => f.name);
  const body = names
    .map((n, i) => `${JSON.stringify(n)}: r[${i}] === null ? null : p[${i}](r[${i}])`)
    .join(', ');
  return {
    names,
    typeIds: fields.map((f) => f.dataTypeID),
    parsers: fields.map(
      (f) => types.getTypeParser(f.dataTypeID, 'text') as (raw: string) => unknown,
    ),
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- generated from quoted names only (above)
    build: new Function('r', 'p', `return { ${body} };`) as RowShape['build'],
  };
}

const COMMAND_TAG = /^([A-Za-z]+)(?: (\d+))?(?: (\d+))?/;

/**
 * The result of a StatementQuery, in place of pg's Result (pg/lib/result.js) with the members
 * pg's Query and Client use: the columns' parsers come from the statement's kept shape instead of
 * being looked up (and a template object built) on every execution, and each row becomes its
 * object in one step.
 */
export class StatementResult {
  command: string | null = null;
  rowCount: number | null = null;
  oid: number | null = null;
  rows: object[] = [];
  fields: FieldDef[] = [];
  /** Set by pg's Client (its type overrides); the pools have none, see shapeOf. */
  _types: unknown = undefined;
  private shape: RowShape | null = null;

  constructor(private readonly statement: PreparedStatement) {}

  addFields(fields: FieldDef[]): void {
    this.fields = fields;
    let shape = this.statement.shape;
    if (shape === null || !sameShape(shape, fields)) {
      shape = shapeOf(fields);
      this.statement.shape = shape;
    }
    this.shape = shape;
  }

  parseRow(raw: Array<string | null>): object {
    const shape = this.shape as RowShape;
    return shape.build(raw, shape.parsers);
  }

  addRow(row: object): void {
    this.rows.push(row);
  }

  /** The command tag: `INSERT 0 1`, `UPDATE 3`, `SELECT 20`… as pg reads it. */
  addCommandComplete(message: { text?: string; command?: string }): void {
    const match = COMMAND_TAG.exec(message.text ?? message.command ?? '');
    if (match) {
      this.command = match[1];
      if (match[3]) {
        this.oid = parseInt(match[2], 10);
        this.rowCount = parseInt(match[3], 10);
      } else if (match[2]) {
        this.rowCount = parseInt(match[2], 10);
      }
    }
  }
}

/** The members of pg's Query (pg/lib/query.js) a StatementQuery sets; the lockfile pins pg. */
interface QueryInternals {
  name: string;
  values: unknown[];
  _result: StatementResult;
  _results: StatementResult;
}

/**
 * One execution of a named statement, given to pg as a ready query object: pg neither copies a
 * config object for it nor builds a result template per execution (node-postgres runs a query
 * object as it is: `client.query(submittable, callback)`). Its result is a StatementResult.
 */
export class StatementQuery extends Query {
  constructor(statement: PreparedStatement, values: unknown[]) {
    super(statement.text);
    const self = this as unknown as QueryInternals;
    self.name = statement.name;
    self.values = values;
    self._result = new StatementResult(statement);
    self._results = self._result;
  }
}
