import type { IncomingMessage } from 'node:http';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { AwsInstrumentation } from '@opentelemetry/instrumentation-aws-sdk';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { setTracingSdk } from './tracing';

/** The paths of scrapes and probes, which would only fill the traces. */
const UNTRACED = /^\/(metrics|health\/)/;

/**
 * Starts the OpenTelemetry SDK with the instrumentations of what this service talks to: HTTP and
 * Fastify (one server span per request, with its route), PostgreSQL (pg), Redis (ioredis) and
 * S3 (the AWS SDK). Exporter, sampler, resource and batching come from the standard OTEL_*
 * variables. It must run before those libraries are loaded: they are patched as they load. This
 * module is loaded only when tracing is wanted, so without it none of the SDK is loaded.
 */
export function startTracing(): void {
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME || 'social-posting-service',
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request: IncomingMessage) => UNTRACED.test(request.url ?? ''),
      }),
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        ignorePaths: ({ url }) => UNTRACED.test(url),
      }),
      new PgInstrumentation({ requireParentSpan: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
      new AwsInstrumentation(),
    ],
  });
  sdk.start();
  setTracingSdk(sdk);
}
