import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { Browser, chromium } from 'playwright-core';
import { createTestApp, TestApp } from './utils/create-test-app';

/** The Swagger UI at /docs in a real (headless) Chromium: it loads under our CSP and works. */

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const available = existsSync(CHROMIUM);
if (!available) {
  console.warn(
    `Skipping the /docs browser test: ${CHROMIUM} is not installed (apt-get install chromium).`,
  );
}

(available ? describe : describe.skip)('GET /docs in a browser', () => {
  let t: TestApp;
  let browser: Browser;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    base = `http://127.0.0.1:${port}`;
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('lists the endpoint groups and runs GET /hello with "Try it out"', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') {
        problems.push(message.text());
      }
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto(`${base}/docs`);
    const groups = page.locator('.opblock-tag-section h3');
    await groups.first().waitFor({ timeout: 20_000 });
    const names = await groups.allInnerTexts();
    expect(names).toEqual(expect.arrayContaining(['Miscellaneous', 'Metrics', 'Health']));

    const hello = page.locator('#operations-Miscellaneous-HelloController_greet');
    await hello.locator('.opblock-summary').click();
    await hello.getByRole('button', { name: 'Try it out' }).click();
    await hello.getByRole('button', { name: 'Execute' }).click();
    const body = hello.locator('.live-responses-table .response-col_description pre').first();
    await body.waitFor({ timeout: 20_000 });
    const text = await body.innerText();
    expect(text).toContain('"name": "World"');
    expect(text).toContain('"status": "success"');
    await expect(
      hello.locator('.live-responses-table .response .response-col_status').first().innerText(),
    ).resolves.toContain('200');

    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);
});
