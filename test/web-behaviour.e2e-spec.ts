import { UNKNOWN_ROUTE, UNSUPPORTED_MEDIA_TYPE } from '../src/core/http/all-exceptions.filter';
import { createUser, TestUser } from './utils/auth';
import { createTestApp, TestApp } from './utils/create-test-app';
import { call, expectError } from './utils/http';
import { resetDatabase } from './utils/reset-database';
import { appRoutes, fillPath } from './utils/routes';

describe('Web behaviour: 404/405, 415', () => {
  let t: TestApp;
  let alice: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.app);
    alice = await createUser(t.app, 'alice');
  });

  describe('empty path parameters', () => {
    it('answers 404 (not a 405 allowing the method used) for every route with an empty parameter', async () => {
      const routes = appRoutes(t.app).filter((r) => r.params.length > 0);
      expect(routes.length).toBeGreaterThan(5);
      for (const route of routes) {
        const url = fillPath(route.url, () => '');
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { authorization: alice.auth },
        });
        const body = res.json<{ status: string; messages: string[] }>();
        expect({
          route: `${route.method} ${url}`,
          status: res.statusCode,
          allow: res.headers.allow,
        }).toEqual({ route: `${route.method} ${url}`, status: 404, allow: undefined });
        expect(body.messages).toEqual([UNKNOWN_ROUTE]);
      }
    });

    it('still answers a wrong method on a known path with 405 and an Allow without it', async () => {
      const res = await call(t.app, 'DELETE', '/post/single/1');
      expectError(res, 405);
      expect(res.headers.allow).toBe('GET, HEAD');
    });
  });

  describe('unsupported body types', () => {
    it.each([
      ['text/plain;charset=UTF-8', 'hello'],
      ['text/plain', 'post=hello'],
      ['application/xml', '<post>hello</post>'],
      ['application/octet-stream', 'hello'],
    ])('answers %s with 415 in the envelope, on every POST route', async (type, payload) => {
      const routes = appRoutes(t.app).filter((r) => r.method === 'POST');
      for (const route of routes) {
        const url = fillPath(route.url, () => '1');
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { authorization: alice.auth, 'content-type': type },
          payload,
        });
        expect({ url, status: res.statusCode }).toEqual({ url, status: 415 });
        expect(res.json()).toEqual({
          status: 'error',
          messages: [UNSUPPORTED_MEDIA_TYPE],
          meta: {},
          data: {},
        });
      }
    });

    it('answers a text body on /account with 415, not a raw validation message', async () => {
      const res = await call(t.app, 'POST', '/account', {
        auth: alice.auth,
        headers: { 'content-type': 'text/plain' },
        payload: 'display_name=Alice',
      });
      expect(expectError(res, 415)).toEqual([UNSUPPORTED_MEDIA_TYPE]);
    });

    it('answers a body without a content type with 415', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v0/post',
        headers: { authorization: alice.auth, 'content-type': '' },
        payload: 'post=hello',
      });
      expect(res.statusCode).toBe(415);
    });

    it('still takes form, JSON and multipart bodies', async () => {
      const form = await call(t.app, 'POST', '/post', { auth: alice.auth, form: { post: 'a' } });
      expect(form.status).toBe(200);
      const json = await call(t.app, 'POST', '/post', { auth: alice.auth, json: { post: 'b' } });
      expect(json.status).toBe(200);
      const boundary = 'XyZ';
      const multipart = await call(t.app, 'POST', '/post', {
        auth: alice.auth,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="post"\r\n\r\nc\r\n--${boundary}--\r\n`,
      });
      expect(multipart.status).toBe(200);
    });
  });
});
