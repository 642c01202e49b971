import { NestFastifyApplication } from '@nestjs/platform-fastify';
import sharp from 'sharp';
import { call, ApiResponse } from './http';

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
    } as Record<string, string | number>,
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

/** GET of a served file by its absolute URL (any host: the path is what counts). */
export function fetchUrl(app: NestFastifyApplication, url: string, auth?: string) {
  return app.inject({
    method: 'GET',
    url: new URL(url).pathname,
    headers: auth ? { authorization: auth } : {},
  });
}
