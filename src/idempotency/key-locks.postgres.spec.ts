import { escapeLiteral } from 'pg';
import { literal } from './key-locks.postgres';

describe('literal (stored answers written into SQL)', () => {
  it.each([
    '',
    'plain',
    "it's",
    "''",
    'back\\slash',
    "both ' and \\ and \\'",
    '{"text":"a \\"quoted\\" word","name":"O\'Brien"}',
    'ünïcødé ✓ \n\t',
  ])('is what escapeLiteral makes of %j', (value) => {
    expect(literal(value)).toBe(escapeLiteral(value));
  });
});
