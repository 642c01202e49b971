import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import sharp from 'sharp';
import { Clock } from '../../src/core/clock';
import { Db } from '../../src/database/sql';
import { TestUser } from './auth';
import { call, ApiResponse } from './http';
import { S3Server, startS3Server } from './s3-server';

/** A file part of a multipart body. */
export interface FilePart {
  filename: string;
  content: Buffer;
  contentType?: string;
}

/** A multipart/form-data body built by hand: text fields, then file parts (Buffer payloads). */
export function multipart(
  fields: Record<string, string | number>,
  files: Record<string, FilePart> = {},
): { headers: Record<string, string>; payload: Buffer } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const [name, file] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  };
}

/** An 800×600 (by default) image: red left edge, blue right edge, green centre. */
export function makeImage(
  format: 'png' | 'jpeg',
  options: { width?: number; height?: number } = {},
): Promise<Buffer> {
  const width = options.width ?? 800;
  const height = options.height ?? 600;
  const band = (colour: string) =>
    sharp({ create: { width: width / 8, height, channels: 3, background: colour } })
      .png()
      .toBuffer();
  return Promise.all([band('#ff0000'), band('#0000ff')]).then(([red, blue]) =>
    sharp({ create: { width, height, channels: 3, background: '#00ff00' } })
      .composite([
        { input: red, left: 0, top: 0 },
        { input: blue, left: width - width / 8, top: 0 },
      ])
      .toFormat(format)
      .toBuffer(),
  );
}

export interface UploadData {
  id: number;
  user_id: number;
  status: string;
  expired_at: string;
  media: { id: number; user_id: number; url_location: string; type: string }[];
}

export function createUpload(
  app: NestFastifyApplication,
  auth: string,
  fields: Partial<Record<string, string | number>> = {},
): Promise<ApiResponse<UploadData>> {
  return call<UploadData>(app, 'POST', '/upload', {
    auth,
    form: {
      file_type: 'image',
      original_name: 'me.png',
      original_extension: '.png',
      upload_type: 'profile',
      total_bytes: 100,
      ...fields,
    },
  });
}

export function sendChunk(
  app: NestFastifyApplication,
  auth: string | undefined,
  uploadId: number | string,
  index: number | string,
  content: Buffer,
): Promise<ApiResponse> {
  const body = multipart({ index }, { chunk: { filename: 'blob', content } });
  return call(app, 'POST', `/upload/${uploadId}/chunked`, { auth, ...body });
}

export function completeUpload(
  app: NestFastifyApplication,
  auth: string | undefined,
  uploadId: number | string,
  totalChunks: number | string,
): Promise<ApiResponse<UploadData>> {
  return call<UploadData>(app, 'POST', `/upload/${uploadId}/completed`, {
    auth,
    form: { total_chunks: totalChunks },
  });
}

/** The whole flow: create, send `file` in `chunks` parts, complete; returns the completion. */
export async function uploadImage(
  app: NestFastifyApplication,
  auth: string,
  file: Buffer,
  ext: string,
  chunks = 1,
): Promise<ApiResponse<UploadData>> {
  const created = await createUpload(app, auth, {
    original_name: `me${ext}`,
    original_extension: ext,
    total_bytes: file.length,
  });
  expect(created.status).toBe(200);
  const id = created.body.data.id;
  const size = Math.ceil(file.length / chunks);
  for (let index = 0; index < chunks; index++) {
    const res = await sendChunk(
      app,
      auth,
      id,
      index,
      file.subarray(index * size, (index + 1) * size),
    );
    expect(res.status).toBe(200);
  }
  return completeUpload(app, auth, id, chunks);
}

/**
 * A profile media row of `userId` with no file behind it, as a completed upload leaves it: for
 * tests of what refers to media (the upload flow has its own spec). Returns its id.
 */
export async function insertMedia(
  app: NestFastifyApplication,
  userId: number,
  ext = '.png',
): Promise<number> {
  const row = await app
    .get(Db)
    .transaction((tx) =>
      tx.get<{ id: number }>(
        `INSERT INTO media (user_id, type, ext, created_at) VALUES ($1, 'profile', $2, $3) RETURNING id`,
        [userId, ext, app.get(Clock).now()],
      ),
    );
  return row!.id;
}

/** Gives a Pro `user` a profile image (insertMedia) and a bio through POST /account; the media id. */
export async function setProfileImage(
  app: NestFastifyApplication,
  user: TestUser,
  ext: string,
  bio: string,
): Promise<number> {
  const mediaId = await insertMedia(app, user.id, ext);
  const res = await call(app, 'POST', '/account', {
    auth: user.auth,
    form: { media_id: mediaId, bio },
  });
  if (res.status !== 200) {
    throw new Error(`POST /account answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
  return mediaId;
}

/** GET of a served file by its absolute URL (any host: the path is what counts). */
export function fetchUrl(app: NestFastifyApplication, url: string, auth?: string) {
  return app.inject({
    method: 'GET',
    url: new URL(url).pathname,
    headers: auth ? { authorization: auth } : {},
  });
}

/**
 * A look into the object store the app under test uses, by key (`uploads/1/0`,
 * `media/100/profile_1.png`), read with the store's own means (files; an S3 client of the test),
 * not through the service's driver.
 */
export interface StoreProbe {
  /** The keys under `prefix`, sorted. */
  keys(prefix: string): Promise<string[]>;
  read(key: string): Promise<Buffer | null>;
  write(key: string, bytes: Buffer | string): Promise<void>;
  /** Removes every object the service keeps (uploads/, media/). */
  clear(): Promise<void>;
}

/** A storage driver the upload and media suites run on. */
export interface StorageDriver {
  name: 'file' | 's3';
  /** Starts what the driver needs; `stop()` removes it again. */
  start(): Promise<StorageUnderTest>;
}

export interface StorageUnderTest {
  /** Environment of apps on this store (for `file`, the default: STORAGE_DIR of the test app). */
  env: Record<string, string>;
  /** The probe of the store of an app whose STORAGE_DIR is `storageDir`. */
  probe(storageDir: string): StoreProbe;
  s3?: S3Server;
  stop(): Promise<void>;
}

function fileProbe(root: string): StoreProbe {
  const path = (key: string) => join(root, ...key.split('/'));
  return {
    keys: (prefix) => {
      const dir = path(prefix.slice(0, prefix.lastIndexOf('/') + 1));
      if (!existsSync(dir)) {
        return Promise.resolve([]);
      }
      const keys = readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
        .filter((key) => key.startsWith(prefix));
      return Promise.resolve(keys.sort());
    },
    read: (key) => Promise.resolve(existsSync(path(key)) ? readFileSync(path(key)) : null),
    write: (key, bytes) => {
      mkdirSync(dirname(path(key)), { recursive: true });
      writeFileSync(path(key), bytes);
      return Promise.resolve();
    },
    clear: () => {
      for (const dir of ['media', 'uploads', 'alphabet']) {
        rmSync(join(root, dir), { recursive: true, force: true });
      }
      return Promise.resolve();
    },
  };
}

function s3Probe(s3: S3Server, prefix: string): StoreProbe {
  const Bucket = s3.bucket;
  const keys = async (under: string) => {
    const out = await s3.client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix + under }));
    return (out.Contents ?? []).map((o) => o.Key!.slice(prefix.length)).sort();
  };
  return {
    keys,
    read: async (key) => {
      try {
        const out = await s3.client.send(new GetObjectCommand({ Bucket, Key: prefix + key }));
        return Buffer.from(await out.Body!.transformToByteArray());
      } catch (error) {
        if ((error as Error).name === 'NoSuchKey') {
          return null;
        }
        throw error;
      }
    },
    write: async (key, bytes) => {
      await s3.client.send(new PutObjectCommand({ Bucket, Key: prefix + key, Body: bytes }));
    },
    clear: async () => {
      const all = await keys('');
      if (all.length > 0) {
        await s3.client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: all.map((key) => ({ Key: prefix + key })) },
          }),
        );
      }
    },
  };
}

/** The store under STORAGE_DIR, as by default (STORAGE_URL unset). */
export const FILE_STORAGE: StorageDriver = {
  name: 'file',
  start: () =>
    Promise.resolve({
      env: { STORAGE_URL: '', MEDIA_PUBLIC_URL: '' },
      probe: fileProbe,
      stop: () => Promise.resolve(),
    }),
};

/** A bucket of a fresh s3rver, under a key prefix (as a shared bucket would be used). */
export const S3_STORAGE: StorageDriver = {
  name: 's3',
  start: async () => {
    const s3 = await startS3Server();
    return {
      env: { ...s3.env('social/test'), MEDIA_PUBLIC_URL: '' },
      probe: () => s3Probe(s3, 'social/test/'),
      s3,
      stop: () => s3.stop(),
    };
  },
};

export const STORAGE_DRIVERS = [FILE_STORAGE, S3_STORAGE];
