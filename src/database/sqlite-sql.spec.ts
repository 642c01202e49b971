import { toSqlitePlaceholders } from './sqlite-sql';

describe('toSqlitePlaceholders', () => {
  it('turns numbered placeholders into positional ones, in order of appearance', () => {
    expect(toSqlitePlaceholders('SELECT $2, $1, $2')).toEqual({
      text: 'SELECT ?, ?, ?',
      order: [1, 0, 1],
    });
  });
});
