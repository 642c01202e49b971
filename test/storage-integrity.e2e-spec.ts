import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config/app-config';
import { createObjectStore } from '../src/modules/uploads/storage/object-store.provider';
import { StoreIntegrityError } from '../src/modules/uploads/storage/object-store';
import { S3Store } from '../src/modules/uploads/storage/s3-store';
import { S3Server, startS3Server } from './utils/s3-server';

/**
 * s3rver stores the AWS SDK's `aws-chunked` bodies (its default for streamed puts, with a checksum
 * trailer) as they come, framing included, as some S3-compatible products and older versions do.
 * AWS_REQUEST_CHECKSUM_CALCULATION=WHEN_REQUIRED makes the SDK send plain bodies. Both legs: the
 * store does not depend on the database.
 */
describe('object store integrity on an S3 server that keeps aws-chunked framing (s3rver)', () => {
  let s3: S3Server;
  const saved = { ...process.env };

  beforeAll(async () => {
    s3 = await startS3Server();
  });

  afterEach(() => {
    for (const key of Object.keys(process.env)) {
      if (!(key in saved)) {
        delete process.env[key];
      }
    }
    Object.assign(process.env, saved);
  });

  afterAll(() => s3?.stop());

  /** The environment of the service (the SDK reads AWS_* from process.env), with or without the setting. */
  function useEnvironment(withSetting: boolean): ReturnType<typeof loadConfig> {
    const env = s3.env('integrity');
    if (!withSetting) {
      delete env.AWS_REQUEST_CHECKSUM_CALCULATION;
    }
    delete process.env.AWS_REQUEST_CHECKSUM_CALCULATION;
    Object.assign(process.env, env);
    return loadConfig({ ...env, STORAGE_DIR: tmpdir() });
  }

  async function keys(): Promise<string[]> {
    const out = await s3.client.send(
      new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'integrity/' }),
    );
    return (out.Contents ?? []).map((o) => o.Key!);
  }

  it('starts with AWS_REQUEST_CHECKSUM_CALCULATION=WHEN_REQUIRED, leaving no probe object behind', async () => {
    const store = await createObjectStore(useEnvironment(true));
    (store as S3Store).onApplicationShutdown();
    expect(await keys()).toEqual([]);
  });

  it('refuses to start without it, naming the setting', async () => {
    await expect(createObjectStore(useEnvironment(false))).rejects.toThrow(
      /does not keep what is written.*set AWS_REQUEST_CHECKSUM_CALCULATION=WHEN_REQUIRED/s,
    );
    expect(await keys()).toEqual([]);
  });

  it('refuses a put whose stored object differs from what was sent, and removes it', async () => {
    useEnvironment(false);
    // the client a store would have had if it had started without the setting
    const client = new S3Client({ forcePathStyle: true });
    const store = new S3Store(`s3://${s3.bucket}/integrity`, client);
    const dir = mkdtempSync(join(tmpdir(), 'social-integrity-'));
    try {
      writeFileSync(join(dir, 'chunk'), Buffer.alloc(9332, 1));
      const put = store.putFile('uploads/1/0', join(dir, 'chunk'));
      await expect(put).rejects.toBeInstanceOf(StoreIntegrityError);
      await expect(put).rejects.toThrow(/kept \d+ bytes of the 9332 sent/);
      expect(await keys()).toEqual([]);
    } finally {
      client.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
