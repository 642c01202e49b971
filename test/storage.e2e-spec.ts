import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { MediaFilesService } from '../src/modules/uploads/media-files.service';
import { S3Store } from '../src/modules/uploads/storage/s3-store';
import { UploadsService } from '../src/modules/uploads/uploads.service';
import { createUser, TestUser } from './utils/auth';
import { createTestApp, TestApp } from './utils/create-test-app';
import { call, expectError } from './utils/http';
import { createPost, publishDue } from './utils/post-api';
import { resetDatabase } from './utils/reset-database';
import { S3Server, startS3Server } from './utils/s3-server';
import { freePort } from './utils/service-process';
import {
  completeUpload,
  createUpload,
  makeImage,
  sendChunk,
  STORAGE_DRIVERS,
  StorageUnderTest,
  StoreProbe,
  uploadImage,
} from './utils/uploads';

const DAY = 24 * 60 * 60 * 1000;
const MEDIA_BASE = 'https://cdn.example.com/social';
const onPostgres = !!process.env.TEST_DATABASE_URL;

/**
 * Several instances on one object store: what one stored, the other reads. On PostgreSQL the two
 * apps share the database too, as instances behind a load balancer do; SQLite is one host, so
 * there each app has a database of its own and only the store is shared.
 */
describe.each(STORAGE_DRIVERS)('Object storage on $name, shared by instances', (driver) => {
  let stored: StorageUnderTest;
  let a: TestApp;
  let b: TestApp;
  let store: StoreProbe;
  let alice: TestUser;

  const png = () => makeImage('png');
  /** On a file store the instances share the folder (as NFS would); S3 is shared anyway. */
  const sharedEnv = () =>
    driver.name === 'file'
      ? { STORAGE_URL: `file:${a.database.storageDir}`, MEDIA_PUBLIC_URL: '' }
      : stored.env;

  beforeAll(async () => {
    stored = await driver.start();
    a = await createTestApp({ env: stored.env });
    b = await createTestApp({
      env: sharedEnv(),
      databaseUrl: onPostgres ? () => a.database.url : undefined,
    });
    store = stored.probe(a.database.storageDir);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await stored?.stop();
  });
  beforeEach(async () => {
    await resetDatabase(a.app);
    await store.clear();
    alice = await createUser(a.app, 'alice');
  });

  it('serves media stored by one instance from the other, with the same ETag', async () => {
    const done = await uploadImage(a.app, alice.auth, await png(), '.png');
    expect(done.status).toBe(200);
    const path = new URL(done.body.data.media[0].url_location).pathname;
    const [fromA, fromB] = await Promise.all(
      [a, b].map((t) => t.app.inject({ method: 'GET', url: path })),
    );
    expect([fromA.statusCode, fromB.statusCode]).toEqual([200, 200]);
    expect(fromB.rawPayload).toEqual(fromA.rawPayload);
    expect(fromB.headers.etag).toBe(fromA.headers.etag);
    const cached = await b.app.inject({
      method: 'GET',
      url: path,
      headers: { 'if-none-match': fromA.headers.etag as string },
    });
    expect(cached.statusCode).toBe(304);

    const letter = await a.app.inject({ method: 'GET', url: '/media/alphabet/k.png' });
    const letterB = await b.app.inject({ method: 'GET', url: '/media/alphabet/k.png' });
    expect(letterB.rawPayload).toEqual(letter.rawPayload);
    expect(letterB.headers.etag).toBe(letter.headers.etag);
  });

  // Completion on another instance needs the upload row there: a shared database, so PostgreSQL.
  (onPostgres ? it : it.skip)(
    'completes on one instance the chunks sent to both (PostgreSQL: one database)',
    async () => {
      const file = await makeImage('jpeg');
      const created = await createUpload(a.app, alice.auth, {
        original_name: 'me.jpg',
        original_extension: '.jpg',
        total_bytes: file.length,
      });
      const id = created.body.data.id;
      const size = Math.ceil(file.length / 3);
      for (let index = 0; index < 3; index++) {
        const instance = index % 2 === 0 ? a : b;
        const chunk = file.subarray(index * size, (index + 1) * size);
        expect((await sendChunk(instance.app, alice.auth, id, index, chunk)).status).toBe(200);
      }
      expect(await store.keys(`uploads/${id}/`)).toEqual(
        [0, 1, 2].map((i) => `uploads/${id}/${i}`),
      );
      const done = await completeUpload(b.app, alice.auth, id, 3);
      expect(done.status).toBe(200);
      expect(await store.keys(`uploads/${id}/`)).toEqual([]);
      const path = new URL(done.body.data.media[0].url_location).pathname;
      for (const t of [a, b]) {
        const served = await t.app.inject({ method: 'GET', url: path });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/jpeg');
      }
      expect(expectError(await completeUpload(a.app, alice.auth, id, 3), 409)).toEqual([
        'The upload is already completed.',
      ]);
    },
  );

  it('purges expired chunks when two runs race, keeping the open uploads', async () => {
    const old = await createUpload(a.app, alice.auth, { total_bytes: 100 });
    expect((await sendChunk(a.app, alice.auth, old.body.data.id, 0, Buffer.alloc(10))).status).toBe(
      200,
    );
    a.clock.advance(DAY / 2);
    const fresh = await createUpload(a.app, alice.auth, { total_bytes: 100 });
    for (const index of [0, 1]) {
      const res = await sendChunk(a.app, alice.auth, fresh.body.data.id, index, Buffer.alloc(10));
      expect(res.status).toBe(200);
    }
    a.clock.advance(DAY / 2 + 1);

    // Two instances on PostgreSQL; on SQLite (one host) two runs of the one instance.
    const other = onPostgres ? b : a;
    const removed = await Promise.all(
      [a, other].map((t) => t.app.get(UploadsService).purgeExpired(a.clock.now())),
    );
    expect(removed[0] + removed[1]).toBeGreaterThanOrEqual(1);
    expect(await store.keys(`uploads/${old.body.data.id}/`)).toEqual([]);
    expect(await store.keys(`uploads/${fresh.body.data.id}/`)).toHaveLength(2);
    expect(await a.app.get(UploadsService).purgeExpired(a.clock.now())).toBe(0);
  });

  describe('with MEDIA_PUBLIC_URL', () => {
    let c: TestApp;

    beforeAll(async () => {
      c = await createTestApp({ env: { ...sharedEnv(), MEDIA_PUBLIC_URL: `${MEDIA_BASE}/` } });
    });
    afterAll(() => c?.close());

    it('points url_location and profile_image_url there, at the keys of the store', async () => {
      const carol = await createUser(c.app, 'carol');
      const account = await call<{ profile_image_url: string }>(c.app, 'GET', '/account', {
        auth: carol.auth,
      });
      expect(account.body.data.profile_image_url).toBe(`${MEDIA_BASE}/media/alphabet/c.png`);

      const done = await uploadImage(c.app, carol.auth, await png(), '.png');
      expect(done.status).toBe(200);
      const { id, url_location } = done.body.data.media[0];
      expect(url_location).toBe(`${MEDIA_BASE}/media/100/profile_${id}.png`);
      const updated = await call<{ profile_image_url: string }>(c.app, 'POST', '/account', {
        auth: carol.auth,
        form: { media_id: id },
      });
      expect(updated.body.data.profile_image_url).toBe(url_location);
      const post = await createPost(c.app, carol, 'hello');
      expect(JSON.stringify(post)).toContain(`"profile_image_url":"${url_location}"`);
      await publishDue(c.app, c.clock);
      const dave = await createUser(c.app, 'dave');
      expect((await call(c.app, 'POST', `/star/${post.id}`, { auth: dave.auth })).status).toBe(200);
      const single = await call(c.app, 'GET', `/post/single/${post.id}`, { auth: carol.auth });
      const notifications = await call(c.app, 'GET', '/notifications', { auth: carol.auth });
      for (const res of [single, notifications]) {
        expect(res.status).toBe(200);
        expect(JSON.stringify(res.body)).not.toContain('localhost:3000/media');
      }
      expect(JSON.stringify(single.body)).toContain(`"profile_image_url":"${url_location}"`);
      expect(JSON.stringify(notifications.body)).toContain(
        `"profile_image_url":"${MEDIA_BASE}/media/alphabet/d.png"`,
      );

      // A public bucket at MEDIA_BASE serves the key that is the URL's path below the base.
      const key = url_location.slice(MEDIA_BASE.length + 1);
      const served = await c.app.inject({ method: 'GET', url: `/${key}` });
      expect(served.statusCode).toBe(200);
      expect(await store.read(key)).toEqual(served.rawPayload);
    });

    it('stores every default image at start, where the URLs point', async () => {
      await store.clear();
      await c.app.get(MediaFilesService).onApplicationBootstrap();
      const keys = await store.keys('media/alphabet/');
      expect(keys).toHaveLength(26);
      expect(keys[0]).toBe('media/alphabet/a.png');
      expect((await store.read('media/alphabet/u.png'))!.subarray(1, 4).toString()).toBe('PNG');
    });
  });

  it('answers 503 without details when the store fails, and counts nothing', async () => {
    const broken = await brokenStorage(driver.name, stored);
    const t = await createTestApp({ env: broken.env });
    try {
      const bob = await createUser(t.app, 'bob');
      const created = await createUpload(t.app, bob.auth, { total_bytes: 100 });
      const res = await sendChunk(t.app, bob.auth, created.body.data.id, 0, Buffer.alloc(10));
      expect(expectError(res, 503)).toEqual([
        'The file storage is not reachable; try again later.',
      ]);
      expect(res.headers['retry-after']).toBe('1');
      expect(JSON.stringify(res.body)).not.toMatch(/127\.0\.0\.1|ECONN|ENOTDIR|s3:|file:|\/tmp/);
      expect(res.headers['retry-after']).toBe('1'); // like the database's 503
      const again = await sendChunk(t.app, bob.auth, created.body.data.id, 0, Buffer.alloc(10));
      expect(again.status).toBe(503); // index 0 was not counted
      if (driver.name === 's3') {
        for (const url of ['/media/alphabet/a.png', '/media/100/profile_1.png']) {
          const media = await call(t.app, 'GET', `/${url}`);
          expect(expectError(media, 503)).toEqual([
            'The file storage is not reachable; try again later.',
          ]);
          expect(media.headers['retry-after']).toBe('1');
        }
      }
    } finally {
      await t.close();
      broken.remove();
    }
  });
});

/**
 * A store that fails for real: S3 at a port nobody listens on; a "folder" below a regular file,
 * which no file can be written to.
 */
async function brokenStorage(
  name: string,
  working: StorageUnderTest,
): Promise<{ env: Record<string, string>; remove(): void }> {
  if (name === 's3') {
    return {
      env: {
        ...working.env,
        MEDIA_PUBLIC_URL: '',
        AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${await freePort()}`,
      },
      remove: () => undefined,
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'social-broken-'));
  writeFileSync(join(dir, 'file'), 'not a folder');
  return {
    env: { STORAGE_URL: `file:${join(dir, 'file', 'store')}`, MEDIA_PUBLIC_URL: '' },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

describe('S3Store on s3rver', () => {
  let s3: S3Server;
  let store: S3Store;

  beforeAll(async () => {
    s3 = await startS3Server();
    store = new S3Store(`s3://${s3.bucket}/some/prefix/`, s3.client);
  });
  afterAll(() => s3?.stop());

  const read = async (key: string) => {
    const object = await store.get(key);
    return object && Buffer.concat(await object.body.toArray());
  };

  it('puts buffers, streams and files under its prefix and reads them back', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 7); // over lib-storage's 5 MiB part: a multipart upload
    await store.put('a/one', Buffer.from('one'));
    await store.put('a/big', Readable.from([big.subarray(0, 1000), big.subarray(1000)]));
    const dir = mkdtempSync(join(tmpdir(), 'social-s3file-'));
    try {
      writeFileSync(join(dir, 'f'), 'three');
      await store.putFile('b/three', join(dir, 'f'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(await read('a/one')).toEqual(Buffer.from('one'));
    expect((await read('a/big'))!.equals(big)).toBe(true);
    expect(await store.head('b/three')).toEqual({ size: 5, etag: expect.stringMatching(/^".+"$/) });
    expect(await store.get('a/missing')).toBeNull();
    expect(await store.head('a/missing')).toBeNull();
    const out = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    expect(out.Contents!.map((o) => o.Key).sort()).toEqual([
      'some/prefix/a/big',
      'some/prefix/a/one',
      'some/prefix/b/three',
    ]);
  });

  it('lists and deletes by prefix; deleting twice is harmless', async () => {
    for (const key of ['uploads/1/0', 'uploads/1/1', 'uploads/12/0']) {
      await store.put(key, Buffer.from(key));
    }
    const list = async (prefix: string) => {
      const keys: string[] = [];
      for await (const key of store.list(prefix)) {
        keys.push(key);
      }
      return keys.sort();
    };
    expect(await list('uploads/1/')).toEqual(['uploads/1/0', 'uploads/1/1']);
    await Promise.all([store.deletePrefix('uploads/1/'), store.deletePrefix('uploads/1/')]);
    expect(await list('uploads/')).toEqual(['uploads/12/0']);
    await store.delete('uploads/12/0');
    await store.delete('uploads/12/0');
    expect(await list('uploads/')).toEqual([]);
  });
});
