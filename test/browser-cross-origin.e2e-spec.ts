import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { Browser, chromium } from 'playwright-core';
import { NotificationStreamService } from '../src/modules/notifications/stream/notification-stream.service';
import { TestUser } from './utils/auth';
import { createTestApp, listen, TestApp } from './utils/create-test-app';
import { call } from './utils/http';
import { publishedPost } from './utils/post-api';
import { waitUntil } from './utils/wait';
import { createWorld } from './utils/world';

/**
 * A web app on another origin, in a real (headless) Chromium: what CORS lets it read, and the
 * live stream through the browser's own EventSource, which cannot send an Authorization header.
 */

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'];

const available = existsSync(CHROMIUM);
if (!available) {
  console.warn(`Skipping the cross-origin browser test: ${CHROMIUM} is not installed.`);
}

/**
 * The ```js blocks of one section of a doc (from its `## ` heading to the next), joined, with the
 * doc's `const API = '…'` pointed at `api`: the examples run as the docs print them.
 */
function docExamples(doc: string, heading: string, api: string): string {
  const text = readFileSync(join(__dirname, '..', 'docs', doc), 'utf8');
  const start = text.indexOf(`\n## ${heading}`);
  expect(start).toBeGreaterThan(-1);
  const end = text.indexOf('\n## ', start + 1);
  const section = text.slice(start, end === -1 ? undefined : end);
  const code = [...section.matchAll(/\n```js\n([\s\S]*?)\n```/g)].map((m) => m[1]).join('\n');
  // every browser example names the service's base URL: none calls a path of the page's origin
  expect(code).not.toMatch(/(fetch|EventSource)\(\s*['"`]\//);
  const declared = /^const API = '[^']+';/m;
  expect(code).toMatch(declared);
  return code.replace(declared, `const API = ${JSON.stringify(`${api}/api/v0`)};`);
}

(available ? describe : describe.skip)('A web page on another origin', () => {
  let t: TestApp;
  let api: string;
  let site: Server;
  let siteUrl: string;
  let browser: Browser;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    api = await listen(t);
    site = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>Another app</title>');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    // localhost vs 127.0.0.1 and another port: another origin in every part but the scheme
    siteUrl = `http://localhost:${(site.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    ({ alice, bob } = await createWorld(t.app, ['alice', 'bob']));
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => site?.close(resolve));
    await t?.close();
  });

  it('reads Link and ETag, and opens the stream with EventSource through a ticket', async () => {
    const post = await publishedPost(t, alice, 'Star me from elsewhere');
    const page = await browser.newPage();
    await page.goto(siteUrl);
    expect(new URL(api).origin).not.toBe(new URL(siteUrl).origin);

    const headers = await page.evaluate(async (base) => {
      const res = await fetch(`${base}/api/v0/latest`, { credentials: 'omit' });
      return { status: res.status, link: res.headers.get('link'), etag: res.headers.get('etag') };
    }, api);
    expect(headers).toEqual({
      status: 200,
      link: expect.stringContaining('rel="first"'),
      etag: expect.stringMatching(/^W\/"/),
    });

    // The page asks for a ticket with the key, then hands only the ticket to EventSource.
    await page.evaluate(
      async ({ base, auth }) => {
        const res = await fetch(`${base}/api/v0/notifications/stream/ticket`, {
          method: 'POST',
          headers: { authorization: auth },
          credentials: 'omit',
        });
        const { data } = (await res.json()) as { data: { ticket: string } };
        const state = { open: false, events: [] as string[] };
        (globalThis as unknown as { stream: typeof state }).stream = state;
        const source = new EventSource(
          `${base}/api/v0/notifications/stream?ticket=${encodeURIComponent(data.ticket)}`,
        );
        source.onopen = () => (state.open = true);
        source.addEventListener('notification', (event) =>
          state.events.push((event as unknown as { data: string }).data),
        );
      },
      { base: api, auth: alice.auth },
    );
    const stream = () =>
      page.evaluate(
        () => (globalThis as unknown as { stream: { open: boolean; events: string[] } }).stream,
      );
    await waitUntil('the stream is open', async () => (await stream()).open);
    await call(t.app, 'POST', `/star/${post.id}`, { auth: bob.auth });
    await waitUntil('an event arrived', async () => (await stream()).events.length > 0);
    const [event] = (await stream()).events.map(
      (data) => JSON.parse(data) as Record<string, unknown>,
    );
    expect(event).toMatchObject({ type: 'star', receiver_id: alice.id, receiver_post_id: post.id });
    await page.close();
  }, 60_000);

  it("runs the docs' browser examples as printed: Link followed, the stream read three ways", async () => {
    for (let i = 0; i < 21; i++) {
      await publishedPost(t, bob, `page filler ${i}`);
    }
    const post = await publishedPost(t, alice, 'Star me, docs');
    const pages = await Promise.all([browser.newPage(), browser.newPage()]);
    for (const page of pages) {
      await page.goto(siteUrl);
    }
    const [clientsPage, apiPage] = pages;
    await clientsPage.addScriptTag({ content: docExamples('clients.md', 'Browsers', api) });
    await apiPage.addScriptTag({
      content: docExamples('api.md', 'Live notifications', api),
    });

    // nextPage resolves the path-absolute Link against the response's URL, not the page's
    const followed = await clientsPage.evaluate(async (base) => {
      const g = globalThis as unknown as { nextPage(res: Response): Promise<Response | null> };
      const first = await fetch(`${base}/api/v0/latest`, { credentials: 'omit' });
      const second = await g.nextPage(first);
      const body = (await second?.json()) as { meta: { pagination: { page_current: number } } };
      return { url: second?.url, status: second?.status, page: body.meta.pagination.page_current };
    }, api);
    expect(followed).toEqual({ url: `${api}/api/v0/latest?page=2`, status: 200, page: 2 });

    const streams = t.app.get(NotificationStreamService);
    const before = streams.openStreams;
    const start = (page: (typeof pages)[number], calls: string[]) =>
      page.evaluate(
        ({ username, apiKey, calls }) => {
          const g = globalThis as unknown as Record<string, unknown> & { seen: unknown[] };
          g.seen = [];
          for (const name of calls) {
            const open = g[name] as (u: string, k: string, on: (n: unknown) => void) => unknown;
            void Promise.resolve(open(username, apiKey, (n) => g.seen.push(n))).catch(() => {});
          }
        },
        { username: alice.username, apiKey: alice.apiKey, calls },
      );
    await start(clientsPage, ['openNotificationStream', 'followNotifications']);
    await start(apiPage, ['followNotifications']);
    await waitUntil('the three streams are open', () =>
      Promise.resolve(streams.openStreams >= before + 3),
    );
    await call(t.app, 'POST', `/star/${post.id}`, { auth: bob.auth });
    const seen = (page: (typeof pages)[number]) =>
      page.evaluate(() => (globalThis as unknown as { seen: { type: string }[] }).seen);
    await waitUntil('every example got the event', async () => {
      const [a, b] = await Promise.all(pages.map(seen));
      return a.length >= 2 && b.length >= 1;
    });
    for (const page of pages) {
      for (const event of await seen(page)) {
        expect(event).toMatchObject({ type: 'star', receiver_post_id: post.id });
      }
      await page.close();
    }
  }, 60_000);
});
