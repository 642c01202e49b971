import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// s3rver ships no types; this is the part used here.
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => S3rverInstance;

/** s3rver's fixed credentials (it checks signatures made with them). */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const REGION = 'us-east-1';

export interface S3Server {
  endpoint: string;
  bucket: string;
  /** A client of its own, for tests to look at the bucket independently of the service. */
  client: S3Client;
  /** The environment that points the service at the bucket, under `prefix` when given. */
  env(prefix?: string): Record<string, string>;
  stop(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) on a free port over a temp folder, with one bucket. `stop()`
 * closes it and removes the folder.
 */
export async function startS3Server(): Promise<S3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'social-s3-'));
  const bucket = `test-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  let address: AddressInfo;
  try {
    address = await server.run();
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${address.port}`;
  const client = new S3Client({
    endpoint,
    region: REGION,
    forcePathStyle: true,
    credentials: CREDENTIALS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  const stop = async () => {
    client.destroy();
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  };
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    endpoint,
    bucket,
    client,
    env: (prefix = '') => ({
      STORAGE_URL: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ENDPOINT_URL_S3: endpoint,
      AWS_REGION: REGION,
      AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      // s3rver stores an `aws-chunked` body (the SDK's default for streamed puts, with a checksum
      // trailer) as it comes, framing included; real S3, MinIO and R2 decode it.
      AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
    }),
    stop,
  };
}
