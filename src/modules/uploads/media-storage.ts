import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { AppConfig } from '../../config';
import { eventCounts, mediaPath, throttledWarning } from '../../core';
import { ObjectStore, StoreError } from './storage/object-store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UPLOAD_KEY = /^uploads\/([1-9][0-9]{0,15})\//;

export const STORAGE_UNAVAILABLE = 'The file storage is not reachable; try again later.';

/** A chunk of an open upload is gone: only the purge at its deadline removes them. */
export class ChunkMissingError extends Error {}

/**
 * What the service keeps in the object store (STORAGE_URL), by key:
 *   uploads/<upload id>/<index>         received chunks until completion or expiry
 *   media/<bucket>/profile_<id><ext>    processed images, as served at /media/…
 *   media/alphabet/<letter>.png         the default profile images
 * A key under media/ is the URL path it is served at, so a bucket can be published as is
 * (MEDIA_PUBLIC_URL). Multipart temp files stay on local disk: STORAGE_DIR/tmp/<uuid>.
 */
@Injectable()
export class MediaStorage {
  private readonly logger = new Logger('Storage');
  /** An outage fails every media request: a line every 10 s, the rest counted (/metrics). */
  private readonly warnUnavailable = throttledWarning(this.logger, 'The object store failed');
  private readonly tmpDir: string;

  constructor(
    config: AppConfig,
    readonly store: ObjectStore,
  ) {
    this.tmpDir = join(resolve(config.STORAGE_DIR), 'tmp');
  }

  /**
   * Only a file the multipart parser wrote for this request may be kept: a body cannot point the
   * service at any other file (a JSON body could carry a look-alike object).
   */
  isTempFile(path: string): boolean {
    return dirname(path) === this.tmpDir && UUID.test(basename(path));
  }

  chunkKey(uploadId: number, index: number): string {
    return `uploads/${uploadId}/${index}`;
  }

  /** `mediaPath` (the URL path) without its leading slash. */
  mediaKey(mediaId: number, ext: string): string {
    return mediaPath(mediaId, ext).slice(1);
  }

  alphabetKey(letter: string): string {
    return `media/alphabet/${letter}.png`;
  }

  /** Stores a multipart temp file as chunk `index` of the upload; durable once it resolves. */
  keepChunk(tempPath: string, uploadId: number, index: number): Promise<void> {
    return this.store.putFile(this.chunkKey(uploadId, index), tempPath);
  }

  /**
   * Concatenates chunks 0…count−1, read back from the store, into a new local temp file (streamed)
   * and returns its path. Throws ChunkMissingError when a chunk is not in the store.
   */
  async assemble(uploadId: number, count: number): Promise<string> {
    const path = join(this.tmpDir, `upload-${uploadId}-${randomUUID()}`);
    await mkdir(this.tmpDir, { recursive: true });
    const out = createWriteStream(path);
    try {
      for (let index = 0; index < count; index++) {
        const chunk = await this.store.get(this.chunkKey(uploadId, index));
        if (!chunk) {
          throw new ChunkMissingError(`Chunk ${index} of upload ${uploadId} is missing`);
        }
        await pipeline(chunk.body, out, { end: false });
      }
      out.end();
      await new Promise<void>((done, fail) => {
        out.once('finish', done);
        out.once('error', fail);
      });
      return path;
    } catch (error) {
      out.destroy();
      await rm(path, { force: true });
      throw error;
    }
  }

  removeChunks(uploadId: number): Promise<void> {
    return this.store.deletePrefix(`uploads/${uploadId}/`);
  }

  /** Ids of the uploads that have chunks in the store. */
  async uploadsWithChunks(): Promise<number[]> {
    const ids = new Set<number>();
    for await (const key of this.store.list('uploads/')) {
      const id = UPLOAD_KEY.exec(key)?.[1];
      if (id) {
        ids.add(Number(id));
      }
    }
    return [...ids];
  }

  /**
   * The store's own failure becomes a 503 that says nothing about the store; it is counted
   * (`social_storage_unavailable_total`) and logged at most once every 10 s.
   */
  unavailable(error: unknown): unknown {
    if (!(error instanceof StoreError)) {
      return error;
    }
    eventCounts.storageUnavailable += 1;
    this.warnUnavailable(error);
    return new ServiceUnavailableException({
      message: STORAGE_UNAVAILABLE,
      headers: { 'Retry-After': '1' },
    });
  }
}
