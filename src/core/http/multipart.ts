import Busboy, { BusboyFileStream } from '@fastify/busboy';
import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import { prototypeKeyRefused, tooManyFields } from './limits';
import { MALFORMED_BODY } from './request-errors';

/** A multipart file part after it was streamed to disk. */
export interface UploadedTempFile {
  path: string;
  filename: string;
  mimetype: string;
  /** The part was longer than the file size limit and was cut. */
  truncated: boolean;
}

export interface MultipartOptions {
  /** Where file parts are written while their request runs. */
  tmpDir: string;
  /** Longest file part; longer ones are cut and marked `truncated`. */
  maxFileBytes: number;
}

export const TOO_MANY_FILES = 'The request has too many files: one is accepted.';

const LIMITS = {
  fieldNameSize: 100,
  fieldSize: 64 * 1024,
  fields: 50,
  files: 1,
  parts: 60,
  headerPairs: 100,
};

// `statusCode`: Fastify answers a failed body parser with the error's statusCode (else 500).
const tooManyFiles = () =>
  Object.assign(new PayloadTooLargeException(TOO_MANY_FILES), { statusCode: 413 });
const malformed = () => Object.assign(new BadRequestException(MALFORMED_BODY), { statusCode: 400 });

/** Streams a file part to `path`; settles only once the file is closed. */
async function save(file: BusboyFileStream, path: string): Promise<void> {
  const out = createWriteStream(path);
  try {
    await pipeline(file, out);
  } finally {
    if (!out.closed) {
      await once(out, 'close');
    }
  }
}

/**
 * `multipart/form-data` bodies, parsed by busboy into `request.body` like form fields: each field
 * a string (an array when its name repeats), the one file part streamed to a temp file (never
 * held in memory) and given as an UploadedTempFile. A handler keeps a file by moving it away;
 * whatever is still there when the answer goes out (a rejected request, a parse error, an aborted
 * upload) is deleted.
 *
 * A content-type parser, not @fastify/multipart: that plugin adds three async hooks that run on
 * every request, multipart or not, and cost about an eighth of a small GET. This costs nothing
 * unless the body is multipart.
 */
export function registerMultipart(fastify: FastifyInstance, options: MultipartOptions): void {
  const tempFiles = new WeakMap<FastifyRequest, string[]>();
  const removeTempFiles = async (request: FastifyRequest): Promise<void> => {
    const paths = tempFiles.get(request);
    if (paths) {
      tempFiles.delete(request);
      await Promise.all(paths.map((path) => rm(path, { force: true })));
    }
  };
  const newTempFile = (request: FastifyRequest): string => {
    const path = join(options.tmpDir, randomUUID());
    tempFiles.set(request, [...(tempFiles.get(request) ?? []), path]);
    return path;
  };

  fastify.addContentTypeParser('multipart/form-data', (request, payload, done) => {
    parseMultipart(request, payload, options, newTempFile).then(
      (body) => done(null, body),
      (error: Error) => done(error),
    );
  });
  // Callback style, not async: nearly no response has temp files.
  const removeBeforeAnswer: onSendHookHandler = (request, _reply, payload, done) => {
    if (!tempFiles.has(request)) {
      done(null, payload);
      return;
    }
    removeTempFiles(request).then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  };
  // Fastify parses no body on GET or HEAD: the hooks go to the routes of the other methods
  // only, so a GET runs neither (an onRequestAbort hook costs a listener on every request).
  fastify.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.some((method) => method !== 'GET' && method !== 'HEAD')) {
      route.onSend = [...[route.onSend ?? []].flat(), removeBeforeAnswer];
      route.onRequestAbort = [...[route.onRequestAbort ?? []].flat(), removeTempFiles];
    }
  });
}

function parseMultipart(
  request: FastifyRequest,
  payload: IncomingMessage,
  options: MultipartOptions,
  newTempFile: (request: FastifyRequest) => string,
): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({
        headers: request.headers as Parameters<typeof Busboy>[0]['headers'],
        limits: { ...LIMITS, fileSize: options.maxFileBytes },
      });
    } catch {
      // no boundary in the Content-Type
      reject(malformed());
      return;
    }
    // No prototype, as the form parser's: `constructor` or `toString` is just a name here.
    const body = Object.create(null) as Record<string, unknown>;
    const writes: Promise<void>[] = [];
    let currentFile: BusboyFileStream | null = null;
    let failure: Error | null = null;
    let settled = false;
    let sawData = false;

    const add = (name: string, value: unknown): void => {
      const previous = body[name];
      body[name] =
        previous === undefined
          ? value
          : Array.isArray(previous)
            ? [...(previous as unknown[]), value]
            : [previous, value];
    };
    // The first problem is the answer. Parsing goes on to the end of the body (busboy skips the
    // parts over a limit), so the connection stays usable and every file part gets closed.
    const fail = (error: Error): void => {
      failure ??= error;
    };
    // Settles once no temp file is open any more: the answer removes them.
    const settle = (): void => {
      if (settled) {
        return;
      }
      settled = true;
      void Promise.allSettled(writes).then((results) => {
        const failedWrite = results.find(
          (r): r is PromiseRejectedResult => r.status === 'rejected',
        );
        const error = failure ?? (failedWrite?.reason as Error | undefined);
        if (error) {
          reject(error);
        } else {
          resolve(body);
        }
      });
    };
    // The body ends early (a client gone, broken framing): busboy will not end the open part.
    const abandon = (error: Error): void => {
      fail(error);
      if (currentFile && !currentFile.readableEnded) {
        currentFile.destroy(error);
      }
      settle();
    };

    parser.on('field', (name: string | undefined, value: string) => {
      if (name === '__proto__') {
        fail(prototypeKeyRefused());
      } else if (name !== undefined) {
        add(name, value); // a part without a name cannot be addressed
      }
    });
    parser.on(
      'file',
      (name: string | undefined, file: BusboyFileStream, filename, _enc, mimetype) => {
        if (name === '__proto__') {
          fail(prototypeKeyRefused());
        }
        // Without a route (the not-found answer), nothing would read the file, and that answer
        // runs none of the route hooks that remove temp files.
        if (name === undefined || failure !== null || request.is404) {
          // skipped: read and dropped; a part cut short is the parser's error, reported there
          file.on('error', () => undefined).resume();
          return;
        }
        currentFile = file;
        const path = newTempFile(request);
        const written = save(file, path).then(() =>
          add(name, { path, filename, mimetype, truncated: file.truncated }),
        );
        written.catch(() => undefined); // not unhandled meanwhile: settle() reads the outcome
        writes.push(written);
      },
    );
    parser.on('fieldsLimit', () => fail(tooManyFields()));
    parser.on('partsLimit', () => fail(tooManyFields()));
    parser.on('filesLimit', () => fail(tooManyFiles()));
    parser.on('finish', settle);
    parser.on('error', () => {
      if (sawData) {
        abandon(malformed());
      } else {
        settle(); // an empty body is an empty form, not truncated multipart data
      }
    });
    payload.once('data', () => {
      sawData = true;
    });
    payload.on('close', () => {
      if (!payload.readableEnded) {
        abandon(malformed());
      }
    });
    payload.pipe(parser);
  });
}
