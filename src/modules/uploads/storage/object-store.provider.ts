import { S3Client } from '@aws-sdk/client-s3';
import { Logger, Provider } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { FileStore } from './file-store';
import { ObjectStore } from './object-store';
import { countS3Commands } from './s3-metrics';
import { S3Store } from './s3-store';
import { checkRoundTrip } from './self-check';

/**
 * The store STORAGE_URL names. For S3 the SDK reads endpoint, region and credentials from its own
 * environment variables; a missing region is a boot error rather than a 503 on the first upload,
 * and so is a store that does not keep what is written (see checkRoundTrip).
 */
export async function createObjectStore(config: AppConfig): Promise<ObjectStore> {
  const url = config.storageUrl;
  if (url.startsWith('file:')) {
    return new FileStore(url.slice('file:'.length));
  }
  const client = new S3Client({ forcePathStyle: config.S3_FORCE_PATH_STYLE });
  countS3Commands(client);
  try {
    await client.config.region();
  } catch {
    client.destroy();
    throw new Error(`STORAGE_URL=${url} needs AWS_REGION (any value for MinIO or s3rver)`);
  }
  const store = new S3Store(url, client);
  try {
    await checkRoundTrip(store, new Logger('ObjectStore'));
  } catch (error) {
    client.destroy();
    throw error;
  }
  return store;
}

export const objectStoreProvider: Provider = {
  provide: ObjectStore,
  useFactory: createObjectStore,
  inject: [AppConfig],
};
