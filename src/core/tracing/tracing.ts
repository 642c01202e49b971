import type { IncomingMessage } from 'node:http';
import { trace } from '@opentelemetry/api';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { AwsInstrumentation } from '@opentelemetry/instrumentation-aws-sdk';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';

/** The paths of scrapes and probes, which would only fill the traces. */
const UNTRACED = /^\/(metrics|health\/)/;

let sdk: NodeSDK | null = null;

/**
 * Tracing is on when an exporter is named in the standard variables: OTEL_EXPORTER_OTLP_ENDPOINT
 * (or its traces-only form) or OTEL_TRACES_EXPORTER (other than `none`), unless OTEL_SDK_DISABLED.
 */
export function tracingWanted(env: NodeJS.ProcessEnv): boolean {
  if (env.OTEL_SDK_DISABLED === 'true') {
    return false;
  }
  const exporter = env.OTEL_TRACES_EXPORTER;
  if (exporter !== undefined && exporter !== '') {
    return exporter !== 'none';
  }
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/**
 * Starts the OpenTelemetry SDK with the instrumentations of what this service talks to: HTTP and
 * Fastify (one server span per request, with its route), PostgreSQL (pg), Redis (ioredis) and
 * S3 (the AWS SDK). Exporter, sampler, resource and batching come from the standard OTEL_*
 * variables. It must run before those libraries are loaded: they are patched as they load.
 */
export function startTracing(): void {
  if (sdk) {
    return;
  }
  sdk = new NodeSDK({
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
}

export function tracingStarted(): boolean {
  return sdk !== null;
}

/** Sends the spans still buffered and stops the SDK (at shutdown). */
export async function stopTracing(): Promise<void> {
  const running = sdk;
  sdk = null;
  await running?.shutdown().catch(() => undefined);
}

/** The trace id of the span active now, if a sampled one is. */
export function activeTraceId(): string | undefined {
  const context = trace.getActiveSpan()?.spanContext();
  return context && context.traceFlags & 1 ? context.traceId : undefined;
}
