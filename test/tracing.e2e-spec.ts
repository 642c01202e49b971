import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createUsersIn } from './utils/raw-database';
import { postTo, ServiceProcess } from './utils/service-process';
import { createTestDatabase, TestDatabase } from './utils/test-database';
import { waitUntil } from './utils/wait';

const isPostgres = (process.env.TEST_DATABASE_URL ?? '').startsWith('postgres');

/** One span as OTLP/HTTP JSON carries it (the fields used here). */
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
  scope: string;
}

interface OtlpExport {
  resourceSpans?: {
    scopeSpans?: { scope?: { name?: string }; spans?: Omit<OtlpSpan, 'scope'>[] }[];
  }[];
}

/** An OTLP/HTTP receiver (JSON encoding) on a free port: the spans the service exports. */
async function startReceiver(): Promise<{ url: string; spans: OtlpSpan[]; server: Server }> {
  const spans: OtlpSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport;
        for (const resource of body.resourceSpans ?? []) {
          for (const scoped of resource.scopeSpans ?? []) {
            for (const span of scoped.spans ?? []) {
              spans.push({ ...span, scope: scoped.scope?.name ?? '' });
            }
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, spans, server };
}

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes?.find((a) => a.key === key)?.value;
  return value?.stringValue ?? value?.intValue;
};

/**
 * Tracing (OpenTelemetry) of the built service, started as in production with
 * OTEL_EXPORTER_OTLP_ENDPOINT pointing at a receiver in the test: a POST /post is one trace, from
 * the server span down to its database statements (PostgreSQL: the pg spans; SQLite is embedded
 * and has none, so there the trace holds the HTTP and Fastify spans), and the request's log line
 * names the trace.
 */
describe('Tracing', () => {
  let database: TestDatabase;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let service: ServiceProcess | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await service?.stop();
    receiver?.server.close();
    await database?.drop();
  });

  it('exports one trace per POST /post with the database spans as its children', async () => {
    service = await ServiceProcess.start({
      databaseUrl: database.url,
      storageDir: database.storageDir,
      env: {
        LOG_LEVEL: 'info',
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_BSP_SCHEDULE_DELAY: '100',
        OTEL_METRICS_EXPORTER: 'none',
        OTEL_LOGS_EXPORTER: 'none',
      },
    });
    const [alice] = await createUsersIn(database.url, ['alice']);
    const posted = await postTo(service.url, alice, { post: 'traced' });
    expect(posted.status).toBe(200);

    const isPost = (span: OtlpSpan) =>
      span.kind === 2 && // SERVER
      span.scope === '@opentelemetry/instrumentation-http' &&
      (attribute(span, 'url.path') ?? attribute(span, 'http.target')) === '/api/v0/post';
    await waitUntil('the POST /post server span is exported', () =>
      Promise.resolve(receiver.spans.some(isPost)),
    );
    const server = receiver.spans.find(isPost)!;
    expect(server.parentSpanId ?? '').toBe('');
    const trace = () => receiver.spans.filter((s) => s.traceId === server.traceId);

    // every span of the trace hangs below the server span
    const byId = new Map(trace().map((s) => [s.spanId, s]));
    const rootOf = (span: OtlpSpan): OtlpSpan => {
      let current = span;
      while (current.parentSpanId && byId.has(current.parentSpanId)) {
        current = byId.get(current.parentSpanId)!;
      }
      return current;
    };
    expect(trace().every((s) => rootOf(s).spanId === server.spanId)).toBe(true);
    expect(trace().some((s) => s.scope === '@fastify/otel')).toBe(true);

    if (isPostgres) {
      await waitUntil('the statements of the request are exported', () =>
        Promise.resolve(
          trace().filter((s) => s.scope === '@opentelemetry/instrumentation-pg').length >= 2,
        ),
      );
      const statements = trace().filter((s) => s.scope === '@opentelemetry/instrumentation-pg');
      for (const statement of statements) {
        expect(rootOf(statement).spanId).toBe(server.spanId);
      }
      expect(
        statements.some((s) =>
          /INSERT/i.test(
            String(attribute(s, 'db.query.text') ?? attribute(s, 'db.statement') ?? s.name),
          ),
        ),
      ).toBe(true);
      // the publisher's statements run outside any request and start no trace of their own
      expect(
        receiver.spans.filter(
          (s) => s.scope === '@opentelemetry/instrumentation-pg' && !s.parentSpanId,
        ),
      ).toEqual([]);
    } else {
      expect(receiver.spans.some((s) => s.scope === '@opentelemetry/instrumentation-pg')).toBe(
        false,
      );
    }

    // the request's log line carries the trace id
    await waitUntil('the request line is logged', () =>
      Promise.resolve(service!.output.some((line) => line.includes('"route":"/api/v0/post"'))),
    );
    const line = JSON.parse(service.output.find((l) => l.includes('"route":"/api/v0/post"'))!) as {
      traceId?: string;
    };
    expect(line.traceId).toBe(server.traceId);
  }, 90_000);
});
