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
  const multipart = (request.headers['content-type'] ?? '').startsWith('multipart/form-data');
  // only multipart bodies hold files: the others are hashed without a single await
  const files = multipart ? await fileDigests(request.body) : null;
  const hash = createHash('sha256');
  hash.update(`${request.method}\n${request.url}\n`);
  addValue(hash, request.body, files);
  return hash.digest('hex');
}

/** `files`: the digest of each file part of a multipart body; null for other bodies. */
function addValue(hash: Hash, value: unknown, files: Map<object, string> | null): void {
  if (value === undefined) {
    hash.update('u');
  } else if (value === null || typeof value !== 'object') {
    hash.update(`v${JSON.stringify(value)};`);
  } else if (Array.isArray(value)) {
    hash.update(`a${value.length}[`);
    for (const item of value) {
      addValue(hash, item, files);
    }
    hash.update(']');
  } else if (files?.has(value)) {
    // only on multipart bodies: a JSON object of the same shape is data, not a file to read
    const file = value as UploadedTempFile;
    hash.update(`f${JSON.stringify([file.filename, file.mimetype, file.truncated])}`);
    hash.update(files.get(value)!);
    hash.update(';');
  } else {
    const record = value as Record<string, unknown>;
    const names = Object.keys(record).sort();
    hash.update(`o${names.length}{`);
    for (const name of names) {
      hash.update(`${JSON.stringify(name)}:`);
      addValue(hash, record[name], files);
    }
    hash.update('}');
  }
}

/** The SHA-256 of each file part of a multipart body, read from its temporary file. */
async function fileDigests(body: unknown): Promise<Map<object, string>> {
  const digests = new Map<object, string>();
  const visit = async (value: unknown): Promise<void> => {
    if (value === null || typeof value !== 'object') {
      return;
    }
    if (!Array.isArray(value) && isTempFile(value)) {
      digests.set(value, await fileDigest(value.path));
      return;
    }
    for (const item of Array.isArray(value) ? value : Object.values(value)) {
      await visit(item);
    }
  };
  await visit(body);
  return digests;
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
