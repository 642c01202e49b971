import type { Response } from 'light-my-request';
import { UNKNOWN_ROUTE } from '../src/core/http/all-exceptions.filter';
import { createTestApp, TestApp } from './utils/create-test-app';
import { createWorld } from './utils/world';
import { TestUser } from './utils/auth';
import { insertPost } from './utils/post-fixtures';
import { resetDatabase } from './utils/reset-database';

const CSP =
  "default-src 'self';script-src 'self';style-src 'self';img-src 'self' http://localhost:3000 data:;" +
  "frame-ancestors 'none';form-action 'self';base-uri 'none'";
const ETAG = /^W\/"[A-Za-z0-9_-]{27}"$/;

/** The page's HTML, after checking it is one (status, type, no inline script or style). */
function html(res: Response, status = 200): string {
  expect({ status: res.statusCode, type: res.headers['content-type'] }).toEqual({
    status,
    type: 'text/html; charset=utf-8',
  });
  const body = res.body;
  expect(body.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
  // no inline script or style of any kind: the CSP would refuse them anyway
  expect(body).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
  return body;
}

describe('Web pages: the skeleton (layout, headers, errors, caching)', () => {
  let t: TestApp;
  let alice: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.app);
    ({ alice } = await createWorld(t.app, ['alice']));
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  describe('the layout', () => {
    it('has the site name, the nav, one main landmark and the external stylesheet', async () => {
      const body = html(await get('/'));
      expect(body).toContain('<link rel="stylesheet" href="/static/site.css">');
      expect(body).toContain('<nav aria-label="Site">');
      expect(body).toContain('<a href="/">Home</a>');
      expect(body).toContain('<a href="/login">Log in</a>');
      expect(body).toContain('<a href="/register">Register</a>');
      expect(body.match(/<main /g)).toHaveLength(1);
      expect(body.match(/<h1>/g)).toHaveLength(1);
      expect(body).toContain(
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
      );
    });

    it('serves the stylesheet as CSS with an ETag', async () => {
      const res = await get('/static/site.css');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(res.headers.etag).toMatch(ETAG);
      expect(res.body).toContain(':focus-visible');
    });
  });

  describe('security headers', () => {
    it('sends the strict CSP, nosniff, a referrer policy and no framing on pages', async () => {
      for (const url of ['/', '/static/site.css', '/no/such/page']) {
        const res = await get(url);
        expect({ url, csp: res.headers['content-security-policy'] }).toEqual({ url, csp: CSP });
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
        expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
        // helmet's legacy headers are not sent
        expect(res.headers['x-xss-protection']).toBeUndefined();
      }
    });

    it('keeps the API headers on the API', async () => {
      const res = await get('/api/v0/latest');
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    });

    it('allows images from MEDIA_PUBLIC_URL when it is another origin', async () => {
      const other = await createTestApp({
        env: { MEDIA_PUBLIC_URL: 'https://cdn.example.com/m/' },
      });
      try {
        const res = await other.app.inject({ method: 'GET', url: '/' });
        expect(res.headers['content-security-policy']).toContain(
          "img-src 'self' https://cdn.example.com data:;",
        );
      } finally {
        await other.close();
      }
    });
  });

  describe('errors', () => {
    it('answers an unknown page path with the 404 page', async () => {
      for (const url of ['/no/such/page', '/static/nothing/here', '/a/b/c/d?page=2']) {
        const body = html(await get(url), 404);
        expect(body).toContain('<title>Page not found · Social</title>');
        expect(body).toContain(`<p>${UNKNOWN_ROUTE}</p>`);
      }
    });

    it('keeps the JSON envelope under /api/v0, /health and /media', async () => {
      for (const url of ['/api/v0/no/such/endpoint', '/health/nothing', '/media/a/b/c']) {
        const res = await get(url);
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json()).toEqual({
          status: 'error',
          messages: [UNKNOWN_ROUTE],
          meta: {},
          data: {},
        });
      }
    });

    it('answers a wrong method on a page with a 405 page and Allow', async () => {
      const res = await t.app.inject({ method: 'DELETE', url: '/' });
      html(res, 405);
      expect(res.headers.allow).toBe('GET, HEAD');
    });

    it('answers a URL Fastify cannot route on a page path with a page (400, 414)', async () => {
      const bad = html(await get('/%C3%28'), 400);
      expect(bad).toContain('<p>The request URL could not be parsed.</p>');
      const long = html(await get(`/${'a'.repeat(201)}`), 414);
      expect(long).toContain('<p>The request URL is too long.</p>');
      // the API keeps its envelope for the same
      const api = await get('/api/v0/profile/%C3%28');
      expect(api.statusCode).toBe(400);
      expect(api.headers['content-type']).toMatch(/^application\/json/);
    });

    it('answers a bad page number with a 400 page that names the field', async () => {
      const body = html(await get('/?page=abc'), 400);
      expect(body).toContain('The Page field must be a whole number.');
    });
  });

  describe('caching', () => {
    it('gives anonymous pages an ETag, public no-cache and Vary: cookie; If-None-Match is a 304', async () => {
      await insertPost(t.app, { userId: alice.id, at: t.clock.now() });
      const first = await get('/');
      expect(first.headers['cache-control']).toBe('public, no-cache');
      expect(first.headers.vary).toBe('cookie, accept-encoding');
      expect(first.headers.etag).toMatch(ETAG);
      const again = await get('/', { 'if-none-match': first.headers.etag as string });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      // a new post changes the page, so the old tag no longer matches
      await insertPost(t.app, { userId: alice.id, at: t.clock.now() + 1 });
      const changed = await get('/', { 'if-none-match': first.headers.etag as string });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(first.headers.etag);
    });

    it('makes a page with a cookie private', async () => {
      const res = await get('/', { cookie: 'sid=anything' });
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers.vary).toBe('cookie, accept-encoding');
    });

    it('compresses a page on request', async () => {
      for (let i = 0; i < 5; i++) {
        await insertPost(t.app, { userId: alice.id, at: t.clock.now() + i, text: 'x'.repeat(300) });
      }
      const res = await get('/', { 'accept-encoding': 'gzip' });
      expect(res.headers['content-encoding']).toBe('gzip');
    });
  });
});
