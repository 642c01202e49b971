import { existsSync, readFileSync } from 'node:fs';
import { Browser, chromium, Page } from 'playwright-core';
import { createUser, TestUser } from './utils/auth';
import { createTestApp, TestApp } from './utils/create-test-app';
import { call } from './utils/http';
import { publishedPost } from './utils/post-api';
import { AxeViolation, CHROMIUM, CHROMIUM_ARGS } from './utils/chromium';
import { freePort } from './utils/service-process';

/**
 * The public pages in a real (headless) Chromium: axe-core finds no serious or critical
 * violation, hostile texts stay text (no dialog, no error), the stylesheet loads under the CSP,
 * and a 360 px wide screen needs no horizontal scrolling.
 */

const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const HOSTILE = `<script>alert("post")</script><img src=x onerror=alert(1)>`;

const available = existsSync(CHROMIUM);
if (!available) {
  console.warn(
    `Skipping the web pages' browser test: ${CHROMIUM} is not installed (apt-get install chromium).`,
  );
}

(available ? describe : describe.skip)('the public pages in a browser', () => {
  let t: TestApp;
  let base: string;
  let browser: Browser;
  let alice: TestUser;
  let postId: number;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await createTestApp({ env: { PUBLIC_URL: base } });
    await t.app.listen(port, '127.0.0.1');
    alice = await createUser(t.app, 'alice');
    const bob = await createUser(t.app, 'bob');
    await call(t.app, 'POST', '/account', {
      auth: alice.auth,
      form: {
        display_name: `<img src=x onerror=alert("name")>`,
        bio: `<script>alert("bio")</script>`,
      },
    });
    const post = await publishedPost(t, alice, {
      post: HOSTILE,
      attachment_count: 1,
      attachment_type_0: 'text',
      attachment_text_0: `<svg onload=alert("attachment")>`,
    });
    postId = post.id;
    const reply = await publishedPost(t, bob, { post: 'A reply', parent_id: post.id });
    await publishedPost(t, alice, { post: 'A reply to the reply', parent_id: reply.id });
    const gone = await publishedPost(t, bob, { post: 'soon deleted', parent_id: post.id });
    await publishedPost(t, alice, { post: 'under a tombstone', parent_id: gone.id });
    await call(t.app, 'DELETE', `/post/${gone.id}`, { auth: bob.auth });
    for (let i = 0; i < 25; i++) {
      await publishedPost(t, bob, `Post number ${i} with a rather long word: ${'x'.repeat(80)}`);
    }
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  /** Opens `path` at 360 × 740 and collects dialogs and errors from then on. */
  async function open(path: string, status = 200): Promise<{ page: Page; problems: string[] }> {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const problems: string[] = [];
    page.on('dialog', (dialog) => {
      problems.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') {
        problems.push(`console: ${message.text()}`);
      }
    });
    const response = await page.goto(base + path);
    expect(response?.status()).toBe(status);
    return { page, problems };
  }

  const pages = () => ['/', '/?page=2', '/alice', '/bob', `/alice/${postId}`];

  it('has no serious or critical axe-core violation on any page', async () => {
    for (const [path, status] of [
      ...pages().map((p) => [p, 200] as const),
      ['/nobody', 404] as const,
    ]) {
      const { page } = await open(path, status);
      // evaluated through the DevTools protocol: the page's CSP would refuse an injected script
      await page.evaluate(AXE);
      // a string: evaluated in the page (this project's TypeScript has no DOM types)
      const violations = await page.evaluate<AxeViolation[]>(
        'axe.run().then((result) => result.violations)',
      );
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}) at ${JSON.stringify(v.nodes.map((n) => n.target))}`);
      expect({ path, serious }).toEqual({ path, serious: [] });
      await page.close();
    }
  }, 60_000);

  it('shows hostile texts as text: no dialog, no error, no element made from them', async () => {
    for (const path of pages()) {
      const { page, problems } = await open(path);
      // give an onerror or onload the chance it must not have
      await page.waitForLoadState('load');
      await page.waitForTimeout(200);
      expect({ path, problems }).toEqual({ path, problems: [] });
      expect(await page.locator('main script, main svg, main img[src="x"]').count()).toBe(0);
      await page.close();
    }
    const { page } = await open(`/alice/${postId}`);
    await expect(page.locator('.post-text').first().innerText()).resolves.toBe(HOSTILE);
    await expect(page.locator('h1').innerText()).resolves.toBe(
      'Post by <img src=x onerror=alert("name")>',
    );
    await page.close();
  }, 60_000);

  it('applies the stylesheet under the CSP and needs no horizontal scrolling at 360 px', async () => {
    for (const path of pages()) {
      const { page, problems } = await open(path);
      const layout = await page.evaluate<{
        scrollWidth: number;
        width: number;
        skipLinkLeft: string;
      }>(`({
        scrollWidth: document.documentElement.scrollWidth,
        width: window.innerWidth,
        skipLinkLeft: getComputedStyle(document.querySelector('.skip')).left,
      })`);
      expect({ path, overflow: layout.scrollWidth > layout.width }).toEqual({
        path,
        overflow: false,
      });
      // the skip link is moved off screen by the stylesheet: it loaded
      expect(layout.skipLinkLeft).toBe('-10000px');
      expect(problems).toEqual([]);
      await page.close();
    }
  }, 60_000);

  it('starts the focus order at the skip link, then the site navigation', async () => {
    const { page } = await open('/');
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement.textContent')).toBe('Skip to content');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(`document.activeElement.getAttribute('href')`)).toBe('/');
    await page.close();
  });
});
