import { AppConfig } from '../config';
import { KeyOwnerRow } from '../users/user.types';
import { ApiKeysService, hashKey, UsersService } from '../users';
import { AuthService } from './auth.service';

function basic(username: string, key: string): string {
  return `Basic ${Buffer.from(`${username}:${key}`).toString('base64')}`;
}

describe('AuthService', () => {
  const KEY = 'secret-key-1';
  const owner: KeyOwnerRow = {
    key_id: 7,
    read_only: 0,
    user_id: 3,
    username: 'Alice',
    plan: 'pro',
    role: 'none',
    suspended_at: null,
  };
  let now: number;
  let lookups: string[];
  let revoked: boolean;
  let touches: number[];
  let onRevoked: (keyId: number) => void;
  let auth: AuthService;

  beforeEach(() => {
    now = 1_000_000;
    lookups = [];
    revoked = false;
    touches = [];
    const users = {
      findActiveKeyOwner: (keyHash: string) => {
        lookups.push(keyHash);
        return Promise.resolve(keyHash === hashKey(KEY) && !revoked ? owner : undefined);
      },
      touchKey: (_keyId: number, at: number) => {
        touches.push(at);
        return Promise.resolve();
      },
    } as unknown as UsersService;
    const apiKeys = {
      onRevoked: (listener: (keyId: number) => void) => (onRevoked = listener),
    } as unknown as ApiKeysService;
    const clock = { now: () => now };
    auth = new AuthService(users, clock, { AUTH_CACHE_MS: 5000 } as AppConfig, apiKeys);
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
      readOnly: false,
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

  it('forgets the headers of a key revoked in this process at once', async () => {
    const header = basic('alice', KEY);
    await auth.authenticate(header);
    onRevoked(8);
    await auth.authenticate(header);
    expect(lookups).toHaveLength(1);
    onRevoked(7);
    await auth.authenticate(header);
    expect(lookups).toHaveLength(2);
  });

  it('reads a read-only key as such', async () => {
    owner.read_only = 1;
    try {
      expect(await auth.authenticate(basic('alice', KEY))).toMatchObject({ readOnly: true });
    } finally {
      owner.read_only = 0;
    }
  });

  it('asks for last_used_at at most once a minute per key, cached or not', async () => {
    const header = basic('alice', KEY);
    await auth.authenticate(header);
    now += 59_999;
    await auth.authenticate(header); // from the cache
    auth.forgetKey(7);
    await auth.authenticate(header); // looked up again
    expect(touches).toEqual([1_000_000]);
    now += 1;
    await auth.authenticate(header);
    expect(touches).toEqual([1_000_000, 1_060_000]);
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
