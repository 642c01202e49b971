import { rowFactory, toSqlitePlaceholders } from './sqlite-sql';

describe('toSqlitePlaceholders', () => {
  it('turns numbered placeholders into positional ones, in order of appearance', () => {
    expect(toSqlitePlaceholders('SELECT $2, $1, $2')).toEqual({
      text: 'SELECT ?, ?, ?',
      order: [1, 0, 1],
    });
  });
});

describe('rowFactory', () => {
  it('maps an array-mode row onto its column names, the last of duplicate names winning', () => {
    expect(rowFactory(['id', 'user name', 'x"y'])([1, 'ann', null])).toEqual({
      id: 1,
      'user name': 'ann',
      'x"y': null,
    });
    expect(rowFactory(['a', 'a'])([1, 2])).toEqual({ a: 2 });
  });
});
