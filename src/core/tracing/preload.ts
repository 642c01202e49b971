/**
 * Imported first by main.ts, before anything else loads: OpenTelemetry patches http, fastify, pg,
 * ioredis and the AWS SDK as they are required, so it must be started before them. `.env` is read
 * here already so that OTEL_* settings in it count. Without tracing, the SDK is not even loaded.
 */
import { config as loadDotenv } from 'dotenv';
import { tracingWanted } from './tracing';

loadDotenv({ quiet: true });
if (tracingWanted(process.env)) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require('./start-tracing') as typeof import('./start-tracing')).startTracing();
}
