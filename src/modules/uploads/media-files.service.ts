import { Injectable, Logger, NotFoundException, OnApplicationBootstrap } from '@nestjs/common';
import { Readable } from 'node:stream';
import { AppConfig } from '../../config';
import { ALPHABET, renderLetterPng } from './alphabet-image';
import { MediaStorage } from './media-storage';
import { ObjectInfo, ObjectStore } from './storage/object-store';

export const MEDIA_NOT_FOUND = 'The media does not exist.';

/** A media id never changes content, so a copy may be kept for good. */
export const PROFILE_CACHE = 'public, max-age=31536000, immutable';
/** The default images can be redrawn by a new release: a day, then revalidated by ETag. */
export const ALPHABET_CACHE = 'public, max-age=86400';

const LETTER_FILE = /^([a-z])\.png$/;
const BUCKET = /^[1-9][0-9]{0,15}$/;
const PROFILE_FILE = /^profile_([1-9][0-9]{0,15})\.(png|jpg)$/;

const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg' };

/** What to answer: the headers, and the bytes unless the request is HEAD or a 304. */
export interface MediaReply extends ObjectInfo {
  type: string;
  cacheControl: string;
  /** Null: the caller's copy is current (304). */
  body: Readable | null;
}

export interface MediaRequest {
  head: boolean;
  ifNoneMatch?: string;
}

/** `If-None-Match` holds `etag` (or `*`); weak and strong tags compare alike, as RFC 9110 says. */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((t) => bare(t) === bare(etag));
}

/**
 * Serves the stored images, streamed from the object store. Only names of the exact shapes are
 * looked up, so no request can reach another object; everything else is a 404.
 */
@Injectable()
export class MediaFilesService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Media');

  constructor(
    private readonly storage: MediaStorage,
    private readonly store: ObjectStore,
    private readonly config: AppConfig,
  ) {}

  /**
   * With MEDIA_PUBLIC_URL the default images are fetched from there, not from /media, so they
   * must exist in the store before anyone asks.
   */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.MEDIA_PUBLIC_URL) {
      return;
    }
    try {
      await Promise.all(ALPHABET.map((letter) => this.ensureLetter(letter)));
    } catch (error) {
      this.logger.warn(`Could not store the default profile images: ${String(error)}`);
    }
  }

  /** `/media/alphabet/{letter}.png`, generated on first use. */
  async alphabet(file: string, request: MediaRequest): Promise<MediaReply> {
    const letter = LETTER_FILE.exec(file)?.[1];
    if (!letter) {
      return this.notFound();
    }
    return this.guard(async () => {
      const key = this.storage.alphabetKey(letter);
      const served = await this.open(key, 'image/png', ALPHABET_CACHE, request);
      if (served) {
        return served;
      }
      await this.ensureLetter(letter);
      return (await this.open(key, 'image/png', ALPHABET_CACHE, request)) ?? this.notFound();
    });
  }

  /** `/media/{ceil(id/100)*100}/profile_{id}{ext}`. */
  async profileImage(bucket: string, file: string, request: MediaRequest): Promise<MediaReply> {
    const match = PROFILE_FILE.exec(file);
    if (!match || !BUCKET.test(bucket)) {
      return this.notFound();
    }
    const id = Number(match[1]);
    if (!Number.isSafeInteger(id) || Number(bucket) !== Math.ceil(id / 100) * 100) {
      return this.notFound();
    }
    const key = this.storage.mediaKey(id, `.${match[2]}`);
    return this.guard(
      async () =>
        (await this.open(key, CONTENT_TYPES[match[2]], PROFILE_CACHE, request)) ?? this.notFound(),
    );
  }

  /** Writes the letter's image unless it is there (racing writers store the same bytes). */
  private async ensureLetter(letter: string): Promise<void> {
    const key = this.storage.alphabetKey(letter);
    if (!(await this.store.head(key))) {
      await this.store.put(key, await renderLetterPng(letter));
    }
  }

  /**
   * The object's reply, or null when it does not exist. A conditional or HEAD request asks only
   * for the object's info; the bytes are opened only when they will be sent.
   */
  private async open(
    key: string,
    type: string,
    cacheControl: string,
    request: MediaRequest,
  ): Promise<MediaReply | null> {
    if (request.head || request.ifNoneMatch) {
      const info = await this.store.head(key);
      if (!info) {
        return null;
      }
      if (request.ifNoneMatch && etagMatches(request.ifNoneMatch, info.etag)) {
        return { ...info, type, cacheControl, body: null };
      }
      if (request.head) {
        return { ...info, type, cacheControl, body: Readable.from([]) };
      }
    }
    const object = await this.store.get(key);
    return object && { ...object, type, cacheControl };
  }

  private async guard(serve: () => Promise<MediaReply>): Promise<MediaReply> {
    try {
      return await serve();
    } catch (error) {
      throw this.storage.unavailable(error);
    }
  }

  private notFound(): never {
    throw new NotFoundException(MEDIA_NOT_FOUND);
  }
}
