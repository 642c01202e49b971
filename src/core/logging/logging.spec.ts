import { Logger } from 'pino';
import { loadConfig } from '../../config';
import { createLogger, requestIdFor } from './logger';
import { PinoNestLogger } from './pino-nest-logger';

function capture(level = 'info'): { logger: Logger; lines: () => Record<string, unknown>[] } {
  let written = '';
  const logger = createLogger(loadConfig({ LOG_LEVEL: level }), {
    write: (chunk: string) => {
      written += chunk;
    },
  });
  return {
    logger,
    lines: () =>
      written
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

describe('requestIdFor', () => {
  it.each(['a', 'abc-DEF_1.2', 'x'.repeat(100)])('keeps %s', (id) => {
    expect(requestIdFor({ headers: { 'x-request-id': id } })).toBe(id);
  });

  it.each([['x'.repeat(101)], ['a b'], ['a/b'], ['<script>'], ['']])('replaces %j', (id) => {
    expect(requestIdFor({ headers: { 'x-request-id': id } })).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
  });

  it('makes a new id when there is none, or several', () => {
    expect(requestIdFor({ headers: {} })).not.toBe(requestIdFor({ headers: {} }));
    expect(requestIdFor({ headers: { 'x-request-id': ['a', 'b'] } })).not.toBe('a');
  });
});

describe('createLogger', () => {
  it('writes JSON with a level label and an ISO time, and redacts credentials', () => {
    const { logger, lines } = capture();
    logger.info({ req: { headers: { authorization: 'Basic c2VjcmV0' } }, apiKey: 'k' }, 'hello');
    logger.info({ headers: { authorization: 'Basic c2VjcmV0', cookie: 'c' } }, 'again');
    const [first, second] = lines();
    expect(first).toEqual(
      expect.objectContaining({ level: 'info', msg: 'hello', apiKey: '[redacted]' }),
    );
    expect(first.req).toEqual({});
    expect(new Date(first.time as string).toISOString()).toBe(first.time);
    expect(second.headers).toEqual({ authorization: '[redacted]', cookie: '[redacted]' });
  });
});

describe('PinoNestLogger', () => {
  it('maps Nest levels, contexts and stacks', () => {
    const { logger, lines } = capture('trace');
    const nest = new PinoNestLogger(logger);
    nest.log('started', 'Bootstrap');
    nest.warn('careful');
    nest.error('failed', 'Error: x\n    at y (z.ts:1:1)', 'Exceptions');
    nest.error('failed too', 'Error: x\n    at y (z.ts:1:1)');
    nest.verbose({ detail: 1 }, 'Ctx');
    expect(lines()).toEqual([
      expect.objectContaining({ level: 'info', msg: 'started', context: 'Bootstrap' }),
      expect.objectContaining({ level: 'warn', msg: 'careful' }),
      expect.objectContaining({
        level: 'error',
        msg: 'failed',
        context: 'Exceptions',
        stack: 'Error: x\n    at y (z.ts:1:1)',
      }),
      expect.objectContaining({ level: 'error', msg: 'failed too', stack: expect.any(String) }),
      expect.objectContaining({ level: 'trace', detail: 1, context: 'Ctx' }),
    ]);
    expect(lines()[3]).not.toHaveProperty('context');
  });

  it('does no work below the level', () => {
    const { logger, lines } = capture('warn');
    new PinoNestLogger(logger).log('dropped', 'Ctx');
    expect(lines()).toEqual([]);
  });
});
