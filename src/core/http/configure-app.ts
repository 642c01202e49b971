import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DestinationStream, Logger as PinoLogger } from 'pino';
import { AppConfig } from '../../config';
import { registerHttpMetrics } from '../metrics/http-metrics';
import { MetricsRegistry } from '../metrics/metrics-registry';
import { PinoNestLogger } from '../logging/pino-nest-logger';
import { loggingOptions, registerTraceIds, returnRequestIds } from '../logging/request-log';
import { activeTraceId, tracingStarted } from '../tracing/tracing';
import { API_PREFIX, DOCS_PATH, isPagePath, OPENAPI_JSON_PATH } from './paths';
import { attachPageRenderer, Pages } from './pages';
import { registerCaching } from './caching';
import { registerCompression } from './compression';
import { connectionOptions, limitBodyFields } from './limits';
import { RequestHooks } from './request-hooks';
import { RouteIndex } from './route-index';
import { registerMultipart } from './multipart';
import { FRAMEWORK_ERROR_OPTIONS } from './request-errors';
import { configureSecurity } from './security';
import { shutDownOnSignals } from './drain';
import { closeConnectionsWhenIdle, SHUTDOWN_OPTIONS } from './shutdown';

/**
 * Fastify-level setup shared by main.ts and the test app, so tests run the same HTTP stack as
 * production. The docs page and document are set up after it by the same two callers
 * (`setupDocs`): core depends on no module above it. Everything Nest-level (guards, pipes, filters) is registered as
 * APP_* providers in modules instead.
 */
export async function configureApp(app: NestFastifyApplication): Promise<void> {
  const config = app.get(AppConfig);
  const routes = app.get(RouteIndex);
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRoute', (route) => routes.add(route.method, route.url));
  registerHttpMetrics(fastify, app.get(MetricsRegistry), config);
  app.useLogger(new PinoNestLogger(fastify.log as PinoLogger));
  // The auth guard sets `request.user`. Declared here, every request object is built with it and
  // all keep one hidden class; a property added later in a request's life changes its shape, and
  // V8 then treats request objects as polymorphic everywhere they are read.
  fastify.decorateRequest('user', null);
  // First of the onSend hooks: the Idempotency-Key hooks store answers exactly as serialised.
  app.get(RequestHooks).register(fastify);
  returnRequestIds(fastify);
  if (tracingStarted()) {
    registerTraceIds(fastify, activeTraceId);
  }
  closeConnectionsWhenIdle(fastify);
  configureSecurity(fastify, config);

  const tmpDir = resolve(config.STORAGE_DIR, 'tmp');
  mkdirSync(tmpDir, { recursive: true });
  registerMultipart(fastify, { tmpDir, maxFileBytes: config.UPLOAD_MAX_BYTES });
  limitBodyFields(app, config);
  // Caching first: its onSend hook hashes and answers 304 before the body is compressed.
  registerCaching(
    fastify,
    (url) => url.startsWith(API_PREFIX) || url === OPENAPI_JSON_PATH,
    config.COMPRESSION,
  );
  // The web pages: a session cookie, not Authorization, makes a page private.
  registerCaching(fastify, isPagePath, config.COMPRESSION, { header: 'cookie' });
  if (config.COMPRESSION) {
    await registerCompression(
      fastify,
      (url) =>
        url.startsWith(API_PREFIX) ||
        url === DOCS_PATH ||
        url.startsWith(`${DOCS_PATH}/`) ||
        isPagePath(url),
    );
  }

  const pages = app.get(Pages).renderer;
  if (pages) {
    pages.configure(app);
    attachPageRenderer(fastify, pages);
  }
  app.setGlobalPrefix(API_PREFIX.slice(1), {
    exclude: [
      'health/{*path}',
      'media/{*path}',
      // the OAuth endpoints (src/modules/oauth) where RFC 8414 and client libraries expect them
      'oauth/{*path}',
      '.well-known/{*path}',
      ...(pages?.unprefixedRoutes ?? []),
    ],
  });
  // SIGTERM: readiness 503 for SHUTDOWN_DRAIN_MS, then drain HTTP, stop jobs, close the
  // database and exit 0 (see drain.ts).
  shutDownOnSignals(app, config.SHUTDOWN_DRAIN_MS);
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
