import type { FieldDef } from 'pg';
// pg's own result, to compare with (no types are published for it)
// eslint-disable-next-line @typescript-eslint/no-require-imports
const PgResult = require('pg/lib/result') as new () => {
  addFields(fields: FieldDef[]): void;
  parseRow(raw: Array<string | null>): object;
};
import './data-source-options'; // the service's type parsers (int8 as a number)
import { PreparedStatement, StatementQuery, StatementResult } from './postgres-statement-query';

const field = (name: string, dataTypeID: number): FieldDef =>
  ({ name, dataTypeID, format: 'text' }) as FieldDef;

// int8, text, bool, int4, json, float8, and a repeated name
const FIELDS = [
  field('id', 20),
  field('post', 25),
  field('ok', 16),
  field('depth', 23),
  field('sets', 114),
  field('ratio', 701),
  field('post', 23),
];
const ROWS: Array<Array<string | null>> = [
  ['9007199254740991', 'hello', 't', '3', '[[1,"a"]]', '0.5', '7'],
  [null, null, 'f', null, null, null, null],
];

const statement = (): PreparedStatement => ({ name: 's1', text: 'SELECT 1', shape: null });

describe('StatementResult', () => {
  it("parses every row as pg's own object rows do", () => {
    const ours = new StatementResult(statement());
    const pg = new PgResult();
    ours.addFields(FIELDS);
    pg.addFields(FIELDS);
    for (const raw of ROWS) {
      expect(ours.parseRow(raw)).toEqual(pg.parseRow(raw));
    }
    expect(ours.parseRow(ROWS[0])).toEqual({
      id: 9007199254740991,
      post: 7,
      ok: true,
      depth: 3,
      sets: [[1, 'a']],
      ratio: 0.5,
    });
  });

  it("keeps the statement's shape while its columns stay, and makes a new one when they change", () => {
    const kept = statement();
    new StatementResult(kept).addFields(FIELDS);
    const shape = kept.shape;
    new StatementResult(kept).addFields(FIELDS.map((f) => ({ ...f })));
    expect(kept.shape).toBe(shape);

    const renamed = FIELDS.map((f, i) => (i === 1 ? field('text', 25) : f));
    const result = new StatementResult(kept);
    result.addFields(renamed);
    expect(kept.shape).not.toBe(shape);
    expect(result.parseRow(ROWS[0])).toMatchObject({ text: 'hello' });

    const retyped = FIELDS.map((f, i) => (i === 3 ? field('depth', 25) : f));
    const again = new StatementResult(kept);
    again.addFields(retyped);
    expect(again.parseRow(ROWS[0])).toMatchObject({ depth: '3' });
  });

  it('reads the row count of a command tag as pg does', () => {
    const result = new StatementResult(statement());
    result.addCommandComplete({ text: 'INSERT 0 3' });
    expect([result.command, result.rowCount, result.oid]).toEqual(['INSERT', 3, 0]);
    result.addCommandComplete({ text: 'UPDATE 12' });
    expect([result.command, result.rowCount]).toEqual(['UPDATE', 12]);
  });
});

describe('StatementQuery', () => {
  it('is a named, prepared query with its values and a StatementResult', () => {
    const query = new StatementQuery(statement(), [1, 'a']) as unknown as {
      name: string;
      text: string;
      values: unknown[];
      requiresPreparation(): boolean;
      _result: unknown;
    };
    expect([query.name, query.text, query.values]).toEqual(['s1', 'SELECT 1', [1, 'a']]);
    expect(query.requiresPreparation()).toBe(true);
    expect(query._result).toBeInstanceOf(StatementResult);
  });
});
