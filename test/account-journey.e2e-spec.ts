import { existsSync, readFileSync } from 'node:fs';
import { Browser, chromium, Page } from 'playwright-core';
import { createTestApp, listen, TestApp } from './utils/create-test-app';
import { resetTokenOf, SmtpSink } from './utils/smtp-sink';
import { waitUntil } from './utils/wait';
import { CHROMIUM, CHROMIUM_ARGS } from './utils/chromium';

const available = existsSync(CHROMIUM);
if (!available) {
  console.warn(
    `Skipping the account journey: ${CHROMIUM} is not installed (apt-get install chromium).`,
  );
}

/**
 * A new user's way through the account pages in a real Chromium with JavaScript off (the pages
 * need none): register, log in, forget the password, read the mail from an in-process SMTP
 * server, reset, log in with the new password; the session of before is gone.
 */
(available ? describe : describe.skip)('account journey in Chromium', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let browser: Browser;
  let base: string;

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, SIGNUP: 'open' } });
    base = await listen(t);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await smtp?.close();
  });

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ javaScriptEnabled: false });
    return context.newPage();
  }

  async function logIn(page: Page, username: string, password: string): Promise<void> {
    await page.goto(`${base}/login`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${base}/`);
  }

  it('register → log in → forgot password → mail → reset → log in with the new password; the old session is gone', async () => {
    const first = await newPage();
    await first.goto(`${base}/register`);
    await first.getByLabel('Username').fill('journey_user');
    await first.getByLabel('Email').fill('journey@example.test');
    await first.getByLabel('Password').fill('my first long secret');
    await first.getByRole('button', { name: 'Register' }).click();
    await first.waitForURL(`${base}/login?registered=1`);
    await expect(first.getByRole('status').innerText()).resolves.toContain('Your account is ready');

    await logIn(first, 'journey_user', 'my first long secret');
    await expect(first.locator('header').innerText()).resolves.toContain('journey_user');
    const cookies = await first.context().cookies();
    const sid = cookies.find((c) => c.name === 'sid')!;
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    // another browser: forgot password
    const second = await newPage();
    await second.goto(`${base}/forgot-password`);
    await second.getByLabel('Email of your account').fill('journey@example.test');
    await second.getByRole('button', { name: 'Send me a link' }).click();
    await expect(second.getByRole('status').innerText()).resolves.toContain(
      'If an account has this email',
    );
    await waitUntil('the reset mail arrived', () =>
      Promise.resolve(smtp.to('journey@example.test').length === 1),
    );
    const token = resetTokenOf(smtp.to('journey@example.test')[0]);
    await second.goto(`${base}/reset-password?token=${token}`);
    await second.getByLabel('New password').fill('my second long secret');
    await second.getByRole('button', { name: 'Set the new password' }).click();
    await second.waitForURL(`${base}/login?reset=1`);
    await logIn(second, 'journey_user', 'my second long secret');
    await expect(second.locator('header').innerText()).resolves.toContain('journey_user');

    // the first browser's session ended with the reset
    await first.goto(`${base}/change-password`);
    expect(first.url()).toBe(`${base}/login`);
    await expect(first.locator('header').innerText()).resolves.toContain('Log in');

    // the old password no longer works
    await first.getByLabel('Username').fill('journey_user');
    await first.getByLabel('Password').fill('my first long secret');
    await first.getByRole('button', { name: 'Log in' }).click();
    await expect(first.getByRole('alert').innerText()).resolves.toContain(
      'Wrong username or password.',
    );

    // log out in the second browser
    await second.goto(`${base}/logout`);
    await second.getByRole('button', { name: 'Log out' }).click();
    await second.waitForURL(`${base}/`);
    await expect(second.locator('header').innerText()).resolves.toContain('Log in');
  });

  /** The serious and critical axe-core violations of the page as it is (axe injected into it). */
  async function axeViolations(page: Page, axe: string): Promise<string[]> {
    await page.addScriptTag({ content: axe });
    const { checked, violations } = await page.evaluate(async () => {
      const results = await (
        globalThis as unknown as {
          axe: {
            run(): Promise<{ passes: unknown[]; violations: { id: string; impact: string }[] }>;
          };
        }
      ).axe.run();
      return {
        checked: results.passes.length,
        violations: results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} (${v.impact})`),
      };
    });
    // axe did check the page (labels, contrast, landmarks …)
    expect(checked).toBeGreaterThan(5);
    return violations;
  }

  it('has no serious or critical axe-core violation on any account page, anonymous or signed in', async () => {
    const axe = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
    // axe runs as a script: this context bypasses the pages' CSP to inject it
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    const violations: string[] = [];
    const check = async (label: string) => {
      violations.push(...(await axeViolations(page, axe)).map((v) => `${label}: ${v}`));
    };
    for (const path of ['/register', '/login', '/forgot-password', '/reset-password?token=x']) {
      await page.goto(`${base}${path}`);
      await check(path);
    }
    // a form with its errors shown
    await page.goto(`${base}/register`);
    await page.getByLabel('Username').fill('admin');
    await page.getByRole('button', { name: 'Register' }).click();
    await check('/register with errors');

    await page.goto(`${base}/register`);
    await page.getByLabel('Username').fill('axe_user');
    await page.getByLabel('Email').fill('axe@example.test');
    await page.getByLabel('Password').fill('a long axe secret');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(`${base}/login?registered=1`);
    await page.getByLabel('Username').fill('axe_user');
    await page.getByLabel('Password').fill('a long axe secret');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${base}/`);
    for (const path of ['/change-password', '/logout']) {
      await page.goto(`${base}${path}`);
      await check(path);
    }
    await context.close();
    expect(violations).toEqual([]);
  });
});
