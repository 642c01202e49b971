import { loadConfig } from '../config';

describe('IDEMPOTENCY_TEST_FAULT', () => {
  it('is off by default, settable in tests, and refused in production', () => {
    expect(loadConfig({}).IDEMPOTENCY_TEST_FAULT).toBe('');
    expect(
      loadConfig({ NODE_ENV: 'test', IDEMPOTENCY_TEST_FAULT: 'pause-after-commit' })
        .IDEMPOTENCY_TEST_FAULT,
    ).toBe('pause-after-commit');
    expect(() =>
      loadConfig({ NODE_ENV: 'production', IDEMPOTENCY_TEST_FAULT: 'pause-after-commit' }),
    ).toThrow(/IDEMPOTENCY_TEST_FAULT.*production/);
    expect(() => loadConfig({ NODE_ENV: 'test', IDEMPOTENCY_TEST_FAULT: 'crash' })).toThrow(
      /IDEMPOTENCY_TEST_FAULT/,
    );
  });
});
