import helmet, { HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppConfig } from '../../config/app-config';

/** Response headers a browser client may read besides the CORS-safelisted ones. */
export const EXPOSED_HEADERS = [
  'X-Request-Id',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'Retry-After',
  'WWW-Authenticate',
  'Allow',
];

/**
 * The headers helmet sets, computed once. Our helmet configuration is static (no CSP nonces), so
 * the headers are the same on every response; running helmet per request, as @fastify/helmet
 * does, rebuilt its middleware every time and cost about a third of a small request's time.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers (helmet) and CORS (CORS_ORIGINS). The CSP is helmet's default, which the Swagger
 * UI at /docs satisfies (its scripts are files, its inline parts are styles), minus
 * `upgrade-insecure-requests`, which would break the docs page served over plain HTTP. Media are
 * meant to be embedded by other sites, hence the cross-origin resource policy.
 */
export async function configureSecurity(
  app: NestFastifyApplication,
  config: AppConfig,
): Promise<void> {
  const headers = helmetHeaders({
    contentSecurityPolicy: { directives: { 'upgrade-insecure-requests': null } },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  app.enableCors({
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST'],
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  });
}
