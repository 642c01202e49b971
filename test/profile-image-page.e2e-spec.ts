import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { Db } from '../src/database/sql';
import { MediaStorage } from '../src/modules/uploads/media-storage';
import { UsersService } from '../src/users';
import { BrowserSession, signUpAndSignIn } from './utils/browser-session';
import { createTestApp, TestApp } from './utils/create-test-app';
import { fetchUrl, makeImage } from './utils/uploads';

const PASSWORD = 'correct horse battery staple';
/** Small, so that an oversized file is cheap to send. */
const MAX_BYTES = 200_000;

function signedIn(t: TestApp, username: string): Promise<BrowserSession> {
  return signUpAndSignIn(t.app, username, PASSWORD);
}

/** The current image's URL as the account page shows it. */
function shownImage(body: string): string {
  const match = /<img src="([^"]+)" alt="Your current profile image"/.exec(body);
  expect(match).not.toBeNull();
  return match![1];
}

describe('the profile image on /account (HTTP and a cookie jar, no JavaScript)', () => {
  let t: TestApp;
  let tmpDir: string;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        SIGNUP: 'open',
        SIGNUP_PLAN: 'pro',
        SIGNUP_LIMIT_PER_IP: '1000',
        LOGIN_LIMIT_PER_IP: '1000',
        UPLOAD_MAX_BYTES: String(MAX_BYTES),
      },
    });
    tmpDir = join(t.database.storageDir, 'tmp');
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const state = async (username: string) => {
    const db = t.app.get(Db);
    const user = (
      await db.all<{ id: number; media_id: number }>(
        `SELECT id, media_id FROM users WHERE username = $1`,
        [username],
      )
    )[0];
    const media = await db.all(`SELECT id FROM media WHERE user_id = $1`, [user.id]);
    const uploads = await db.all(`SELECT status FROM uploads WHERE user_id = $1`, [user.id]);
    return { media_id: Number(user.media_id), media: media.length, uploads: uploads.length };
  };
  const tempFiles = () => readdirSync(tmpDir);
  /** The uploads with chunks in the object store: a refused file leaves none. */
  const storedChunks = () => t.app.get(MediaStorage).uploadsWithChunks();

  it('shows the current image and a multipart form; an upload becomes the 400×400 profile image', async () => {
    const browser = await signedIn(t, 'pictured');
    const form = await browser.get('/account');
    expect(form.status).toBe(200);
    expect(form.body).toContain(
      '<form method="post" action="/account" enctype="multipart/form-data"',
    );
    expect(form.body).toMatch(
      /<label for="image">New image<\/label>\s*<input id="image" name="image" type="file"/,
    );
    expect(shownImage(form.body)).toMatch(/\/media\/alphabet\/p\.png$/);
    expect(await state('pictured')).toEqual({ media_id: 0, media: 0, uploads: 0 });

    const saved = await browser.postMultipart(
      '/account',
      {},
      {
        image: {
          filename: 'holiday.JPG',
          content: await makeImage('jpeg'),
          contentType: 'image/jpeg',
        },
      },
    );
    expect(saved.status).toBe(303);
    expect(saved.headers.location).toBe('/account?image=1');
    const after = await state('pictured');
    expect(after.media).toBe(1);
    expect(after.uploads).toBe(1);
    expect(after.media_id).toBeGreaterThan(0);
    expect(tempFiles()).toEqual([]);

    const page = await browser.get('/account?image=1');
    expect(page.body).toContain('Your profile image is saved.');
    const url = shownImage(page.body);
    expect(url).toMatch(new RegExp(`/media/\\d+/profile_${after.media_id}\\.jpg$`));
    const served = await fetchUrl(t.app, url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 400, 400]);
    // the profile page and the API show the same image
    expect((await browser.get('/pictured')).body).toContain(url);

    // a PNG replaces it; the name's extension does not matter, the content does
    const png = await browser.postMultipart(
      '/account',
      {},
      { image: { filename: 'not-really.jpg', content: await makeImage('png') } },
    );
    expect(png.status).toBe(303);
    const replaced = await state('pictured');
    expect(replaced.media).toBe(2);
    expect(shownImage((await browser.get('/account')).body)).toMatch(
      new RegExp(`/profile_${replaced.media_id}\\.png$`),
    );
  });

  it('refuses a non-image, a broken image, an empty file and an oversized file with a 4xx page that changes nothing', async () => {
    const browser = await signedIn(t, 'refused');
    await browser.get('/account');
    const before = await state('refused');
    const png = await makeImage('png', { width: 64, height: 64 });
    const cases = [
      {
        file: { filename: 'a.png', content: Buffer.from('just some text, not an image\n') },
        status: 400,
        message: 'The file is not a PNG or JPEG image.',
      },
      {
        // a PNG's signature, then not a PNG
        file: {
          filename: 'a.png',
          content: Buffer.concat([png.subarray(0, 16), Buffer.alloc(64)]),
        },
        status: 400,
        message: 'The uploaded file is not a valid PNG image.',
      },
      {
        file: { filename: '', content: Buffer.alloc(0) },
        status: 400,
        message: 'Choose an image file (PNG or JPEG).',
      },
      {
        file: { filename: 'big.png', content: Buffer.concat([png, Buffer.alloc(MAX_BYTES)]) },
        status: 413,
        message: `The image is larger than ${MAX_BYTES} bytes.`,
      },
    ];
    for (const { file, status, message } of cases) {
      const res = await browser.postMultipart('/account', {}, { image: file });
      expect({ status: res.status, type: res.headers['content-type'] }).toEqual({
        status,
        type: 'text/html; charset=utf-8',
      });
      expect(res.body).toContain(message);
      // the account page again, with its forms
      expect(res.body).toContain('enctype="multipart/form-data"');
      expect(await state('refused')).toEqual(before);
      expect(tempFiles()).toEqual([]);
      expect(await storedChunks()).toEqual([]);
    }
    // a text field named like the file is no file
    const text = await browser.post('/account', { image: 'x' });
    expect(text.status).toBe(400);
    expect(text.body).toContain('Choose an image file (PNG or JPEG).');
    expect(await state('refused')).toEqual(before);
  });

  it('refuses a missing or foreign CSRF token, and an anonymous post, with 403: nothing changes, no temp file stays', async () => {
    const browser = await signedIn(t, 'guarded');
    const other = await signedIn(t, 'guarded_other');
    await browser.get('/account');
    await other.get('/account');
    const before = await state('guarded');
    const image = { filename: 'a.png', content: await makeImage('png') };
    const anonymous = new BrowserSession(t.app);
    for (const [who, res] of [
      ['no token', await browser.postMultipart('/account', { _csrf: null }, { image })],
      ['foreign token', await browser.postMultipart('/account', { _csrf: other.csrf! }, { image })],
      ['anonymous', await anonymous.postMultipart('/account', { _csrf: browser.csrf! }, { image })],
    ] as const) {
      expect({ who, status: res.status }).toEqual({ who, status: 403 });
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(tempFiles()).toEqual([]);
    }
    expect(await state('guarded')).toEqual(before);
  });

  it('shows a Free account no file input and refuses its upload with 403, as the API', async () => {
    const browser = await signedIn(t, 'free_face');
    await t.app.get(UsersService).setPlan('free_face', 'free');
    const page = await browser.get('/account');
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('type="file"');
    expect(page.body).toContain('Uploading a profile image needs the Pro plan.');
    const res = await browser.postMultipart(
      '/account',
      {},
      { image: { filename: 'a.png', content: await makeImage('png') } },
    );
    expect(res.status).toBe(403);
    expect(await state('free_face')).toEqual({ media_id: 0, media: 0, uploads: 0 });
    expect(tempFiles()).toEqual([]);
  });
});
