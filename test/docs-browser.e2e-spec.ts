import { existsSync } from 'node:fs';
import type { OpenAPIObject } from '@nestjs/swagger';
import { Browser, chromium, Locator, Page, Request } from 'playwright-core';
import { createUser, TestUser } from './utils/auth';
import { signUpAndSignIn } from './utils/browser-session';
import { createTestApp, TestApp } from './utils/create-test-app';
import { call } from './utils/http';
import { publishedPost } from './utils/post-api';
import { makeImage, uploadImage } from './utils/uploads';
import { CHROMIUM, CHROMIUM_ARGS } from './utils/chromium';
import { freePort } from './utils/service-process';

/** The Swagger UI at /docs in a real (headless) Chromium: it loads under our CSP and works. */

const available = existsSync(CHROMIUM);
if (!available) {
  console.warn(
    `Skipping the /docs browser test: ${CHROMIUM} is not installed (apt-get install chromium).`,
  );
}

/** Opens an operation of the page, presses "Try it out". */
async function tryOut(page: Page, tag: string, operationId: string): Promise<Locator> {
  const operation = page.locator(`#operations-${tag}-${operationId}`);
  await operation.locator('.opblock-summary').click();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  return operation;
}

/** Presses "Execute" and waits for the answer the page shows: its status and body. */
async function execute(operation: Locator): Promise<{ status: string; body: string }> {
  await operation.getByRole('button', { name: 'Execute' }).click();
  const live = operation.locator('.live-responses-table .response').first();
  const status = live.locator('.response-col_status');
  // A request the browser holds (its login dialog, or a spinner) never gets here.
  await status.waitFor({ timeout: 20_000 });
  const body = live.locator('.response-col_description pre').first();
  return { status: await status.innerText(), body: await body.innerText() };
}

/** Signs the page in with "Authorize". */
async function authorize(page: Page, user: TestUser): Promise<void> {
  await page.locator('.auth-wrapper .authorize').click();
  // the Basic scheme's part of the dialog, the first (the oauth2 scheme has its own); found by
  // position, as its inputs are gone once it is authorized
  const dialog = page.locator('.modal-ux .auth-container').first();
  await dialog.locator('#auth-basic-username').fill(user.username);
  await dialog.locator('input[type=password]').fill(user.apiKey);
  await dialog.locator('button.modal-btn.authorize').click();
  await dialog.locator('button.btn-done').click();
}

/** The request body form's fields (name → what its input or select holds). */
function formValues(operation: Locator): Promise<Record<string, string>> {
  return operation.locator('.opblock-section-request-body').evaluate((section) => {
    const values: Record<string, string> = {};
    for (const row of section.querySelectorAll('tr[data-property-name]')) {
      const input = row.querySelector('input[type=text], select') as { value: string } | null;
      if (input) {
        values[row.getAttribute('data-property-name')!] = input.value;
      }
    }
    return values;
  });
}

/** Chooses the request body's media type. */
async function chooseBodyType(operation: Locator, type: string): Promise<void> {
  await operation.locator('.body-param-content-type select').selectOption(type);
}

/** Presses "Execute" and also returns the request the page sent. */
async function executeAndCapture(
  page: Page,
  operation: Locator,
  path: string,
): Promise<{ status: string; body: string; request: Request }> {
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === path);
  const answer = await execute(operation);
  return { ...answer, request: await sent };
}

/** A page of /docs, its console errors collected in `problems`. */
async function openDocs(browser: Browser, base: string, problems: string[]): Promise<Page> {
  const page = await browser.newPage();
  page.on('console', (message) => {
    // The browser logs every 4xx answer the page was meant to show.
    if (message.type() === 'error' && !/status of 40[01]/.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${base}/docs`);
  await page.locator('.opblock-tag-section h3').first().waitFor({ timeout: 20_000 });
  return page;
}

(available ? describe : describe.skip)('GET /docs in a browser', () => {
  let t: TestApp;
  let browser: Browser;
  let base: string;
  let alice: TestUser;

  beforeAll(async () => {
    // the docs client's redirect URI is under PUBLIC_URL: the address the browser opens
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await createTestApp({
      env: { PUBLIC_URL: base, SIGNUP: 'open', SIGNUP_LIMIT_PER_IP: '1000' },
    });
    await t.app.listen(port, '127.0.0.1');
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    alice = await createUser(t.app, 'alice');
    await publishedPost(t, alice, 'Already public');
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
    const names = await groups.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-tag')));
    expect(names).toEqual(expect.arrayContaining(['Miscellaneous', 'Metrics', 'Health']));

    const hello = page.locator('#operations-Miscellaneous-getHello');
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

  it('authorizes, reads /latest and posts a text with only the text typed', async () => {
    const problems: string[] = [];
    const page = await openDocs(browser, base, problems);

    await authorize(page, alice);

    const latest = await execute(await tryOut(page, 'Posts', 'getLatest'));
    expect(latest.status).toContain('200');
    expect(latest.body).toContain('Already public');

    const create = await tryOut(page, 'Posts', 'createPost');
    // The form starts with no attachment (attachment_count 0), the attachment fields listed.
    const field = (name: string) =>
      create.locator(`[data-property-name="${name}"] input[type=text]`).first();
    await expect(field('attachment_count').inputValue()).resolves.toBe('0');
    await expect(field('attachment_text_9').count()).resolves.toBe(1);
    await field('post').fill('Typed in the docs page');
    const created = await execute(create);
    expect({ status: created.status, body: created.body }).toEqual({
      status: expect.stringContaining('200'),
      body: expect.stringContaining('"post": "Typed in the docs page"'),
    });

    expect(problems).toEqual([]);
    await page.close();
  }, 90_000);

  it('lets a new user send two POSTs in a row (no Idempotency-Key is prefilled)', async () => {
    const bob = await createUser(t.app, 'bob');
    const problems: string[] = [];
    const page = await openDocs(browser, base, problems);
    await authorize(page, bob);

    const create = await tryOut(page, 'Posts', 'createPost');
    const key = create.locator('tr[data-param-name="Idempotency-Key"] input').first();
    await expect(key.inputValue()).resolves.toBe('');
    const text = create.locator('[data-property-name="post"] input[type=text]').first();
    for (const post of ['First from the docs page', 'Second from the docs page']) {
      await text.fill(post);
      const answer = await execute(create);
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: expect.stringContaining('200'),
        body: expect.stringContaining(`"post": "${post}"`),
      });
    }
    expect(problems).toEqual([]);
    await page.close();
  }, 90_000);

  it('starts every request body form from its example, never a made-up "string"', async () => {
    const document = (await (await fetch(`${base}/docs/openapi.json`)).json()) as OpenAPIObject;
    const page = await openDocs(browser, base, []);
    const text = (value: unknown) =>
      value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
    let forms = 0;
    for (const item of Object.values(document.paths)) {
      for (const operation of [item.get, item.post, item.delete]) {
        const content = (
          operation?.requestBody as
            { content: Record<string, { example?: object; examples?: object }> } | undefined
        )?.content;
        if (!operation || !content) {
          continue;
        }
        const type = Object.keys(content)[0];
        const media = content[type];
        const example = (media.example ??
          (Object.values(media.examples ?? {})[0] as { value: object }).value) as Record<
          string,
          unknown
        >;
        const form = await tryOut(page, operation.tags![0], operation.operationId!);
        const values = await formValues(form);
        const expected = Object.fromEntries(
          Object.keys(values).map((name) => [name, text(example[name])]),
        );
        expect({ operation: operation.operationId, values }).toEqual({
          operation: operation.operationId,
          values: expected,
        });
        forms += 1;
        await form.locator('.opblock-summary').click();
      }
    }
    expect(forms).toBeGreaterThan(10);
    await page.close();
  }, 120_000);

  it('sends only the fields set on POST /account (a cleared one is not sent); JSON starts from {}', async () => {
    const carol = await createUser(t.app, 'carol');
    const image = await uploadImage(t.app, carol.auth, await makeImage('png'), '.png');
    const mediaId = image.body.data.media[0].id;
    const account = async () =>
      (await call<Record<string, unknown>>(t.app, 'GET', '/account', { auth: carol.auth })).body
        .data;
    const before = await account();
    const problems: string[] = [];
    const page = await openDocs(browser, base, problems);
    await authorize(page, carol);
    const update = await tryOut(page, 'Account', 'updateAccount');
    await expect(formValues(update)).resolves.toEqual({ display_name: '', bio: '', media_id: '' });
    const field = (name: string) =>
      update.locator(`[data-property-name="${name}"] input[type=text]`).first();

    // Nothing set: nothing changes.
    const nothing = await executeAndCapture(page, update, '/api/v0/account');
    expect(nothing.status).toContain('200');
    expect(nothing.request.postData() ?? '').toBe('');

    // Only the bio, as a form; a display name typed and cleared again is not sent.
    await field('display_name').fill('Not for long');
    await field('display_name').fill('');
    await field('bio').fill('Set from the docs page');
    const bio = await executeAndCapture(page, update, '/api/v0/account');
    expect({ status: bio.status, sent: bio.request.postData() }).toEqual({
      status: expect.stringContaining('200'),
      sent: 'bio=Set%20from%20the%20docs%20page',
    });
    expect(await account()).toEqual({ ...before, bio: 'Set from the docs page' });

    // Only the image, as multipart.
    await chooseBodyType(update, 'multipart/form-data');
    await field('bio').fill('');
    await field('media_id').fill(String(mediaId));
    const media = await executeAndCapture(page, update, '/api/v0/account');
    expect(media.status).toContain('200');
    const parts = [...(media.request.postData() ?? '').matchAll(/name="(\w+)"/g)].map((m) => m[1]);
    expect(parts).toEqual(['media_id']);
    const after = await account();
    expect(after).toEqual({
      ...before,
      bio: 'Set from the docs page',
      media_id: mediaId,
      profile_image_url: expect.stringContaining(`profile_${mediaId}.png`),
    });

    // JSON after the form starts from the example (`{}`), not from the form's values.
    await chooseBodyType(update, 'application/json');
    const json = await update.locator('textarea.body-param__text').inputValue();
    expect(JSON.parse(json)).toEqual({});
    expect(problems).toEqual([]);
    await page.close();
  }, 90_000);

  it('shows the 401 of an anonymous call to a Pro operation', async () => {
    const problems: string[] = [];
    const page = await openDocs(browser, base, problems);
    const pending = await execute(await tryOut(page, 'Posts', 'getPending'));
    expect(pending.status).toContain('401');
    expect(pending.body).toContain('"status": "error"');
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('signs in with "Authorize" through OAuth (PKCE, the docs client) and calls GET /account with the token', async () => {
    const password = 'correct horse battery staple';
    // the token library checks a code's expiry on the wall clock: the test clock, still at the
    // app's start, would make the 60 s code look expired after the earlier tests
    t.clock.set(Date.now());
    await signUpAndSignIn(t.app, 'docs_oauth', password);
    const problems: string[] = [];
    const page = await openDocs(browser, base, problems);
    await page.locator('.auth-wrapper .authorize').click();
    // the oauth2 scheme's part of the dialog: the docs client and every scope preset
    const dialog = page.locator('.modal-ux .auth-container').filter({ hasText: 'oauth2' });
    await expect(dialog.locator('input[id^=client_id_]').inputValue()).resolves.toBe('api-docs');
    await expect(dialog.locator('input[id^=client_secret_]').inputValue()).resolves.toBe('');
    const scopes = dialog.locator('input[type=checkbox]');
    await expect(scopes.count()).resolves.toBe(3);
    for (const scope of await scopes.all()) {
      await expect(scope.isChecked()).resolves.toBe(true);
    }

    // the sign-in and consent happen in the window Swagger UI opens
    const opened = page.waitForEvent('popup');
    await dialog.locator('button.modal-btn.authorize').click();
    const popup = await opened;
    await popup.waitForURL(/\/login\?/);
    const authorizeUrl = new URL(new URL(popup.url()).searchParams.get('next')!, base);
    expect(Object.fromEntries(authorizeUrl.searchParams)).toMatchObject({
      client_id: 'api-docs',
      redirect_uri: `${base}/docs/oauth2-redirect.html`,
      code_challenge_method: 'S256',
      scope: 'read write notifications',
    });
    await popup.fill('#username', 'docs_oauth');
    await popup.fill('#password', password);
    await Promise.all([
      popup.waitForURL(/\/oauth\/authorize\?/),
      popup.click('button[type=submit]'),
    ]);
    const exchange = page.waitForRequest((r) => new URL(r.url()).pathname === '/oauth/token');
    // the redirect page hands the code to the docs page and closes itself
    await Promise.all([popup.waitForEvent('close'), popup.click('button[value=approve]')]);
    const sent = new URLSearchParams((await exchange).postData() ?? '');
    expect(sent.get('grant_type')).toBe('authorization_code');
    expect(sent.get('client_id')).toBe('api-docs');
    expect(sent.get('code_verifier')).toMatch(/^[A-Za-z0-9._~-]{43,128}$/);
    // a public client: nothing secret in the page or the request
    expect(sent.has('client_secret')).toBe(false);
    expect((await (await exchange).response())?.status()).toBe(200);
    await dialog.getByText('Authorized', { exact: true }).waitFor({ timeout: 20_000 });
    await page.locator('.modal-ux button.close-modal').click();

    const account = await tryOut(page, 'Account', 'getAccount');
    const answer = await executeAndCapture(page, account, '/api/v0/account');
    expect(answer.status).toContain('200');
    expect(answer.body).toContain('"username": "docs_oauth"');
    expect(await answer.request.headerValue('authorization')).toMatch(/^Bearer /);
    expect(problems).toEqual([]);
    await page.close();
  }, 90_000);

  it('describes the notification stream', async () => {
    const page = await openDocs(browser, base, []);
    await expect(page.locator('.information-container').innerText()).resolves.toContain(
      '/api/v0/notifications/stream',
    );
    await expect(
      page.locator('#operations-Notifications-streamNotifications').count(),
    ).resolves.toBe(1);
    await page.close();
  }, 60_000);
});
