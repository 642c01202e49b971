import type { Readable } from 'node:stream';

/** What the store knows of an object without reading it. */
export interface ObjectInfo {
  size: number;
  /** Quoted, as sent in an `ETag` header. */
  etag: string;
}

/** An object being read: its bytes as a stream (to be consumed or destroyed) and its info. */
export interface StoredObject extends ObjectInfo {
  body: Readable;
}

/**
 * The store is down or refused a request (not: the object does not exist). Its message is for
 * the log only; callers answer with a generic message.
 */
export class StoreError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreError';
  }
}

/** The setting that makes the AWS SDK send plain bodies that every S3-compatible server stores. */
export const CHECKSUM_SETTING = 'AWS_REQUEST_CHECKSUM_CALCULATION=WHEN_REQUIRED';

/**
 * The store kept something else than what was sent (its size differs). Typically an S3-compatible
 * server that stores the SDK's `aws-chunked` framing as the object's content.
 */
export class StoreIntegrityError extends StoreError {
  constructor(location: string, key: string, sent: number, stored: number) {
    super(
      `${location}: put ${key}: the store kept ${stored} bytes of the ${sent} sent, so the ` +
        `object was removed. A server that does not decode aws-chunked bodies does this: set ` +
        `${CHECKSUM_SETTING}.`,
    );
    this.name = 'StoreIntegrityError';
  }
}

/**
 * Where the service keeps files: a key/value store of immutable-once-written objects, keyed by
 * `/`-separated paths (`uploads/12/0`, `media/100/profile_7.png`). A put is durable when it
 * resolves, and readers see an object whole or not at all. Missing objects are `null`, not errors;
 * deleting a missing object is not an error either.
 */
export abstract class ObjectStore {
  /** `file:/abs/dir` or `s3://bucket/prefix`, for logs. */
  abstract readonly location: string;

  abstract put(key: string, body: Buffer | Readable): Promise<void>;

  /**
   * Stores the local file at `path`. The file is taken over: it may be moved into the store, so
   * the caller must not use it afterwards (only remove it if it is still there).
   */
  abstract putFile(key: string, path: string): Promise<void>;

  abstract get(key: string): Promise<StoredObject | null>;

  abstract head(key: string): Promise<ObjectInfo | null>;

  abstract delete(key: string): Promise<void>;

  /** Every key that starts with `prefix`, in no particular order. */
  abstract list(prefix: string): AsyncIterable<string>;

  /** Deletes every object whose key starts with `prefix` (a `…/` folder, typically). */
  abstract deletePrefix(prefix: string): Promise<void>;
}
