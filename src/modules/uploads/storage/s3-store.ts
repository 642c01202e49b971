import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import {
  ObjectInfo,
  ObjectStore,
  StoredObject,
  StoreError,
  StoreIntegrityError,
} from './object-store';

/** `s3://bucket/some/prefix` → bucket and key prefix (`some/prefix/`, or empty). */
export function parseS3Url(url: string): { bucket: string; prefix: string } {
  const match = /^s3:\/\/([^/]+)\/*(.*)$/.exec(url);
  if (!match) {
    throw new Error(`Not an s3:// URL: ${url}`);
  }
  const path = match[2].replace(/\/+$/, '');
  return { bucket: match[1], prefix: path ? `${path}/` : '' };
}

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * Objects in an S3 bucket (AWS S3, MinIO, R2, Ceph RGW…) through the AWS SDK v3, under an optional
 * key prefix. Endpoint, region and credentials come from the SDK's own environment variables
 * (AWS_ENDPOINT_URL_S3, AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY). S3 answers a put
 * only once the object is stored durably, and objects appear whole.
 */
export class S3Store extends ObjectStore {
  readonly location: string;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(
    url: string,
    readonly client: S3Client,
  ) {
    super();
    ({ bucket: this.bucket, prefix: this.prefix } = parseS3Url(url));
    this.location = `s3://${this.bucket}/${this.prefix}`;
  }

  async put(key: string, body: Buffer | Readable): Promise<void> {
    try {
      if (Buffer.isBuffer(body)) {
        await this.client.send(
          new PutObjectCommand({ Bucket: this.bucket, Key: this.key(key), Body: body }),
        );
        await this.verify(key, body.length);
      } else {
        // Unknown length: lib-storage sends it in parts (one PUT when it is small).
        let sent = 0;
        const counted = body.pipe(
          new Transform({
            transform(chunk: Buffer, _encoding, done) {
              sent += chunk.length;
              done(null, chunk);
            },
          }),
        );
        await new Upload({
          client: this.client,
          params: { Bucket: this.bucket, Key: this.key(key), Body: counted },
        }).done();
        await this.verify(key, sent);
      }
    } catch (error) {
      throw this.failed(error, `put ${key}`);
    }
  }

  async putFile(key: string, path: string): Promise<void> {
    try {
      const { size } = await stat(path);
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: this.key(key),
          Body: createReadStream(path),
          ContentLength: size,
        }),
      );
      await this.verify(key, size);
    } catch (error) {
      throw this.failed(error, `put ${key}`);
    }
  }

  /**
   * A put is acknowledged only when the stored object has the size that was sent (one HEAD): a
   * server that kept the SDK's aws-chunked framing as content would otherwise corrupt every
   * chunk silently, and the upload would fail only at its completion. A wrong object is removed.
   */
  private async verify(key: string, sent: number): Promise<void> {
    const stored = await this.client.send(
      new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(key) }),
    );
    const size = stored.ContentLength ?? -1;
    if (size !== sent) {
      await this.delete(key).catch(() => undefined);
      throw new StoreIntegrityError(this.location, key, sent, size);
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.key(key) }),
      );
      return { body: out.Body as Readable, size: out.ContentLength ?? 0, etag: out.ETag ?? '""' };
    } catch (error) {
      if (notFound(error)) {
        return null;
      }
      throw this.failed(error, `get ${key}`);
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const out = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(key) }),
      );
      return { size: out.ContentLength ?? 0, etag: out.ETag ?? '""' };
    } catch (error) {
      if (notFound(error)) {
        return null;
      }
      throw this.failed(error, `head ${key}`);
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
    } catch (error) {
      if (!notFound(error)) {
        throw this.failed(error, `delete ${key}`);
      }
    }
  }

  async *list(prefix: string): AsyncIterable<string> {
    let token: string | undefined;
    do {
      let out;
      try {
        out = await this.client.send(
          new ListObjectsV2Command({
            Bucket: this.bucket,
            Prefix: this.key(prefix),
            ContinuationToken: token,
          }),
        );
      } catch (error) {
        throw this.failed(error, `list ${prefix}`);
      }
      for (const object of out.Contents ?? []) {
        if (object.Key) {
          yield object.Key.slice(this.prefix.length);
        }
      }
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
  }

  async deletePrefix(prefix: string): Promise<void> {
    let batch: string[] = [];
    const flush = async () => {
      if (batch.length === 0) {
        return;
      }
      const keys = batch;
      batch = [];
      try {
        const out = await this.client.send(
          new DeleteObjectsCommand({
            Bucket: this.bucket,
            Delete: { Objects: keys.map((key) => ({ Key: this.key(key) })), Quiet: true },
          }),
        );
        if (out.Errors?.length) {
          throw new Error(`${out.Errors.length} object(s) not deleted: ${out.Errors[0].Message}`);
        }
      } catch (error) {
        throw this.failed(error, `delete ${prefix}`);
      }
    };
    for await (const key of this.list(prefix)) {
      batch.push(key);
      if (batch.length === 1000) {
        await flush(); // the most one DeleteObjects takes
      }
    }
    await flush();
  }

  /** Called by Nest on shutdown: closes the SDK's keep-alive sockets. */
  onApplicationShutdown(): void {
    this.client.destroy();
  }

  private key(key: string): string {
    return this.prefix + key;
  }

  private failed(error: unknown, what: string): StoreError {
    return error instanceof StoreError
      ? error
      : new StoreError(`${this.location}: ${what}: ${String(error)}`, { cause: error });
  }
}
