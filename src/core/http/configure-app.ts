import multipart, { MultipartFile } from '@fastify/multipart';
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import type { DestinationStream, Logger as PinoLogger } from 'pino';
import { AppConfig } from '../../config/app-config';
import { setupDocs } from '../../docs/docs.setup';
import { PinoNestLogger } from '../logging/pino-nest-logger';
import { loggingOptions, returnRequestIds } from '../logging/request-log';
import { API_PREFIX } from '../pagination';
import { connectionOptions, limitBodyFields } from './limits';
import { RouteIndex } from './route-index';
import { FRAMEWORK_ERROR_OPTIONS, trackParsedBodies } from './request-errors';
import { configureSecurity } from './security';
import { closeConnectionsWhenIdle, SHUTDOWN_OPTIONS } from './shutdown';

/** A multipart file part after it was streamed to disk. */
export interface UploadedTempFile {
  path: string;
  filename: string;
  mimetype: string;
  /** The part was longer than UPLOAD_MAX_BYTES and was cut. */
  truncated: boolean;
}

/**
 * Fastify-level setup shared by main.ts and the test app, so tests run the same HTTP stack as
 * production. Everything Nest-level (guards, pipes, filters) is registered as
 * APP_* providers in modules instead.
 */
export async function configureApp(app: NestFastifyApplication): Promise<void> {
  const config = app.get(AppConfig);
  const routes = app.get(RouteIndex);
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRoute', (route) => routes.add(route.method, route.url));
  app.useLogger(new PinoNestLogger(fastify.log as PinoLogger));
  // The auth guard sets `request.user`. Declared here, every request object is built with it and
  // all keep one hidden class; a property added later in a request's life changes its shape, and
  // V8 then treats request objects as polymorphic everywhere they are read.
  fastify.decorateRequest('user', null);
  returnRequestIds(fastify);
  closeConnectionsWhenIdle(fastify);
  configureSecurity(fastify, config);

  // Multipart fields land in `request.body` like form fields; file parts are streamed to a temp
  // file (never held in memory) and appear in the body as an UploadedTempFile. A handler keeps a
  // file by moving it away; whatever is still there when the answer goes out (a rejected request,
  // a parse error, an aborted upload) is deleted.
  const tmpDir = resolve(config.STORAGE_DIR, 'tmp');
  mkdirSync(tmpDir, { recursive: true });
  const tempFiles = new WeakMap<FastifyRequest, string[]>();
  const removeTempFiles = async (request: FastifyRequest): Promise<void> => {
    const paths = tempFiles.get(request);
    if (paths) {
      tempFiles.delete(request);
      await Promise.all(paths.map((path) => rm(path, { force: true })));
    }
  };
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    // A part longer than UPLOAD_MAX_BYTES is cut and marked `truncated`, so the handler can answer
    // with its own validation error (instead of a bare 413).
    throwFileSizeLimit: false,
    onFile: async function (this: FastifyRequest, part: MultipartFile) {
      const path = join(tmpDir, randomUUID());
      tempFiles.set(this, [...(tempFiles.get(this) ?? []), path]);
      await pipeline(part.file, createWriteStream(path));
      const file: UploadedTempFile = {
        path,
        filename: part.filename,
        mimetype: part.mimetype,
        truncated: part.file.truncated,
      };
      (part as unknown as { value: UploadedTempFile }).value = file;
    },
    limits: {
      fieldNameSize: 100,
      fieldSize: 64 * 1024,
      fields: 50,
      fileSize: config.UPLOAD_MAX_BYTES,
      files: 1,
      parts: 60,
      headerPairs: 100,
    },
  });
  // Callback style, not async: this hook runs on every response, and nearly none has temp files.
  fastify.addHook('onSend', (request, _reply, payload, done) => {
    if (!tempFiles.has(request)) {
      done(null, payload);
      return;
    }
    removeTempFiles(request).then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  });
  fastify.addHook('onRequestAbort', removeTempFiles);
  trackParsedBodies(fastify);
  limitBodyFields(app, config);

  app.setGlobalPrefix(API_PREFIX.slice(1), { exclude: ['health/{*path}', 'media/{*path}'] });
  setupDocs(app);
  // SIGTERM/SIGINT: drain HTTP, stop jobs, close the database, then exit 0. An explicit exit,
  // because re-raising the signal does nothing when node runs as PID 1 in a container.
  app.enableShutdownHooks([], { useProcessExit: true });
}

/**
 * Options of the Fastify instance itself (limits, timeouts, logger), shared by main.ts and tests.
 * `logDestination` lets a test read the log lines; the service writes them to stdout.
 */
export function fastifyOptions(config: AppConfig, logDestination?: DestinationStream) {
  return {
    bodyLimit: config.BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 200 },
    ...connectionOptions(config),
    trustProxy: config.trustProxy,
    ...SHUTDOWN_OPTIONS,
    // No Express-style middleware is used (the pipeline is guards, pipes, filters and Fastify hooks),
    // so @fastify/middie, which Nest would otherwise run on every request, is left out.
    skipMiddie: true,
    ...FRAMEWORK_ERROR_OPTIONS,
    ...loggingOptions(config, logDestination),
  };
}
