import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Response } from 'light-my-request';
import { OPENAPI_JSON_PATH } from '../src/core/http/paths';
import { createUser, TestUser } from './utils/auth';
import { createWorld } from './utils/world';
import { createTestApp, TestApp } from './utils/create-test-app';
import { publishedPost, react } from './utils/post-api';
import { resetDatabase } from './utils/reset-database';

const ETAG = /^W\/"[A-Za-z0-9_-]{27}"$/;

describe('HTTP caching (ETag, 304, Cache-Control, Vary, Link) and compression', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.app);
    ({ alice, bob } = await createWorld(t.app, ['alice', 'bob']));
  });

  const get = (url: string, headers: Record<string, string> = {}): Promise<Response> =>
    t.app.inject({ method: 'GET', url, headers });
  const api = (path: string, headers: Record<string, string> = {}) =>
    get(`/api/v0${path}`, headers);

  async function publishedPosts(n: number, user = alice): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      ids.push((await publishedPost(t, user, `post ${i} ${'x'.repeat(200)}`)).id);
    }
    return ids;
  }

  describe('ETag and If-None-Match', () => {
    it('answers a matching If-None-Match with 304 and no body, on every kind of GET', async () => {
      const [postId] = await publishedPosts(2);
      await react(t.app, bob, 'star', postId);
      const cases: [string, Record<string, string>][] = [
        ['/api/v0/latest', {}],
        ['/api/v0/latest', { authorization: bob.auth }],
        [`/api/v0/post/single/${postId}`, {}],
        [`/api/v0/post/children/${postId}`, { authorization: bob.auth }],
        ['/api/v0/timeline/user/alice', {}],
        ['/api/v0/profile/alice', {}],
        ['/api/v0/reactions/stars/all', {}],
        ['/api/v0/notifications', { authorization: alice.auth }],
        ['/api/v0/notifications/count', { authorization: alice.auth }],
        ['/api/v0/notifications/count/unread', { authorization: alice.auth }],
        ['/api/v0/metric/posts', {}],
        ['/api/v0/account', { authorization: alice.auth }],
        [OPENAPI_JSON_PATH, {}],
      ];
      for (const [url, headers] of cases) {
        const first = await get(url, headers);
        expect({ url, status: first.statusCode }).toEqual({ url, status: 200 });
        const etag = first.headers.etag as string;
        expect({ url, etag }).toEqual({ url, etag: expect.stringMatching(ETAG) });
        const again = await get(url, { ...headers, 'if-none-match': etag });
        expect({ url, status: again.statusCode, body: again.body }).toEqual({
          url,
          status: 304,
          body: '',
        });
        expect(again.headers.etag).toBe(etag);
        expect(again.headers['content-length']).toBeUndefined();
        expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
        // the same answer hashes the same
        expect((await get(url, headers)).headers.etag).toBe(etag);
      }
    });

    it('answers HEAD like GET without a body: same validators, Link, caching headers; 304', async () => {
      const [postId] = await publishedPosts(3);
      const cases: [string, Record<string, string>][] = [
        ['/api/v0/latest', {}],
        ['/api/v0/latest', { authorization: bob.auth }],
        [`/api/v0/post/single/${postId}`, {}],
        ['/api/v0/profile/alice', {}],
        ['/api/v0/notifications/count', { authorization: alice.auth }],
        [OPENAPI_JSON_PATH, {}],
      ];
      const kept = ['etag', 'link', 'cache-control', 'vary', 'content-type', 'content-length'];
      const pick = (res: Response) => Object.fromEntries(kept.map((h) => [h, res.headers[h]]));
      for (const [url, headers] of cases) {
        const got = await get(url, headers);
        const head = await t.app.inject({ method: 'HEAD', url, headers });
        expect({ url, status: head.statusCode, body: head.body, ...pick(head) }).toEqual({
          url,
          status: 200,
          body: '',
          ...pick(got),
        });
        expect(head.headers.etag).toMatch(ETAG);
        if (url === '/api/v0/latest') {
          expect(head.headers.link).toContain('rel="first"');
        }
        const condition = { ...headers, 'if-none-match': String(got.headers.etag) };
        const unchanged = await t.app.inject({ method: 'HEAD', url, headers: condition });
        expect({ url, status: unchanged.statusCode, etag: unchanged.headers.etag }).toEqual({
          url,
          status: 304,
          etag: got.headers.etag,
        });
        expect(unchanged.headers['content-length']).toBeUndefined();
      }
    });

    it('never answers 304 for a changed answer (no stale answer)', async () => {
      const [postId] = await publishedPosts(1);
      const before = await api('/latest');
      const etag = before.headers.etag as string;
      await react(t.app, bob, 'star', postId);
      const after = await api('/latest', { 'if-none-match': etag });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(etag);
      const count = await api('/notifications/count', { authorization: alice.auth });
      await react(t.app, bob, 'flag', postId);
      const recount = await api('/notifications/count', {
        authorization: alice.auth,
        'if-none-match': count.headers.etag as string,
      });
      expect(recount.statusCode).toBe(200);
    });

    it('gives the viewer’s answer its own tag (starred differs from the anonymous answer)', async () => {
      const [postId] = await publishedPosts(1);
      await react(t.app, bob, 'star', postId);
      const anonymous = await api(`/post/single/${postId}`);
      const asBob = await api(`/post/single/${postId}`, {
        authorization: bob.auth,
        'if-none-match': anonymous.headers.etag as string,
      });
      expect(asBob.statusCode).toBe(200);
      expect(asBob.json().data[0].starred).toBe(true);
    });

    it('compares weakly, in lists and with *', async () => {
      await publishedPosts(1);
      const etag = (await api('/latest')).headers.etag as string;
      const strong = etag.slice(2);
      for (const condition of [strong, `"nope", ${etag}`, `W/"a",${strong}`, '*']) {
        expect((await api('/latest', { 'if-none-match': condition })).statusCode).toBe(304);
      }
      expect((await api('/latest', { 'if-none-match': 'W/"nope"' })).statusCode).toBe(200);
    });

    it('tags no error and no POST answer', async () => {
      const missing = await api('/post/single/999');
      expect(missing.statusCode).toBe(404);
      expect(missing.headers.etag).toBeUndefined();
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v0/post',
        headers: { authorization: alice.auth, 'content-type': 'application/json' },
        payload: JSON.stringify({ post: 'hello' }),
      });
      expect(created.statusCode).toBe(200);
      expect(created.headers.etag).toBeUndefined();
      expect(created.headers['cache-control']).toBeUndefined();
    });
  });

  describe('Cache-Control and Vary', () => {
    it('lets caches share anonymous answers only after revalidation', async () => {
      const res = await api('/latest');
      expect(res.headers['cache-control']).toBe('public, no-cache');
      expect(String(res.headers.vary).toLowerCase()).toContain('authorization');
    });

    it('keeps answers to a caller with credentials private', async () => {
      for (const path of ['/latest', '/notifications', '/account', '/profile/alice']) {
        const res = await api(path, { authorization: alice.auth });
        expect({ path, cache: res.headers['cache-control'] }).toEqual({
          path,
          cache: 'private, no-cache',
        });
        expect(String(res.headers.vary).toLowerCase()).toContain('authorization');
      }
      const unauthorized = await api('/notifications', { authorization: 'Basic eDp5' });
      expect(unauthorized.statusCode).toBe(401);
      expect(unauthorized.headers['cache-control']).toBe('private, no-cache');
    });
  });

  describe('Link header', () => {
    it('links first, prev, next and last pages of a list (RFC 8288)', async () => {
      await publishedPosts(45);
      const link = (page: number) =>
        api(`/timeline/user/alice?page=${page}`).then((r) => r.headers.link);
      expect(await link(1)).toBe(
        '</api/v0/timeline/user/alice?page=1>; rel="first", ' +
          '</api/v0/timeline/user/alice?page=2>; rel="next", ' +
          '</api/v0/timeline/user/alice?page=3>; rel="last"',
      );
      expect(await link(2)).toContain('</api/v0/timeline/user/alice?page=1>; rel="prev"');
      expect(await link(3)).not.toContain('rel="next"');
      const notifications = await api('/notifications', { authorization: alice.auth });
      expect(notifications.headers.link).toBe(
        '</api/v0/notifications?page=1>; rel="first", </api/v0/notifications?page=1>; rel="last"',
      );
      expect((await api('/metric/posts')).headers.link).toBeUndefined();
    });
  });

  describe('compression', () => {
    it.each([
      ['gzip', gunzipSync],
      ['br', brotliDecompressSync],
    ] as const)('sends a large answer %s-encoded when asked', async (encoding, decode) => {
      await publishedPosts(20);
      const plain = await api('/latest');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      const packed = await api('/latest', { 'accept-encoding': encoding });
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(decode(packed.rawPayload).toString()).toBe(plain.body);
      expect(packed.headers.etag).toBe(plain.headers.etag);
      expect(String(packed.headers.vary).toLowerCase()).toContain('accept-encoding');
      const notModified = await api('/latest', {
        'accept-encoding': encoding,
        'if-none-match': plain.headers.etag as string,
      });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.rawPayload.length).toBe(0);

      const document = await get(OPENAPI_JSON_PATH, { 'accept-encoding': encoding });
      expect(document.headers['content-encoding']).toBe(encoding);
      expect(JSON.parse(decode(document.rawPayload).toString())).toHaveProperty('openapi');
    });

    it('leaves small answers and clients that do not ask uncompressed', async () => {
      const small = await api('/metric/posts', { 'accept-encoding': 'gzip, br' });
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.json().status).toBe('success');
      await publishedPosts(20);
      const identity = await api('/latest', { 'accept-encoding': 'identity' });
      expect(identity.headers['content-encoding']).toBeUndefined();
    });

    it('compresses the docs page’s script bundle', async () => {
      const page = await get('/docs');
      const script = /src="\.?\/?(?:docs\/)?([^"]*swagger-ui-bundle\.js)"/.exec(page.body);
      expect(script).not.toBeNull();
      const bundle = await get(`/docs/${script![1]}`, { 'accept-encoding': 'gzip' });
      expect(bundle.statusCode).toBe(200);
      expect(bundle.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(bundle.rawPayload).length).toBeGreaterThan(100_000);
    });

    it('does not compress media images, which still arrive whole', async () => {
      const plain = await get('/media/alphabet/a.png');
      expect(plain.statusCode).toBe(200);
      const asked = await get('/media/alphabet/a.png', { 'accept-encoding': 'gzip, br' });
      expect(asked.statusCode).toBe(200);
      expect(asked.headers['content-encoding']).toBeUndefined();
      expect(asked.rawPayload.subarray(0, 8)).toEqual(
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      );
      expect(asked.rawPayload.equals(plain.rawPayload)).toBe(true);
    });
  });
});

describe('COMPRESSION=false (a proxy or CDN in front compresses)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { COMPRESSION: 'false' } });
  });
  afterAll(async () => {
    await t.close();
    process.env.COMPRESSION = 'true';
  });

  it('registers no compression hook and sends every answer as it is, still with its ETag', async () => {
    const fastify = t.app.getHttpAdapter().getInstance();
    expect(fastify.hasReplyDecorator('compress')).toBe(false);
    const alice = await createUser(t.app, 'alice');
    for (let i = 0; i < 20; i++) {
      await publishedPost(t, alice, `post ${i} ${'x'.repeat(200)}`);
    }
    for (const url of ['/api/v0/latest', OPENAPI_JSON_PATH, '/docs/swagger-ui-bundle.js']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect({ url, status: res.statusCode, encoding: res.headers['content-encoding'] }).toEqual({
        url,
        status: 200,
        encoding: undefined,
      });
      expect(res.rawPayload.length).toBeGreaterThan(1024);
    }
    const latest = await t.app.inject({ method: 'GET', url: '/api/v0/latest' });
    expect(latest.headers.etag).toMatch(ETAG);
    expect(latest.headers.vary).toBe('authorization');
  });
});
