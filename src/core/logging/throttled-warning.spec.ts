import { throttledWarning } from './throttled-warning';

describe('throttledWarning', () => {
  function setUp(intervalMs = 10_000) {
    const lines: string[] = [];
    let now = 1_000_000;
    const warn = throttledWarning(
      { warn: (line) => lines.push(line) },
      'Redis unavailable',
      intervalMs,
      () => now,
    );
    return { lines, warn, advance: (ms: number) => (now += ms) };
  }

  it('logs the first warning at once, then at most one per interval with the count left out', () => {
    const { lines, warn, advance } = setUp();
    warn(new Error('connect ECONNREFUSED'));
    for (let i = 0; i < 500; i++) {
      advance(10);
      warn(new Error('connect ECONNREFUSED'));
    }
    // 5 s of errors every 10 ms: one line
    expect(lines).toEqual(['Redis unavailable: connect ECONNREFUSED']);
    advance(5_000);
    warn(new Error('Connection is closed.'));
    expect(lines).toEqual([
      'Redis unavailable: connect ECONNREFUSED',
      'Redis unavailable: Connection is closed. (500 more since the last warning)',
    ]);
  });

  it('takes errors that are not Error objects', () => {
    const { lines, warn } = setUp();
    warn('timeout');
    expect(lines).toEqual(['Redis unavailable: timeout']);
  });
});
