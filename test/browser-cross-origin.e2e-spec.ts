import { existsSync } from 'node:fs';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { Browser, chromium } from 'playwright-core';
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
});
