import { trace } from '@opentelemetry/api';

/** What the running SDK offers here: its shutdown. */
interface TracingSdk {
  shutdown(): Promise<void>;
}

let sdk: TracingSdk | null = null;

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

/** Called by startTracing (start-tracing.ts) once the SDK runs. */
export function setTracingSdk(started: TracingSdk): void {
  sdk = started;
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
