/**
 * Imported first by main.ts, before anything else loads: OpenTelemetry patches http, fastify, pg,
 * ioredis and the AWS SDK as they are required, so it must be started before them. `.env` is read
 * here already so that OTEL_* settings in it count.
 */
import { config as loadDotenv } from 'dotenv';
import { startTracing, tracingWanted } from './tracing';

loadDotenv({ quiet: true });
if (tracingWanted(process.env)) {
  startTracing();
}
