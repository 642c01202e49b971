import { INVALID_CREDENTIALS, MISSING_CREDENTIALS, PRO_REQUIRED } from '../src/auth/auth.errors';
import { Db } from '../src/database/sql';
import { PostViewsService } from '../src/modules/posts/views/post-views.service';
import { basicAuth, createUser, TestUser } from './utils/auth';
import { createWorld } from './utils/world';
import { createTestApp, TestApp } from './utils/create-test-app';
import { call, expectError } from './utils/http';
import { resetDatabase } from './utils/reset-database';
import { insertPost } from './utils/post-fixtures';
import { fetchUrl, insertMedia, makeImage, multipart, uploadImage } from './utils/uploads';

const BASE = 'http://localhost:3000';

interface Account {
  user_id: number;
  username: string;
  media_id: number;
  profile_image_url: string;
  display_name: string;
  bio: string;
  delay_post: string;
  timezone: string;
}

describe('Account and profile', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser; // free
  let carol: TestUser;

  const wrongKey = () => basicAuth('alice', 'not-the-key');
  const account = async (user: TestUser) =>
    (await call<Account>(t.app, 'GET', '/account', { auth: user.auth })).body.data;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.app);
    ({ alice, bob } = await createWorld(t.app, ['alice', 'bob'], {
      accounts: { bob: { plan: 'free' } },
    }));
    carol = await createUser(t.app, 'Carol', { delayMinutes: 1 });
  });

  describe('GET /account', () => {
    it('asks anonymous callers for credentials (401)', async () => {
      const res = await call(t.app, 'GET', '/account');
      expect(expectError(res, 401)).toEqual([MISSING_CREDENTIALS]);
    });

    it('refuses a wrong key (401)', async () => {
      const res = await call(t.app, 'GET', '/account', { auth: wrongKey() });
      expect(expectError(res, 401)).toEqual([INVALID_CREDENTIALS]);
    });

    it('refuses a free account (403)', async () => {
      const res = await call(t.app, 'GET', '/account', { auth: bob.auth });
      expect(expectError(res, 403)).toEqual([PRO_REQUIRED]);
    });

    it('shows the caller’s account in spec order', async () => {
      const res = await call<Account>(t.app, 'GET', '/account', { auth: alice.auth });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: 'success',
        messages: [],
        meta: {},
        data: {
          user_id: alice.id,
          username: 'alice',
          media_id: 0,
          profile_image_url: `${BASE}/media/alphabet/a.png`,
          display_name: 'alice',
          bio: '',
          delay_post: '0 minutes',
          timezone: 'UTC',
        },
      });
      expect(Object.keys(res.body.data)).toEqual([
        'user_id',
        'username',
        'media_id',
        'profile_image_url',
        'display_name',
        'bio',
        'delay_post',
        'timezone',
      ]);
    });

    it.each([
      [1, '1 minute'],
      [2, '2 minutes'],
      [15, '15 minutes'],
    ])('shows a delay of %d as "%s"', async (minutes, text) => {
      const user = await createUser(t.app, `d${minutes}`, { delayMinutes: minutes });
      expect((await account(user)).delay_post).toBe(text);
    });

    it('uses the lower-case first letter of the username for the default image', async () => {
      expect((await account(carol)).profile_image_url).toBe(`${BASE}/media/alphabet/c.png`);
    });
  });

  describe('POST /account', () => {
    it('asks anonymous callers for credentials (401)', async () => {
      const res = await call(t.app, 'POST', '/account', { form: { bio: 'x' } });
      expect(expectError(res, 401)).toEqual([MISSING_CREDENTIALS]);
    });

    it('refuses a wrong key (401)', async () => {
      const res = await call(t.app, 'POST', '/account', { auth: wrongKey(), form: { bio: 'x' } });
      expect(expectError(res, 401)).toEqual([INVALID_CREDENTIALS]);
    });

    it('refuses a free account (403) and changes nothing', async () => {
      const res = await call(t.app, 'POST', '/account', { auth: bob.auth, form: { bio: 'x' } });
      expect(expectError(res, 403)).toEqual([PRO_REQUIRED]);
      const db = t.app.get(Db);
      expect(await db.get('SELECT bio FROM users WHERE id = $1', [bob.id])).toEqual({ bio: '' });
    });

    it('updates all fields from a form and answers with the account', async () => {
      const mediaId = await insertMedia(t.app, alice.id);
      const res = await call<Account>(t.app, 'POST', '/account', {
        auth: alice.auth,
        form: { display_name: 'Alice A.', bio: 'Hello\nthere', media_id: mediaId },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: 'success',
        messages: [],
        meta: {},
        data: {
          user_id: alice.id,
          username: 'alice',
          media_id: mediaId,
          profile_image_url: `${BASE}/media/100/profile_${mediaId}.png`,
          display_name: 'Alice A.',
          bio: 'Hello\nthere',
          delay_post: '0 minutes',
          timezone: 'UTC',
        },
      });
      expect(Object.keys(res.body.data)).toEqual(Object.keys(await account(alice)));
      expect(await account(alice)).toEqual(res.body.data);
    });

    it('keeps the fields that are not sent', async () => {
      await call(t.app, 'POST', '/account', {
        auth: alice.auth,
        form: { display_name: 'Al', bio: 'first' },
      });
      const res = await call<Account>(t.app, 'POST', '/account', {
        auth: alice.auth,
        form: { bio: 'second' },
      });
      expect(res.body.data).toMatchObject({ display_name: 'Al', bio: 'second', media_id: 0 });
      const none = await call<Account>(t.app, 'POST', '/account', { auth: alice.auth, form: {} });
      expect(none.status).toBe(200);
      expect(none.body.data).toMatchObject({ display_name: 'Al', bio: 'second' });
      const empty = await call<Account>(t.app, 'POST', '/account', { auth: alice.auth });
      expect(empty.status).toBe(200);
      expect(empty.body.data).toMatchObject({ display_name: 'Al', bio: 'second' });
    });

    it('clears the bio with an empty string', async () => {
      await call(t.app, 'POST', '/account', { auth: alice.auth, form: { bio: 'something' } });
      const res = await call<Account>(t.app, 'POST', '/account', {
        auth: alice.auth,
        form: { bio: '' },
      });
      expect(res.body.data.bio).toBe('');
    });

    it('accepts JSON and multipart bodies', async () => {
      const json = await call<Account>(t.app, 'POST', '/account', {
        auth: alice.auth,
        json: { display_name: 'Jason', media_id: 0 },
      });
      expect(json.body.data.display_name).toBe('Jason');
      const form = await call<Account>(t.app, 'POST', '/account', {
        auth: alice.auth,
        ...multipart({ bio: 'from multipart' }),
      });
      expect(form.status).toBe(200);
      expect(form.body.data).toMatchObject({ display_name: 'Jason', bio: 'from multipart' });
    });

    it('counts characters, not bytes', async () => {
      const res = await call<Account>(t.app, 'POST', '/account', {
        auth: alice.auth,
        form: { display_name: '😀'.repeat(50), bio: 'é'.repeat(500) },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.display_name).toBe('😀'.repeat(50));
    });

    it('switches profile_image_url to an uploaded image and back to the default', async () => {
      const upload = await uploadImage(t.app, alice.auth, await makeImage('jpeg'), '.jpg');
      const media = upload.body.data.media[0];
      const changed = await call<Account>(t.app, 'POST', '/account', {
        auth: alice.auth,
        form: { media_id: media.id },
      });
      expect(changed.status).toBe(200);
      expect(changed.body.data.media_id).toBe(media.id);
      expect(changed.body.data.profile_image_url).toBe(media.url_location);
      expect((await fetchUrl(t.app, media.url_location)).headers['content-type']).toBe(
        'image/jpeg',
      );

      const profile = await call<{ profile_image_url: string }>(t.app, 'GET', '/profile/alice');
      expect(profile.body.data.profile_image_url).toBe(media.url_location);

      // the author summary embedded in posts follows users.media_id
      const post = await insertPost(t.app, { userId: alice.id, text: 'hi', at: t.clock.now() });
      const summary = async () =>
        (await t.app.get(PostViewsService).byIds([post], null)).get(post)!.user.profile_image_url;
      expect(await summary()).toBe(media.url_location);

      const reset = await call<Account>(t.app, 'POST', '/account', {
        auth: alice.auth,
        form: { media_id: 0 },
      });
      expect(reset.body.data).toMatchObject({
        media_id: 0,
        profile_image_url: `${BASE}/media/alphabet/a.png`,
      });
      expect(await summary()).toBe(`${BASE}/media/alphabet/a.png`);
    });

    it('refuses a media id of another user or of no media (400)', async () => {
      const carolsMedia = await insertMedia(t.app, carol.id);
      for (const mediaId of [carolsMedia, carolsMedia + 1]) {
        const res = await call(t.app, 'POST', '/account', {
          auth: alice.auth,
          form: { media_id: mediaId, bio: 'not saved' },
        });
        expect(expectError(res, 400)).toEqual(['The Media ID field must be a valid value.']);
        expect(res.body.meta).toEqual({
          errors: { media_id: ['The Media ID field must be a valid value.'] },
        });
      }
      expect(await account(alice)).toMatchObject({ media_id: 0, bio: '' });
    });

    it.each([
      ['display_name', '', 'The Display Name field is required.'],
      ['display_name', '   ', 'The Display Name field is required.'],
      [
        'display_name',
        'x'.repeat(51),
        'The Display Name field cannot be longer than 50 characters.',
      ],
      ['bio', 'x'.repeat(501), 'The Bio field cannot be longer than 500 characters.'],
      ['bio', 'bell\u0007', 'The Bio field must be a valid value.'],
      ['media_id', 'abc', 'The Media ID field must be a whole number.'],
      ['media_id', '-1', 'The Media ID field must be a whole number.'],
      ['media_id', '1.5', 'The Media ID field must be a whole number.'],
      ['media_id', '', 'The Media ID field is required.'],
    ])('rejects %s = %j', async (field, value, message) => {
      const res = await call(t.app, 'POST', '/account', {
        auth: alice.auth,
        form: { [field]: value },
      });
      expect(expectError(res, 400)).toEqual([message]);
      expect(res.body.meta).toEqual({ errors: { [field]: [message] } });
      expect(await account(alice)).toMatchObject({ display_name: 'alice', bio: '', media_id: 0 });
    });

    it('rejects a JSON value of the wrong type', async () => {
      const res = await call(t.app, 'POST', '/account', {
        auth: alice.auth,
        json: { display_name: 5 },
      });
      expect(expectError(res, 400)).toEqual(['The Display Name field must be a valid value.']);
    });
  });

  describe('GET /profile/:username', () => {
    it('refuses a wrong key (401)', async () => {
      const res = await call(t.app, 'GET', '/profile/alice', { auth: wrongKey() });
      expect(expectError(res, 401)).toEqual([INVALID_CREDENTIALS]);
    });

    it('shows a profile to anonymous callers, in spec order', async () => {
      await call(t.app, 'POST', '/account', {
        auth: alice.auth,
        form: { display_name: 'Alice', bio: 'Bio' },
      });
      const res = await call(t.app, 'GET', '/profile/alice');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: 'success',
        messages: [],
        meta: {},
        data: {
          user_id: alice.id,
          username: 'alice',
          display_name: 'Alice',
          bio: 'Bio',
          profile_image_url: `${BASE}/media/alphabet/a.png`,
        },
      });
      expect(Object.keys(res.body.data as object)).toEqual([
        'user_id',
        'username',
        'display_name',
        'bio',
        'profile_image_url',
      ]);
    });

    it('shows a profile to free accounts too', async () => {
      const res = await call(t.app, 'GET', '/profile/carol', { auth: bob.auth });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ user_id: carol.id, username: 'Carol' });
    });

    it('matches the username case-insensitively', async () => {
      const res = await call(t.app, 'GET', '/profile/ALICE');
      expect(res.body.data).toMatchObject({ user_id: alice.id, username: 'alice' });
    });

    it.each(['nobody', 'alice_', 'a%25', '%E2%9C%93'])('is a 404 for %s', async (name) => {
      const res = await call(t.app, 'GET', `/profile/${name}`);
      expect(expectError(res, 404)).toEqual(['The user does not exist.']);
    });
  });
});
