import { isDatabaseUnavailable } from './database-unavailable';

describe('isDatabaseUnavailable', () => {
  it.each([
    [{ code: 'ECONNREFUSED' }],
    [{ code: 'SQLITE_BUSY' }],
    [{ code: '57P01' }],
    [{ code: '08006' }],
    [new Error('timeout exceeded when trying to connect')],
    [new Error('Connection terminated unexpectedly')],
    [{ driverError: { code: 'ECONNRESET' } }],
  ])('recognises %p', (error) => expect(isDatabaseUnavailable(error)).toBe(true));

  it.each([[new Error('boom')], [{ code: '23505' }], [null], ['text']])('ignores %p', (error) =>
    expect(isDatabaseUnavailable(error)).toBe(false),
  );
});
