import { AppConfig } from '../config';
import { KeyOwnerRow } from '../users/user.types';
import { hashKey, UsersService } from '../users';
import { AuthService } from './auth.service';

function basic(username: string, key: string): string {
  return `Basic ${Buffer.from(`${username}:${key}`).toString('base64')}`;
}

describe('AuthService', () => {
  const KEY = 'secret-key-1';
  const owner: KeyOwnerRow = {
    key_id: 7,
    user_id: 3,
    username: 'Alice',
    plan: 'pro',
    role: 'none',
    suspended_at: null,
  };
  let now: number;
  let lookups: string[];
  let revoked: boolean;
  let auth: AuthService;

  beforeEach(() => {
    now = 1_000_000;
    lookups = [];
    revoked = false;
    const users = {
      findActiveKeyOwner: (keyHash: string) => {
        lookups.push(keyHash);
        return Promise.resolve(keyHash === hashKey(KEY) && !revoked ? owner : undefined);
      },
      touchKey: () => Promise.resolve(),
    } as unknown as UsersService;
    const clock = { now: () => now };
    auth = new AuthService(users, clock, { AUTH_CACHE_MS: 5000 } as AppConfig);
  });

  it('looks a header up once, then answers it from memory until AUTH_CACHE_MS has passed', async () => {
    const header = basic('alice', KEY);
    const first = await auth.authenticate(header);
    expect(first).toEqual({
      id: 3,
      username: 'Alice',
      plan: 'pro',
      role: 'none',
      suspended: false,
      keyId: 7,
      keyHash: hashKey(KEY),
    });
    now += 4999;
    expect(await auth.authenticate(header)).toEqual(first);
    expect(lookups).toHaveLength(1);

    revoked = true;
    now += 1;
    expect(await auth.authenticate(header)).toBeNull();
    expect(lookups).toHaveLength(2);
  });

  it('forgets the headers of one user at once (a suspension applies to the next request)', async () => {
    const header = basic('alice', KEY);
    await auth.authenticate(header);
    auth.forgetUser(99);
    await auth.authenticate(header);
    expect(lookups).toHaveLength(1);
    auth.forgetUser(3);
    await auth.authenticate(header);
    expect(lookups).toHaveLength(2);
  });

  it('does not let a cached header vouch for another one with the same key', async () => {
    expect(await auth.authenticate(basic('alice', KEY))).not.toBeNull();
    expect(await auth.authenticate(basic('mallory', KEY))).toBeNull();
    expect(await auth.authenticate(basic('alice', `${KEY}x`))).toBeNull();
    expect(lookups).toHaveLength(3);
  });

  it('remembers no refusal: a key that becomes valid works at once', async () => {
    revoked = true;
    expect(await auth.authenticate(basic('alice', KEY))).toBeNull();
    revoked = false;
    expect(await auth.authenticate(basic('alice', KEY))).not.toBeNull();
  });

  it('refuses malformed Basic without a lookup', async () => {
    expect(await auth.authenticate('Basic !!!')).toBeNull();
    expect(await auth.authenticate('Bearer abc')).toBeNull();
    expect(lookups).toHaveLength(0);
  });

  it('forgets verified headers on clearCache', async () => {
    const header = basic('alice', KEY);
    await auth.authenticate(header);
    auth.clearCache();
    await auth.authenticate(header);
    expect(lookups).toHaveLength(2);
  });
});
