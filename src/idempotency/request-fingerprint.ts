import { createHash, Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { UploadedTempFile } from '../core';

/**
 * What makes two requests "the same" for an Idempotency-Key: the method, the URL (path and query)
 * and the parsed body. Bodies are compared as fields, not bytes, so a form and the same form with
 * its fields in another order or other escapes are one request: each field name with its value,
 * names sorted, repeated names in their order, JSON values as JSON. A multipart file part counts
 * by the SHA-256 of its content, its file name and its media type.
 */
export async function requestFingerprint(request: FastifyRequest): Promise<string> {
  const hash = createHash('sha256');
  hash.update(`${request.method}\n${request.url}\n`);
  const multipart = (request.headers['content-type'] ?? '').startsWith('multipart/form-data');
  await addValue(hash, request.body, multipart);
  return hash.digest('hex');
}

async function addValue(hash: Hash, value: unknown, multipart: boolean): Promise<void> {
  if (value === undefined) {
    hash.update('u');
  } else if (value === null || typeof value !== 'object') {
    hash.update(`v${JSON.stringify(value)};`);
  } else if (Array.isArray(value)) {
    hash.update(`a${value.length}[`);
    for (const item of value) {
      await addValue(hash, item, multipart);
    }
    hash.update(']');
  } else if (multipart && isTempFile(value)) {
    // only on multipart bodies: a JSON object of the same shape is data, not a file to read
    hash.update(`f${JSON.stringify([value.filename, value.mimetype, value.truncated])}`);
    hash.update(await fileDigest(value.path));
    hash.update(';');
  } else {
    const record = value as Record<string, unknown>;
    const names = Object.keys(record).sort();
    hash.update(`o${names.length}{`);
    for (const name of names) {
      hash.update(`${JSON.stringify(name)}:`);
      await addValue(hash, record[name], multipart);
    }
    hash.update('}');
  }
}

function isTempFile(value: object): value is UploadedTempFile {
  const file = value as Partial<UploadedTempFile>;
  return (
    typeof file.path === 'string' &&
    typeof file.filename === 'string' &&
    typeof file.mimetype === 'string' &&
    typeof file.truncated === 'boolean'
  );
}

async function fileDigest(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}
