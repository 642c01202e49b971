import { parseOptions } from '@node-rs/argon2';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';
import { isReservedUsername } from './reserved-usernames';

describe('passwords', () => {
  it('refuse fewer than 8 and more than 128 characters, counted in code points', () => {
    expect(passwordProblem('seven77')).toMatch(/at least 8/);
    expect(passwordProblem('😀😀😀😀😀😀😀😀')).toBeNull();
    expect(passwordProblem('x'.repeat(128) + 'y')).toMatch(/at most 128/);
    expect(passwordProblem('😀'.repeat(128))).toBeNull();
  });

  it.each(['password', 'PASSWORD1', '12345678', 'iloveyou', 'qwertyuiop', 'sunshine'])(
    'refuses the common password %s',
    (common) => {
      expect(passwordProblem(common)).toMatch(/most common/);
    },
  );

  it('hashes with argon2id at OWASP parameters and verifies', async () => {
    const stored = await hashPassword('a long enough secret');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(parseOptions(stored)).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(await verifyPassword(stored, 'a long enough secret')).toBe(true);
    expect(await verifyPassword(stored, 'another secret')).toBe(false);
    expect(await verifyPassword(null, 'a long enough secret')).toBe(false);
    expect(await verifyPassword('not a hash', 'a long enough secret')).toBe(false);
  });
});

describe('reserved usernames', () => {
  it.each(['admin', 'ADMIN', 'Root', 'support', 'moderator', 'api', 'login', 'docs', 'metrics'])(
    'reserves %s',
    (name) => {
      expect(isReservedUsername(name)).toBe(true);
    },
  );

  it('leaves other names, and takes extra ones', () => {
    expect(isReservedUsername('alice')).toBe(false);
    expect(isReservedUsername('demo')).toBe(false);
    expect(isReservedUsername('Forgot-Password', ['forgot-password'])).toBe(true);
  });
});
