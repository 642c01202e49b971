import { sampleOf } from './utils/prometheus';
import { call, expectError } from './utils/http';
import { startS3Server, S3Server } from './utils/s3-server';
import { createLoggedApp, LoggedApp } from './support/logged-app';

const UNAVAILABLE = 'The file storage is not reachable; try again later.';

async function storageUnavailable(t: LoggedApp): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  return sampleOf(res.body, 'social_storage_unavailable_total') ?? NaN;
}

/**
 * An object-store outage (the S3 server stopped under a running service): every media request
 * answers 503, but the log gets one warning per 10 s, not a line per request, and /metrics counts
 * every one of them.
 */
describe('object-store outage', () => {
  let s3: S3Server;
  let t: LoggedApp;
  let s3Stopped = false;

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createLoggedApp({ ...s3.env('outage'), MEDIA_PUBLIC_URL: '' });
  });
  afterAll(async () => {
    await t?.close();
    if (!s3Stopped) {
      await s3?.stop();
    }
  });

  it('logs one line for a burst of failed media requests and counts them all', async () => {
    const served = await t.app.inject({ method: 'GET', url: '/media/alphabet/a.png' });
    expect(served.statusCode).toBe(200);
    const before = await storageUnavailable(t);
    expect(before).toBe(0);

    await s3.stop();
    s3Stopped = true;
    const burst = 12;
    const answers = await Promise.all(
      Array.from({ length: burst }, (_, i) =>
        call(t.app, 'GET', `//media/alphabet/${String.fromCharCode(97 + i)}.png`),
      ),
    );
    for (const res of answers) {
      expect(expectError(res, 503)).toEqual([UNAVAILABLE]);
    }
    // and a few more one after the other, all within the 10 s
    for (let i = 0; i < 3; i++) {
      expect((await call(t.app, 'GET', '//media/alphabet/z.png')).status).toBe(503);
    }

    const storageLines = t.lines().filter((line) => line.context === 'Storage');
    expect(storageLines).toHaveLength(1);
    expect(storageLines[0]).toMatchObject({ level: 'warn' });
    expect(String(storageLines[0].msg)).toMatch(/^The object store failed: /);
    expect(await storageUnavailable(t)).toBe(before + burst + 3);
  });
});
