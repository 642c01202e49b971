import { csrfMatches, csrfToken } from './csrf';

describe('CSRF tokens', () => {
  it('match only the secret they were made from', () => {
    const token = csrfToken('session-a');
    expect(csrfMatches('session-a', token)).toBe(true);
    expect(csrfMatches('session-b', token)).toBe(false);
    expect(csrfToken('session-a')).toBe(token);
  });

  it.each([[undefined], [''], [['a']], [123], ['x'.repeat(101)]])(
    'refuse a missing or malformed token %p',
    (token) => {
      expect(csrfMatches('session-a', token)).toBe(false);
    },
  );

  it('refuse everything without a cookie secret', () => {
    expect(csrfMatches(undefined, csrfToken(''))).toBe(false);
    expect(csrfMatches('', csrfToken(''))).toBe(false);
  });
});
