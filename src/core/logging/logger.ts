import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import pino, { DestinationStream, Logger } from 'pino';
import { AppConfig } from '../../config';

/**
 * Paths pino censors wherever a log call passes them. The request summary never logs headers at
 * all; this is the safety net for any other log call that passes a request or its headers.
 */
export const REDACTED_PATHS = [
  'authorization',
  'headers.authorization',
  'headers.cookie',
  'req.headers.authorization',
  'req.headers.cookie',
  'request.headers.authorization',
  'request.headers.cookie',
  'apiKey',
  'api_key',
  '*.apiKey',
  '*.api_key',
];

/**
 * The one pino instance of the process: Fastify logs through it (it is `fastify.log`) and Nest's
 * own logs reach it through `PinoNestLogger`, so every line on stdout is one JSON object.
 */
export function createLogger(config: AppConfig, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: config.LOG_LEVEL,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    // Fastify passes `req`/`res` to its own error logs: keep them to a few harmless fields.
    serializers: {
      req: (req: { id?: string; method?: string; url?: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url?.split('?')[0],
      }),
      res: (res: { statusCode?: number }) => ({ status: res.statusCode }),
      err: pino.stdSerializers.err,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** The caller's `X-Request-Id` when it is sane (≤100 chars of [A-Za-z0-9._-]), a new UUID otherwise. */
export function requestIdFor(request: { headers: IncomingHttpHeaders }): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
