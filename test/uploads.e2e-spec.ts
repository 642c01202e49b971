import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { INVALID_CREDENTIALS, MISSING_CREDENTIALS, PRO_REQUIRED } from '../src/auth/auth.errors';
import { Db } from '../src/database/sql';
import { ObjectStore } from '../src/modules/uploads/storage/object-store';
import { UploadsJobs } from '../src/modules/uploads/uploads.jobs';
import { UploadsService } from '../src/modules/uploads/uploads.service';
import { basicAuth, TestUser } from './utils/auth';
import { createWorld } from './utils/world';
import { createTestApp, TestApp } from './utils/create-test-app';
import { call, expectError } from './utils/http';
import { resetDatabase } from './utils/reset-database';
import {
  completeUpload,
  createUpload,
  fetchUrl,
  makeImage,
  multipart,
  sendChunk,
  STORAGE_DRIVERS,
  StorageUnderTest,
  StoreProbe,
  uploadImage,
} from './utils/uploads';

const DAY = 24 * 60 * 60 * 1000;
const MAX = 5 * 1024 * 1024;

describe.each(STORAGE_DRIVERS)('Uploads and media on $name storage', (driver) => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser; // free
  let carol: TestUser;
  let storage: string; // STORAGE_DIR: multipart temp files (and the file store)
  let stored: StorageUnderTest;
  let store: StoreProbe;

  const wrongKey = () => basicAuth('alice', 'not-the-key');
  const tmpFiles = () => readdirSync(join(storage, 'tmp'));
  const mediaRows = () => t.app.get(Db).all<{ id: number }>('SELECT id FROM media');
  const uploadRow = (id: number) =>
    t.app.get(Db).get<{
      status: string;
      received_chunks: number;
      received_bytes: number;
      media_id: number | null;
      ext: string;
    }>('SELECT status, received_chunks, received_bytes, media_id, ext FROM uploads WHERE id = $1', [id]);
  const mediaFiles = async () =>
    (await store.keys('media/')).filter((key) => !key.startsWith('media/alphabet/'));
  const chunks = (id: number) => store.keys(`uploads/${id}/`);
  const newUpload = async (user: TestUser, fields: Record<string, string | number> = {}) => {
    const res = await createUpload(t.app, user.auth, fields);
    expect(res.status).toBe(200);
    return res.body.data.id;
  };

  beforeAll(async () => {
    stored = await driver.start();
    t = await createTestApp({ env: stored.env });
    storage = t.database.storageDir;
    store = stored.probe(storage);
  });
  afterAll(async () => {
    await t?.close();
    await stored?.stop();
  });
  beforeEach(async () => {
    await resetDatabase(t.app);
    await store.clear();
    ({ alice, bob, carol } = await createWorld(t.app, ['alice', 'bob', 'carol'], {
      accounts: { bob: { plan: 'free' } },
    }));
  });

  describe('POST /upload', () => {
    it('asks anonymous callers for credentials (401)', async () => {
      const res = await createUpload(t.app, '');
      expect(expectError(res, 401)).toEqual([MISSING_CREDENTIALS]);
    });

    it('refuses a wrong key (401)', async () => {
      const res = await createUpload(t.app, wrongKey());
      expect(expectError(res, 401)).toEqual([INVALID_CREDENTIALS]);
    });

    it('refuses a free account (403)', async () => {
      const res = await createUpload(t.app, bob.auth);
      expect(expectError(res, 403)).toEqual([PRO_REQUIRED]);
    });

    it('creates an upload that expires in 24 hours', async () => {
      const res = await createUpload(t.app, alice.auth, { total_bytes: 1234 });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: 'success',
        messages: [],
        meta: {},
        data: {
          id: 1,
          user_id: alice.id,
          status: 'created',
          expired_at: new Date(t.clock.now() + DAY).toISOString().slice(0, 19) + '+00:00',
          media: [],
        },
      });
      expect(Object.keys(res.body.data)).toEqual([
        'id',
        'user_id',
        'status',
        'expired_at',
        'media',
      ]);
      expect(await uploadRow(1)).toMatchObject({
        status: 'created',
        received_chunks: 0,
        received_bytes: 0,
        media_id: null,
        ext: '.png',
      });
    });

    it.each([
      ['.jpeg', '.jpg'],
      ['.JPG', '.jpg'],
      ['.Png', '.png'],
    ])('accepts the extension %s as %s', async (extension, stored) => {
      const id = await newUpload(alice, { original_extension: extension });
      expect((await uploadRow(id))!.ext).toBe(stored);
    });

    it('accepts JSON and multipart bodies', async () => {
      const fields = {
        file_type: 'image',
        original_name: 'a.jpg',
        original_extension: '.jpg',
        upload_type: 'profile',
        total_bytes: 10,
      };
      const json = await call(t.app, 'POST', '/upload', { auth: alice.auth, json: fields });
      expect(json.status).toBe(200);
      const form = await call(t.app, 'POST', '/upload', { auth: alice.auth, ...multipart(fields) });
      expect(form.status).toBe(200);
    });

    it('names every missing field', async () => {
      const res = await call(t.app, 'POST', '/upload', { auth: alice.auth, form: {} });
      expectError(res, 400);
      expect(res.body.meta).toEqual({
        errors: {
          file_type: ['The File Type field is required.'],
          original_name: ['The Original Name field is required.'],
          original_extension: ['The Original Extension field is required.'],
          upload_type: ['The Upload Type field is required.'],
          total_bytes: ['The Total Bytes field is required.'],
        },
      });
    });

    it.each([
      ['file_type', 'video', 'The File Type field must be a valid value.'],
      ['upload_type', 'cover', 'The Upload Type field must be a valid value.'],
      ['original_extension', '.gif', 'The Original Extension field must be a valid value.'],
      ['original_extension', 'png', 'The Original Extension field must be a valid value.'],
      [
        'original_name',
        'x'.repeat(256),
        'The Original Name field cannot be longer than 255 characters.',
      ],
      ['original_name', '   ', 'The Original Name field is required.'],
      ['total_bytes', 0, 'The Total Bytes field must be at least 1.'],
      ['total_bytes', -5, 'The Total Bytes field must be a whole number.'],
      ['total_bytes', '12.5', 'The Total Bytes field must be a whole number.'],
      ['total_bytes', MAX + 1, `The Total Bytes field cannot be greater than ${MAX}.`],
    ])('rejects %s = %j', async (field, value, message) => {
      const res = await createUpload(t.app, alice.auth, { [field]: value });
      expect(expectError(res, 400)).toEqual([message]);
      expect(res.body.meta).toEqual({ errors: { [field]: [message] } });
      expect(await uploadRow(1)).toBeUndefined();
    });

    it('accepts exactly UPLOAD_MAX_BYTES', async () => {
      const res = await createUpload(t.app, alice.auth, { total_bytes: MAX });
      expect(res.status).toBe(200);
    });
  });

  describe('POST /upload/:upload_id/chunked', () => {
    const bytes = Buffer.alloc(100, 7);

    it('asks anonymous callers for credentials (401) and keeps no temp file', async () => {
      const id = await newUpload(alice);
      const res = await sendChunk(t.app, undefined, id, 0, bytes);
      expect(expectError(res, 401)).toEqual([MISSING_CREDENTIALS]);
      expect(tmpFiles()).toEqual([]);
    });

    it('refuses a wrong key (401)', async () => {
      const id = await newUpload(alice);
      const res = await sendChunk(t.app, wrongKey(), id, 0, bytes);
      expect(expectError(res, 401)).toEqual([INVALID_CREDENTIALS]);
    });

    it('refuses a free account (403)', async () => {
      const id = await newUpload(alice);
      const res = await sendChunk(t.app, bob.auth, id, 0, bytes);
      expect(expectError(res, 403)).toEqual([PRO_REQUIRED]);
      expect(tmpFiles()).toEqual([]);
    });

    it('stores a chunk and counts it', async () => {
      const id = await newUpload(alice);
      const res = await sendChunk(t.app, alice.auth, id, 0, bytes.subarray(0, 60));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'success', messages: [], meta: {}, data: {} });
      expect(await store.read(`uploads/${id}/0`)).toEqual(bytes.subarray(0, 60));
      expect(await uploadRow(id)).toMatchObject({ received_chunks: 1, received_bytes: 60 });
      expect(tmpFiles()).toEqual([]);

      const next = await sendChunk(t.app, alice.auth, id, '1', bytes.subarray(60));
      expect(next.status).toBe(200);
      expect(await uploadRow(id)).toMatchObject({ received_chunks: 2, received_bytes: 100 });
    });

    it('is a 404 for another user’s upload and for an unknown one', async () => {
      const id = await newUpload(alice);
      for (const [user, target] of [
        [carol, id],
        [alice, 999],
      ] as const) {
        const res = await sendChunk(t.app, user.auth, target, 0, bytes);
        expect(expectError(res, 404)).toEqual(['The upload does not exist.']);
      }
      expect(await uploadRow(id)).toMatchObject({ received_chunks: 0 });
      expect(await chunks(id)).toEqual([]);
      expect(tmpFiles()).toEqual([]);
    });

    it('rejects an upload id that is not a positive integer', async () => {
      for (const bad of ['abc', '0', '1.5', '-1']) {
        const res = await sendChunk(t.app, alice.auth, bad, 0, bytes);
        expect(expectError(res, 400)).toEqual(['The Upload ID field must be a whole number.']);
      }
    });

    it('is a 409 for a chunk out of order, and for a repeated index', async () => {
      const id = await newUpload(alice);
      const early = await sendChunk(t.app, alice.auth, id, 1, bytes.subarray(0, 10));
      expect(expectError(early, 409)).toEqual([
        'Chunk 1 is out of order: the next chunk index is 0.',
      ]);
      expect((await sendChunk(t.app, alice.auth, id, 0, bytes.subarray(0, 10))).status).toBe(200);
      const again = await sendChunk(t.app, alice.auth, id, 0, bytes.subarray(0, 10));
      expect(expectError(again, 409)).toEqual([
        'Chunk 0 is out of order: the next chunk index is 1.',
      ]);
      expect(await uploadRow(id)).toMatchObject({ received_chunks: 1, received_bytes: 10 });
      expect(await chunks(id)).toEqual([`uploads/${id}/0`]);
    });

    it('lets exactly one of two concurrent calls with the same index win', async () => {
      const id = await newUpload(alice);
      const results = await Promise.all([
        sendChunk(t.app, alice.auth, id, 0, bytes.subarray(0, 30)),
        sendChunk(t.app, alice.auth, id, 0, bytes.subarray(0, 40)),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const row = (await uploadRow(id))!;
      expect(row.received_chunks).toBe(1);
      const chunk = await store.read(`uploads/${id}/0`);
      expect(chunk!.length).toBe(row.received_bytes);
      expect(tmpFiles()).toEqual([]);
    });

    it('is a 400 for a chunk larger than what is left, and stores nothing', async () => {
      const id = await newUpload(alice);
      expect((await sendChunk(t.app, alice.auth, id, 0, bytes.subarray(0, 70))).status).toBe(200);
      const res = await sendChunk(t.app, alice.auth, id, 1, bytes.subarray(0, 31));
      const message = 'The chunk is larger than the 30 bytes left of Total Bytes (100).';
      expect(expectError(res, 400)).toEqual([message]);
      expect(res.body.meta).toEqual({ errors: { chunk: [message] } });
      expect(await uploadRow(id)).toMatchObject({ received_chunks: 1, received_bytes: 70 });
      expect(await chunks(id)).toEqual([`uploads/${id}/0`]);
      expect(tmpFiles()).toEqual([]);
      // the upload goes on with a chunk that fits
      expect((await sendChunk(t.app, alice.auth, id, 1, bytes.subarray(0, 30))).status).toBe(200);
    });

    it('is a 400 for a chunk longer than UPLOAD_MAX_BYTES (cut while streaming)', async () => {
      const id = await newUpload(alice, { total_bytes: MAX });
      const res = await sendChunk(t.app, alice.auth, id, 0, Buffer.alloc(MAX + 10, 1));
      expect(expectError(res, 400)).toEqual([
        `The chunk is larger than the ${MAX} bytes left of Total Bytes (${MAX}).`,
      ]);
      expect(await uploadRow(id)).toMatchObject({ received_chunks: 0, received_bytes: 0 });
      expect(await chunks(id)).toEqual([]);
      expect(tmpFiles()).toEqual([]);
    });

    it('is a 410 after expired_at', async () => {
      const id = await newUpload(alice);
      t.clock.advance(DAY + 1);
      const res = await sendChunk(t.app, alice.auth, id, 0, bytes);
      expect(expectError(res, 410)).toEqual(['The upload has expired.']);
      expect(tmpFiles()).toEqual([]);
    });

    it('is a 409 once the upload is completed', async () => {
      const png = await makeImage('png');
      const done = await uploadImage(t.app, alice.auth, png, '.png');
      expect(done.status).toBe(200);
      const res = await sendChunk(t.app, alice.auth, done.body.data.id, 1, Buffer.alloc(1));
      expect(expectError(res, 409)).toEqual(['The upload is already completed.']);
    });

    it.each([
      ['no index', {}, { chunk: true }, 'index', 'The Index field is required.'],
      [
        'a negative index',
        { index: -1 },
        { chunk: true },
        'index',
        'The Index field must be a whole number.',
      ],
      [
        'a text index',
        { index: 'one' },
        { chunk: true },
        'index',
        'The Index field must be a whole number.',
      ],
      ['no chunk', { index: 0 }, {}, 'chunk', 'The Chunk field is required.'],
      [
        'a chunk sent as a text field',
        { index: 0, chunk: 'abc' },
        {},
        'chunk',
        'The Chunk field must be a valid value.',
      ],
    ])('rejects %s', async (_name, fields, files, field, message) => {
      const id = await newUpload(alice);
      const body = multipart(
        fields,
        'chunk' in files ? { chunk: { filename: 'b', content: bytes.subarray(0, 5) } } : {},
      );
      const res = await call(t.app, 'POST', `/upload/${id}/chunked`, { auth: alice.auth, ...body });
      expect(expectError(res, 400)).toEqual([message]);
      expect(res.body.meta).toEqual({ errors: { [field]: [message] } });
      expect(await uploadRow(id)).toMatchObject({ received_chunks: 0 });
      expect(tmpFiles()).toEqual([]);
    });

    it('rejects an empty chunk', async () => {
      const id = await newUpload(alice);
      const res = await sendChunk(t.app, alice.auth, id, 0, Buffer.alloc(0));
      expect(expectError(res, 400)).toEqual(['The Chunk field is required.']);
    });

    it('does not take a file path from a JSON body', async () => {
      const id = await newUpload(alice);
      const secret = join(storage, 'secret.txt');
      writeFileSync(secret, 'keep me');
      const res = await call(t.app, 'POST', `/upload/${id}/chunked`, {
        auth: alice.auth,
        json: { index: 0, chunk: { path: secret, filename: 'x', mimetype: 'x', truncated: false } },
      });
      expect(expectError(res, 400)).toEqual(['The Chunk field must be a valid value.']);
      expect(readFileSync(secret, 'utf8')).toBe('keep me');
      const missing = await call(t.app, 'POST', `/upload/${id}/chunked`, {
        auth: alice.auth,
        json: {
          index: 0,
          chunk: {
            path: join(storage, 'tmp', '00000000-0000-4000-8000-000000000000'),
            filename: 'x',
            mimetype: 'x',
            truncated: false,
          },
        },
      });
      expect(expectError(missing, 400)).toEqual(['The Chunk field must be a valid value.']);
      expect(await uploadRow(id)).toMatchObject({ received_chunks: 0 });
    });
  });

  describe('POST /upload/:upload_id/completed', () => {
    it('asks anonymous callers for credentials (401)', async () => {
      const res = await completeUpload(t.app, undefined, 1, 1);
      expect(expectError(res, 401)).toEqual([MISSING_CREDENTIALS]);
    });

    it('refuses a wrong key (401)', async () => {
      const res = await completeUpload(t.app, wrongKey(), 1, 1);
      expect(expectError(res, 401)).toEqual([INVALID_CREDENTIALS]);
    });

    it('refuses a free account (403)', async () => {
      const res = await completeUpload(t.app, bob.auth, 1, 1);
      expect(expectError(res, 403)).toEqual([PRO_REQUIRED]);
    });

    it('turns a PNG sent in one chunk into a served 400×400 PNG', async () => {
      const png = await makeImage('png');
      const res = await uploadImage(t.app, alice.auth, png, '.png');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: 'success',
        messages: [],
        meta: {},
        data: {
          id: 1,
          user_id: alice.id,
          status: 'completed',
          expired_at: new Date(t.clock.now() + DAY).toISOString().slice(0, 19) + '+00:00',
          media: [
            {
              id: 1,
              user_id: alice.id,
              url_location: 'http://localhost:3000/media/100/profile_1.png',
              type: 'profile',
            },
          ],
        },
      });
      expect(Object.keys(res.body.data)).toEqual([
        'id',
        'user_id',
        'status',
        'expired_at',
        'media',
      ]);
      expect(Object.keys(res.body.data.media[0])).toEqual([
        'id',
        'user_id',
        'url_location',
        'type',
      ]);
      expect(await uploadRow(1)).toMatchObject({ status: 'completed', media_id: 1 });
      expect(await chunks(1)).toEqual([]);
      expect(tmpFiles()).toEqual([]);

      const served = await fetchUrl(t.app, res.body.data.media[0].url_location);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 400, 400]);
      expect(await store.read('media/100/profile_1.png')).toEqual(served.rawPayload);
    });

    it('turns a JPEG sent in three chunks into a served 400×400 JPEG, centre-cropped', async () => {
      const jpeg = await makeImage('jpeg');
      const res = await uploadImage(t.app, alice.auth, jpeg, '.jpg', 3);
      expect(res.status).toBe(200);
      const url = res.body.data.media[0].url_location;
      expect(url).toBe('http://localhost:3000/media/100/profile_1.jpg');
      const served = await fetchUrl(t.app, url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      const image = sharp(served.rawPayload);
      const meta = await image.metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 400, 400]);
      // the red and blue bands at the far left and right are cropped away
      const stats = await image.stats();
      expect(stats.channels[0].max).toBeLessThan(90);
      expect(stats.channels[2].max).toBeLessThan(90);
      expect(stats.channels[1].mean).toBeGreaterThan(240);
    });

    it('strips EXIF (GPS included) and turns the image upright first', async () => {
      const top = await sharp({
        create: { width: 800, height: 300, channels: 3, background: '#ff0000' },
      })
        .png()
        .toBuffer();
      const jpeg = await sharp({
        create: { width: 800, height: 600, channels: 3, background: '#0000ff' },
      })
        .composite([{ input: top, left: 0, top: 0 }])
        .jpeg()
        .withMetadata({ orientation: 6 })
        .withExif({
          IFD0: { Copyright: 'someone' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2404/100' },
        })
        .toBuffer();
      const source = await sharp(jpeg).metadata();
      expect(source.orientation).toBe(6);
      expect(source.exif!.indexOf(Buffer.from([0x25, 0x88]))).toBeGreaterThan(0); // GPS IFD tag

      const res = await uploadImage(t.app, alice.auth, jpeg, '.jpg');
      expect(res.status).toBe(200);
      const served = await fetchUrl(t.app, res.body.data.media[0].url_location);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('someone'))).toBe(false);
      // rotated 90° clockwise: the red top is now the right half
      const { data, info } = await sharp(served.rawPayload)
        .raw()
        .toBuffer({ resolveWithObject: true });
      const red = (x: number, y: number) => data[(y * info.width + x) * info.channels];
      expect(red(350, 200)).toBeGreaterThan(200);
      expect(red(50, 200)).toBeLessThan(50);
    });

    it.each([
      [
        'a PNG named .jpg',
        async () => makeImage('png'),
        '.jpg',
        'The uploaded file is not a valid JPEG image.',
      ],
      [
        'a JPEG named .png',
        async () => makeImage('jpeg'),
        '.png',
        'The uploaded file is not a valid PNG image.',
      ],
      [
        'a text file',
        () => Promise.resolve(Buffer.from('just some text, not an image')),
        '.png',
        'The uploaded file is not a valid PNG image.',
      ],
      [
        'a truncated PNG',
        async () => (await makeImage('png')).subarray(0, 2000),
        '.png',
        'The uploaded file is not a valid PNG image.',
      ],
      [
        'a truncated JPEG',
        async () => (await makeImage('jpeg')).subarray(0, 2000),
        '.jpg',
        'The uploaded file is not a valid JPEG image.',
      ],
    ])('refuses %s (400) and stores nothing', async (_name, file, ext, message) => {
      const bytes = await file();
      const res = await uploadImage(t.app, alice.auth, bytes, ext);
      expect(expectError(res, 400)).toEqual([message]);
      expect(await mediaRows()).toEqual([]);
      expect(await mediaFiles()).toEqual([]);
      expect(await uploadRow(1)).toMatchObject({ status: 'created', media_id: null });
      expect(tmpFiles()).toEqual([]);
    });

    it('is a 400 when total_chunks is not the number of chunks received', async () => {
      const png = await makeImage('png');
      const id = await newUpload(alice, { total_bytes: png.length });
      await sendChunk(t.app, alice.auth, id, 0, png);
      const res = await completeUpload(t.app, alice.auth, id, 2);
      const message = 'The Total Chunks field must be 1, the number of chunks received.';
      expect(expectError(res, 400)).toEqual([message]);
      expect(res.body.meta).toEqual({ errors: { total_chunks: [message] } });
      expect((await uploadRow(id))!.status).toBe('created');
    });

    it('is a 400 when fewer bytes than total_bytes arrived', async () => {
      const png = await makeImage('png');
      const id = await newUpload(alice, { total_bytes: png.length + 1 });
      await sendChunk(t.app, alice.auth, id, 0, png);
      const res = await completeUpload(t.app, alice.auth, id, 1);
      expect(expectError(res, 400)).toEqual([
        `The upload is incomplete: ${png.length} of ${png.length + 1} bytes were received.`,
      ]);
      expect(await mediaRows()).toEqual([]);
    });

    it.each([
      [undefined, 'The Total Chunks field is required.'],
      ['0', 'The Total Chunks field must be at least 1.'],
      ['x', 'The Total Chunks field must be a whole number.'],
    ])('rejects total_chunks = %j', async (value, message) => {
      const id = await newUpload(alice);
      const res = await call(t.app, 'POST', `/upload/${id}/completed`, {
        auth: alice.auth,
        form: value === undefined ? {} : { total_chunks: value },
      });
      expect(expectError(res, 400)).toEqual([message]);
    });

    it('is a 409 when completed twice', async () => {
      const png = await makeImage('png');
      const first = await uploadImage(t.app, alice.auth, png, '.png');
      expect(first.status).toBe(200);
      const again = await completeUpload(t.app, alice.auth, first.body.data.id, 1);
      expect(expectError(again, 409)).toEqual(['The upload is already completed.']);
      expect(await mediaRows()).toEqual([{ id: 1 }]);
    });

    it('completes only once when two completions race', async () => {
      const png = await makeImage('png');
      const id = await newUpload(alice, { total_bytes: png.length });
      await sendChunk(t.app, alice.auth, id, 0, png);
      const results = await Promise.all([
        completeUpload(t.app, alice.auth, id, 1),
        completeUpload(t.app, alice.auth, id, 1),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await mediaRows()).toHaveLength(1);
      expect(await mediaFiles()).toHaveLength(1);
    });

    it('is a 410 after expired_at', async () => {
      const png = await makeImage('png');
      const id = await newUpload(alice, { total_bytes: png.length });
      await sendChunk(t.app, alice.auth, id, 0, png);
      t.clock.advance(DAY + 1);
      const res = await completeUpload(t.app, alice.auth, id, 1);
      expect(expectError(res, 410)).toEqual(['The upload has expired.']);
      expect(await mediaRows()).toEqual([]);
    });

    it('is a 404 for another user’s upload and for an unknown one', async () => {
      const png = await makeImage('png');
      const id = await newUpload(alice, { total_bytes: png.length });
      await sendChunk(t.app, alice.auth, id, 0, png);
      expect(expectError(await completeUpload(t.app, carol.auth, id, 1), 404)).toEqual([
        'The upload does not exist.',
      ]);
      expect(expectError(await completeUpload(t.app, alice.auth, 999, 1), 404)).toEqual([
        'The upload does not exist.',
      ]);
      expect((await uploadRow(id))!.status).toBe('created');
    });
  });

  describe('GET /media/…', () => {
    it('serves the alphabet images as PNGs, generated once and stored under media/', async () => {
      const puts = jest.spyOn(t.app.get(ObjectStore), 'put');
      try {
        const res = await t.app.inject({ method: 'GET', url: '/media/alphabet/a.png' });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.headers['cache-control']).toBe('public, max-age=86400');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        const meta = await sharp(res.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['png', 400, 400]);
        expect(await store.read('media/alphabet/a.png')).toEqual(res.rawPayload);
        const again = await t.app.inject({ method: 'GET', url: '/media/alphabet/a.png' });
        expect(again.rawPayload).toEqual(res.rawPayload);
        expect(again.headers.etag).toBe(res.headers.etag);
        expect(puts).toHaveBeenCalledTimes(1);
        const head = await t.app.inject({ method: 'HEAD', url: '/media/alphabet/a.png' });
        expect(head.statusCode).toBe(200);
        expect(head.headers['content-type']).toBe('image/png');
        expect(head.headers['content-length']).toBe(res.headers['content-length']);
        expect(head.rawPayload.length).toBe(0);
        const z = await t.app.inject({ method: 'GET', url: '/media/alphabet/z.png' });
        expect(z.statusCode).toBe(200);
        expect(z.rawPayload).not.toEqual(res.rawPayload);
        expect(z.headers.etag).not.toBe(res.headers.etag);
        expect(puts).toHaveBeenCalledTimes(2);
      } finally {
        puts.mockRestore();
      }
    });

    it('sends an ETag, caches profile media for good, and answers If-None-Match with 304', async () => {
      const png = await makeImage('png');
      const done = await uploadImage(t.app, alice.auth, png, '.png');
      const path = new URL(done.body.data.media[0].url_location).pathname;
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const etag = res.headers.etag as string;
      expect(etag).toMatch(/^"[^"]+"$/);

      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const cached = await t.app.inject({
          method: 'GET',
          url: path,
          headers: { 'if-none-match': ifNoneMatch },
        });
        expect({ ifNoneMatch, status: cached.statusCode }).toEqual({ ifNoneMatch, status: 304 });
        expect(cached.rawPayload.length).toBe(0);
        expect(cached.headers.etag).toBe(etag);
        expect(cached.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
      const changed = await t.app.inject({
        method: 'GET',
        url: path,
        headers: { 'if-none-match': '"something-else"' },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.rawPayload).toEqual(res.rawPayload);

      const letter = await t.app.inject({ method: 'GET', url: '/media/alphabet/q.png' });
      const letterAgain = await t.app.inject({
        method: 'GET',
        url: '/media/alphabet/q.png',
        headers: { 'if-none-match': letter.headers.etag as string },
      });
      expect(letterAgain.statusCode).toBe(304);
      // A missing file is a 404 even when the request is conditional.
      const missing = await call(t.app, 'GET', '//media/100/profile_9.png', {
        headers: { 'if-none-match': '*' },
      });
      expect(expectError(missing, 404)).toEqual(['The media does not exist.']);
    });

    it('serves anonymous and authenticated callers, but refuses wrong credentials', async () => {
      const ok = await t.app.inject({
        method: 'GET',
        url: '/media/alphabet/b.png',
        headers: { authorization: bob.auth },
      });
      expect(ok.statusCode).toBe(200);
      const wrong = await call(t.app, 'GET', '//media/alphabet/b.png', { auth: wrongKey() });
      expect(expectError(wrong, 401)).toEqual([INVALID_CREDENTIALS]);
    });

    it('is a 404 in the error envelope for anything else', async () => {
      const png = await makeImage('png');
      await uploadImage(t.app, alice.auth, png, '.png'); // media 1 exists as /media/100/profile_1.png
      await store.write('media/secret.png', 'x');
      for (const path of [
        '/media/alphabet/A.png',
        '/media/alphabet/ab.png',
        '/media/alphabet/a.jpg',
        '/media/alphabet/..%2Ftest.sqlite',
        '/media/alphabet/%2e%2e%2fsecret.png',
        '/media/100/profile_2.png',
        '/media/100/profile_1.jpg',
        '/media/200/profile_1.png',
        '/media/0100/profile_1.png',
        '/media/100/profile_01.png',
        '/media/100/..%2Fsecret.png',
        '/media/..%2Fmedia/secret.png',
        '/media/100/profile_1.png.bak',
      ]) {
        const res = await call(t.app, 'GET', `/${path}`);
        expect({ path, status: res.status }).toEqual({ path, status: 404 });
        expect(res.body.status).toBe('error');
      }
      const known = await call(t.app, 'GET', '//media/100/profile_9.png');
      expect(expectError(known, 404)).toEqual(['The media does not exist.']);
    });
  });

  describe('purgeExpired', () => {
    it('removes the chunks of expired, uncompleted uploads only', async () => {
      const old = await newUpload(alice);
      await sendChunk(t.app, alice.auth, old, 0, Buffer.alloc(10));
      t.clock.advance(DAY / 2);
      const fresh = await newUpload(alice);
      await sendChunk(t.app, alice.auth, fresh, 0, Buffer.alloc(10));
      t.clock.advance(DAY / 2 + 1);

      expect(await t.app.get(UploadsService).purgeExpired(t.clock.now())).toBe(1);
      expect(await chunks(old)).toEqual([]);
      expect(await chunks(fresh)).toEqual([`uploads/${fresh}/0`]);
      expect(expectError(await sendChunk(t.app, alice.auth, old, 1, Buffer.alloc(1)), 410)).toEqual(
        ['The upload has expired.'],
      );

      t.clock.advance(DAY / 2);
      await t.app.get(UploadsJobs).purgeExpired();
      expect(await chunks(fresh)).toEqual([]);
      expect(await t.app.get(UploadsService).purgeExpired(t.clock.now())).toBe(0);
    });
  });
});
