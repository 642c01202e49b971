import { TIMEZONE_LIST } from '../src/modules/settings/timezone-list';
import { INVALID_CREDENTIALS, MISSING_CREDENTIALS, PRO_REQUIRED } from '../src/auth/auth.errors';
import { basicAuth, TestUser } from './utils/auth';
import { createWorld } from './utils/world';
import { createTestApp, TestApp } from './utils/create-test-app';
import { ApiResponse, call, CallOptions, expectError } from './utils/http';
import { resetDatabase } from './utils/reset-database';
import { multipart } from './utils/uploads';

const AREAS =
  /^(Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific)\/[A-Za-z0-9_+\-/]+$/;

describe('Settings', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser; // free

  const wrongKey = () => basicAuth('alice', 'not-the-key');

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.app);
    ({ alice, bob } = await createWorld(t.app, ['alice', 'bob'], {
      accounts: { bob: { plan: 'free' } },
    }));
  });

  const authCases = (request: (options: CallOptions) => Promise<ApiResponse>): void => {
    it('asks anonymous callers for credentials (401)', async () => {
      expect(expectError(await request({}), 401)).toEqual([MISSING_CREDENTIALS]);
    });

    it('refuses a wrong key (401)', async () => {
      expect(expectError(await request({ auth: wrongKey() }), 401)).toEqual([INVALID_CREDENTIALS]);
    });

    it('refuses a free account (403)', async () => {
      expect(expectError(await request({ auth: bob.auth }), 403)).toEqual([PRO_REQUIRED]);
    });
  };

  describe('GET /settings', () => {
    authCases((options) => call(t.app, 'GET', '/settings', options));

    it('shows the timezone, UTC by default', async () => {
      const res = await call(t.app, 'GET', '/settings', { auth: alice.auth });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: 'success',
        messages: [],
        meta: {},
        data: { timezone: 'UTC' },
      });
    });
  });

  describe('POST /settings', () => {
    authCases((options) =>
      call(t.app, 'POST', '/settings', { ...options, form: { timezone: 'Europe/Paris' } }),
    );

    it('stores a timezone of the list and answers with the settings', async () => {
      const res = await call(t.app, 'POST', '/settings', {
        auth: alice.auth,
        form: { timezone: 'America/Indiana/Knox' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: 'success',
        messages: [],
        meta: {},
        data: { timezone: 'America/Indiana/Knox' },
      });
      const shown = await call(t.app, 'GET', '/settings', { auth: alice.auth });
      expect(shown.body.data).toEqual({ timezone: 'America/Indiana/Knox' });
      const account = await call<{ timezone: string }>(t.app, 'GET', '/account', {
        auth: alice.auth,
      });
      expect(account.body.data.timezone).toBe('America/Indiana/Knox');
    });

    it('accepts UTC, JSON and multipart bodies, and normalises the spelling', async () => {
      const json = await call(t.app, 'POST', '/settings', {
        auth: alice.auth,
        json: { timezone: 'Asia/Tokyo' },
      });
      expect(json.body.data).toEqual({ timezone: 'Asia/Tokyo' });
      const form = await call(t.app, 'POST', '/settings', {
        auth: alice.auth,
        ...multipart({ timezone: 'europe/berlin' }),
      });
      expect(form.body.data).toEqual({ timezone: 'Europe/Berlin' });
      const utc = await call(t.app, 'POST', '/settings', {
        auth: alice.auth,
        form: { timezone: 'UTC' },
      });
      expect(utc.body.data).toEqual({ timezone: 'UTC' });
    });

    it('is a 400 without a timezone', async () => {
      const res = await call(t.app, 'POST', '/settings', { auth: alice.auth, form: {} });
      expect(expectError(res, 400)).toEqual(['The Timezone field is required.']);
      expect(res.body.meta).toEqual({ errors: { timezone: ['The Timezone field is required.'] } });
    });

    it.each(['Mars/Olympus', 'Etc/GMT+1', 'GMT', 'Europe', 'Europe/Paris ', 'US/Eastern'])(
      'is a 400 for %j, which is not in the list',
      async (timezone) => {
        const res = await call(t.app, 'POST', '/settings', {
          auth: alice.auth,
          form: { timezone },
        });
        expect(expectError(res, 400)).toEqual(['The Timezone field must be a valid value.']);
        expect(res.body.meta).toEqual({
          errors: { timezone: ['The Timezone field must be a valid value.'] },
        });
        const shown = await call(t.app, 'GET', '/settings', { auth: alice.auth });
        expect(shown.body.data).toEqual({ timezone: 'UTC' });
      },
    );
  });

  describe('GET /settings/timezones', () => {
    authCases((options) => call(t.app, 'GET', '/settings/timezones', options));

    it('lists the zones of the ten areas, sorted, then UTC, with a description', async () => {
      const res = await call<string[]>(t.app, 'GET', '/settings/timezones', { auth: alice.auth });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['status', 'messages', 'meta', 'data']);
      expect(res.body.status).toBe('success');
      expect(res.body.messages).toEqual([]);
      expect(res.body.meta).toEqual({ description: 'This is a list of valid timezones.' });
      const zones = res.body.data;
      expect(zones[zones.length - 1]).toBe('UTC');
      const listed = zones.slice(0, -1);
      expect(listed.every((z) => AREAS.test(z))).toBe(true);
      expect(listed).toEqual([...listed].sort());
      expect(new Set(zones).size).toBe(zones.length);
      // The checked-in list, whatever the runtime's ICU data holds.
      expect(zones).toEqual(TIMEZONE_LIST);
      expect(zones).toEqual(
        expect.arrayContaining(['Europe/London', 'America/Indiana/Knox', 'Pacific/Auckland']),
      );
    });

    it('accepts every listed zone in POST /settings', async () => {
      const res = await call<string[]>(t.app, 'GET', '/settings/timezones', { auth: alice.auth });
      for (const timezone of [res.body.data[0], res.body.data[200], 'UTC']) {
        const set = await call(t.app, 'POST', '/settings', {
          auth: alice.auth,
          form: { timezone },
        });
        expect(set.body.data).toEqual({ timezone });
      }
    });
  });
});
