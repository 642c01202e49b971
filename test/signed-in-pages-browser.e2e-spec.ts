import { existsSync, readFileSync } from 'node:fs';
import { Browser, BrowserContext, chromium, Page } from 'playwright-core';
import { UsersService } from '../src/users';
import { basicAuth } from './utils/auth';
import { publishDue } from './utils/post-api';
import { makeImage } from './utils/uploads';
import { createTestApp, TestApp } from './utils/create-test-app';
import { AxeViolation, CHROMIUM, CHROMIUM_ARGS } from './utils/chromium';
import { freePort } from './utils/service-process';

const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const PASSWORD = 'correct horse battery staple';
const HOSTILE = `<img src=x onerror=alert("key")>`;

const available = existsSync(CHROMIUM);
if (!available) {
  console.warn(
    `Skipping the signed-in pages' browser test: ${CHROMIUM} is not installed (apt-get install chromium).`,
  );
}

/**
 * The signed-in pages in a real Chromium at 360 px: axe-core finds no serious or critical
 * violation, the copy button (an external script under the CSP) copies the new key, a key name
 * with HTML stays text, and the key made on the page works on the API.
 */
(available ? describe : describe.skip)('the signed-in pages in a browser', () => {
  let t: TestApp;
  let base: string;
  let browser: Browser;
  let context: BrowserContext;
  let problems: string[];

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await createTestApp({ env: { SIGNUP: 'open', SIGNUP_PLAN: 'pro', PUBLIC_URL: base } });
    await t.app.listen(port, '127.0.0.1');
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  async function newPage(): Promise<Page> {
    const page = await context.newPage();
    problems = [];
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
    return page;
  }

  async function seriousViolations(page: Page): Promise<string[]> {
    // evaluated through the DevTools protocol: the page's CSP would refuse an injected script
    await page.evaluate(AXE);
    const violations = await page.evaluate<AxeViolation[]>(
      'axe.run().then((result) => result.violations)',
    );
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}) at ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  }

  const noHorizontalScroll = (page: Page) =>
    page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth');

  it('register → log in → create a key → copy it → call the API with it → write a post → see it pending → see it on / and its page once published → upload a profile image → log out; every page passes axe-core', async () => {
    const page = await newPage();
    await page.goto(`${base}/register`);
    await page.getByLabel('Username').fill('browser_user');
    await page.getByLabel('Email').fill('browser@example.test');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(`${base}/login?registered=1`);
    await page.getByLabel('Username').fill('browser_user');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${base}/`);

    await page.getByRole('link', { name: 'API keys' }).click();
    await page.waitForURL(`${base}/api-keys`);
    expect({ path: '/api-keys', serious: await seriousViolations(page) }).toEqual({
      path: '/api-keys',
      serious: [],
    });

    await page.getByLabel('Name').fill(HOSTILE);
    await page.getByRole('button', { name: 'Create key' }).click();
    const keyField = page.getByLabel('API key');
    const key = await keyField.inputValue();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    // the copy button: shown by the external script, which copies the key
    const copy = page.getByRole('button', { name: 'Copy' });
    await copy.click();
    await page.locator('[data-copied-for="new-key"]', { hasText: 'Copied.' }).waitFor();
    await expect(page.evaluate<string>('navigator.clipboard.readText()')).resolves.toBe(key);
    await expect(page.locator('table.keys').innerText()).resolves.toContain(HOSTILE);
    expect({ path: 'new key', serious: await seriousViolations(page) }).toEqual({
      path: 'new key',
      serious: [],
    });
    await expect(noHorizontalScroll(page)).resolves.toBe(true);

    const account = await fetch(`${base}/api/v0/account`, {
      headers: { authorization: basicAuth('browser_user', key) },
    });
    expect(account.status).toBe(200);
    expect(((await account.json()) as { data: { username: string } }).data.username).toBe(
      'browser_user',
    );

    // write a post on the web, then see it on /pending
    await page.getByRole('link', { name: 'Write' }).click();
    await page.waitForURL(`${base}/write`);
    expect({ path: '/write', serious: await seriousViolations(page) }).toEqual({
      path: '/write',
      serious: [],
    });
    await page.getByLabel('Text', { exact: true }).fill(`Hello from the web ${HOSTILE}`);
    await page.getByLabel('Attachment 1', { exact: true }).fill(`<svg onload=alert("attachment")>`);
    await page.getByRole('button', { name: 'Write post' }).click();
    await page.waitForURL(`${base}/pending?written=1`);
    await expect(page.locator('main .post-text').innerText()).resolves.toBe(
      `Hello from the web ${HOSTILE}`,
    );
    await expect(page.locator('main .attachments').innerText()).resolves.toBe(
      `<svg onload=alert("attachment")>`,
    );
    expect({ path: '/pending', serious: await seriousViolations(page) }).toEqual({
      path: '/pending',
      serious: [],
    });
    await expect(noHorizontalScroll(page)).resolves.toBe(true);

    // once its delay (SIGNUP_POST_DELAY) is over, the publisher publishes it: on / and its page
    await expect(fetch(`${base}/`).then((res) => res.text())).resolves.not.toContain(
      'Hello from the web',
    );
    t.clock.advanceMinutes(2);
    expect(await publishDue(t.app, t.clock)).toBe(1);
    await page.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(`${base}/`);
    const published = page.locator('main article.post', { hasText: 'Hello from the web' });
    await expect(published.locator('.post-text').innerText()).resolves.toBe(
      `Hello from the web ${HOSTILE}`,
    );
    expect({ path: '/', serious: await seriousViolations(page) }).toEqual({
      path: '/',
      serious: [],
    });
    await published.locator('.meta a').first().click();
    await page.waitForURL(new RegExp(`^${base}/browser_user/\\d+$`));
    await expect(page.locator('main .post-text').first().innerText()).resolves.toBe(
      `Hello from the web ${HOSTILE}`,
    );
    await expect(page.locator('main .attachments').first().innerText()).resolves.toBe(
      `<svg onload=alert("attachment")>`,
    );
    expect({ path: 'the post page', serious: await seriousViolations(page) }).toEqual({
      path: 'the post page',
      serious: [],
    });

    // the account and settings pages
    await page.getByRole('link', { name: 'Account' }).click();
    await page.waitForURL(`${base}/account`);
    // the profile image: a file chosen in the form, then shown as the current image
    const current = page.getByRole('img', { name: 'Your current profile image' });
    const defaultImage = await current.getAttribute('src');
    expect(defaultImage).toMatch(/\/media\/alphabet\/b\.png$/);
    await page.getByLabel('New image').setInputFiles({
      name: 'portrait.png',
      mimeType: 'image/png',
      buffer: await makeImage('png'),
    });
    await page.getByRole('button', { name: 'Upload image' }).click();
    await page.waitForURL(`${base}/account?image=1`);
    await expect(page.getByRole('status').innerText()).resolves.toContain(
      'Your profile image is saved.',
    );
    const uploaded = await current.getAttribute('src');
    expect(uploaded).toMatch(/\/media\/\d+\/profile_\d+\.png$/);
    // loaded by the browser under the page's CSP: a real 400×400 image
    await expect(
      page.evaluate<number[]>(
        `(async () => {
          const img = document.querySelector('img[alt="Your current profile image"]');
          await img.decode();
          return [img.naturalWidth, img.naturalHeight];
        })()`,
      ),
    ).resolves.toEqual([400, 400]);
    expect({ path: '/account (image)', serious: await seriousViolations(page) }).toEqual({
      path: '/account (image)',
      serious: [],
    });
    await page.getByLabel('Display name').fill(`<img src=x onerror=alert("name")>`);
    await page.getByLabel('Bio').fill(`<script>alert("bio")</script>`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${base}/account?saved=1`);
    await expect(page.getByLabel('Bio').inputValue()).resolves.toBe(
      `<script>alert("bio")</script>`,
    );
    expect({ path: '/account', serious: await seriousViolations(page) }).toEqual({
      path: '/account',
      serious: [],
    });
    await page.getByRole('link', { name: 'Settings' }).first().click();
    await page.waitForURL(`${base}/settings`);
    await page.getByLabel('Time zone').selectOption('Asia/Tokyo');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${base}/settings?saved=1`);
    await expect(page.getByLabel('Time zone').inputValue()).resolves.toBe('Asia/Tokyo');
    expect({ path: '/settings', serious: await seriousViolations(page) }).toEqual({
      path: '/settings',
      serious: [],
    });
    await expect(noHorizontalScroll(page)).resolves.toBe(true);
    await page.getByRole('link', { name: 'Delete my account' }).click();
    await page.waitForURL(`${base}/settings/delete-account`);
    expect({ path: '/settings/delete-account', serious: await seriousViolations(page) }).toEqual({
      path: '/settings/delete-account',
      serious: [],
    });

    await t.app.get(UsersService).setPlan('browser_user', 'free');
    await page.getByRole('link', { name: 'Services' }).click();
    await page.waitForURL(`${base}/services`);
    expect({ path: '/services', serious: await seriousViolations(page) }).toEqual({
      path: '/services',
      serious: [],
    });
    await page.getByRole('button', { name: 'Ask for Pro' }).click();
    await page.waitForURL(`${base}/services`);
    await expect(page.getByRole('status').innerText()).resolves.toContain('You asked for Pro');
    expect({ path: '/services (asked)', serious: await seriousViolations(page) }).toEqual({
      path: '/services (asked)',
      serious: [],
    });

    await page.getByRole('link', { name: 'API keys' }).click();
    await page.waitForURL(`${base}/api-keys`);
    await page.getByRole('button', { name: /^Revoke/ }).click();
    await page.waitForURL(`${base}/api-keys?revoked=1`);
    await expect(page.locator('main').innerText()).resolves.toContain('You have no API keys yet.');

    // log out: the session ends, the signed-in pages send to /login
    await page.getByRole('link', { name: 'Log out' }).click();
    await page.waitForURL(`${base}/logout`);
    expect({ path: '/logout', serious: await seriousViolations(page) }).toEqual({
      path: '/logout',
      serious: [],
    });
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${base}/`);
    await expect(page.getByRole('link', { name: 'Log in' }).isVisible()).resolves.toBe(true);
    await page.goto(`${base}/account`);
    await page.waitForURL(`${base}/login`);
    expect(problems).toEqual([]);
  }, 60_000);
});
