import Ajv2020, { ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { OpenAPIObject, OperationObject, ParameterObject } from '@nestjs/swagger';
import sharp from 'sharp';
import { RouteIndex } from '../src/core/http/route-index';
import { isPagePath } from '../src/core/http/paths';
import { IDEMPOTENCY_CONFLICT } from '../src/docs/http-conventions';
import { TIMEZONE_LIST } from '../src/modules/settings/timezone-list';
import {
  AWAITING_MERGE,
  buildWorld,
  callerName,
  callers,
  createCallers,
  createLimitedApp,
  DOCUMENTED_ONLY,
  Fixtures,
  LimitedApp,
  Operation,
  operations,
  Replay,
  replayJourney,
  replayRequest,
} from './support/replay-journey';
import { createTestApp, TestApp } from './utils/create-test-app';
import { resetDatabase } from './utils/reset-database';

/**
 * The OpenAPI document against the running app: it is a valid OpenAPI 3.1 document, it lists
 * exactly the served routes, every route documents its answers, and every documented answer is
 * replayed with real requests (the journey of test/support/replay-journey.ts) and validated against
 * the document's schema for that route and status, so the document cannot drift from the code.
 */

/** Statuses a replay cannot provoke on demand; their schema is still checked to exist. */
const NOT_REPLAYED = new Set(['500', '503']);

type Content = Record<string, { schema?: unknown }>;

/** The content (media type → schema) of a response, or undefined when it has none. */
function responseContent(operation: OperationObject, status: string): Content | undefined {
  return (operation.responses[status] as { content?: Content } | undefined)?.content;
}

const DOC_ID = 'https://social.test/openapi.json';
/** The same components, objects left open: for request bodies (extra fields are ignored). */
const OPEN_DOC_ID = 'https://social.test/openapi-open.json';

/**
 * Points every `#/components/…` reference at the document registered under `id` and, with
 * `close`, makes every object schema closed (no undeclared properties) unless it says otherwise,
 * so an extra field in a response fails the replay just like a missing one.
 */
function prepare(node: unknown, id: string, close: boolean): unknown {
  if (Array.isArray(node)) {
    return node.map((n) => prepare(n, id, close));
  }
  if (typeof node !== 'object' || node === null) {
    return node;
  }
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    copy[key] =
      key === 'properties' || key === 'patternProperties'
        ? Object.fromEntries(
            Object.entries(value as Record<string, unknown>).map(([k, v]) => [
              k,
              prepare(v, id, close),
            ]),
          )
        : prepare(value, id, close);
  }
  if (close && 'properties' in copy && !('additionalProperties' in copy)) {
    copy.additionalProperties = false;
  }
  if (typeof copy.$ref === 'string') {
    copy.$ref = copy.$ref.replace(/^#\/components\//, `${id}#/components/`);
  }
  return copy;
}

class DocumentValidator {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(document: OpenAPIObject) {
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: DOC_ID, components: prepare(document.components, DOC_ID, true) });
    this.ajv.addSchema({
      $id: OPEN_DOC_ID,
      components: prepare(document.components, OPEN_DOC_ID, false),
    });
  }

  /** A response body against its schema, strict about extra properties. */
  response(id: string, schema: unknown, body: unknown): string[] {
    return this.run(`response ${id}`, () => prepare(schema, DOC_ID, true), body);
  }

  /** A request body against the documented request schema. */
  request(id: string, schema: unknown, body: unknown): string[] {
    return this.run(`request ${id}`, () => prepare(schema, OPEN_DOC_ID, false), body);
  }

  private run(id: string, schema: () => unknown, body: unknown): string[] {
    let validate = this.compiled.get(id);
    if (!validate) {
      validate = this.ajv.compile(schema() as object);
      this.compiled.set(id, validate);
    }
    if (validate(body)) {
      return [];
    }
    return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
  }
}

/** Every node of the document with its JSON pointer. */
function* walk(node: unknown, pointer = '#'): Generator<[Record<string, unknown>, string]> {
  if (typeof node !== 'object' || node === null) {
    return;
  }
  if (!Array.isArray(node)) {
    yield [node as Record<string, unknown>, pointer];
  }
  for (const [key, value] of Object.entries(node)) {
    yield* walk(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  }
}

function resolve(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) {
    return undefined;
  }
  let node = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null || !(key in node)) {
      return undefined;
    }
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * Why the document would refuse the request body of a replay the service accepted: no body where
 * one is required, an undocumented media type, or fields its schema refuses. Form and multipart
 * fields arrive as strings: a whole number is read as a number where the schema takes an integer
 * (as a validating proxy reads forms); file parts count as the binary strings they are documented as.
 */
function requestProblems(
  document: OpenAPIObject,
  validator: DocumentValidator,
  op: Operation,
  replay: Replay,
): string[] {
  const body = op.operation.requestBody as { required?: boolean; content?: Content } | undefined;
  let type: string | undefined;
  let fields: Record<string, unknown> | undefined;
  if (replay.json !== undefined) {
    type = 'application/json';
    fields = replay.json as Record<string, unknown>;
  } else if (replay.form && Object.keys(replay.form).length > 0) {
    type = 'application/x-www-form-urlencoded';
    fields = { ...replay.form };
  } else if (replay.multipart) {
    type = 'multipart/form-data';
    fields = {
      ...Object.fromEntries(
        Object.entries(replay.multipart.fields).map(([k, v]) => [k, String(v)]),
      ),
      ...Object.fromEntries(Object.keys(replay.multipart.files ?? {}).map((k) => [k, 'bytes'])),
    };
  } else if (replay.payload !== undefined) {
    return [];
  }
  if (type === undefined || fields === undefined) {
    return body?.required ? ['no body, but the document requires one'] : [];
  }
  const media = body?.content?.[type];
  if (!media?.schema) {
    return [`request body ${type} is not documented`];
  }
  if (type !== 'application/json') {
    const schema = resolve(document, (media.schema as { $ref?: string }).$ref ?? '') as
      { properties?: Record<string, { type?: string; anyOf?: { type?: string }[] }> } | undefined;
    for (const [name, value] of Object.entries(fields)) {
      const property = schema?.properties?.[name];
      const integer =
        property?.type === 'integer' || !!property?.anyOf?.some((s) => s.type === 'integer');
      if (integer && typeof value === 'string' && /^-?\d+$/.test(value)) {
        fields[name] = Number(value);
      }
    }
  }
  return validator.request(op.key, media.schema, fields).map((e) => `request body (${type}) ${e}`);
}

const IMAGE_FORMATS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpeg' };

describe('OpenAPI document', () => {
  let t: TestApp;
  let limited: LimitedApp;
  let document: OpenAPIObject;
  let fixtures: Omit<Fixtures, 'world'>;

  beforeAll(async () => {
    limited = await createLimitedApp();
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    const res = await t.app.inject({ method: 'GET', url: '/docs/openapi.json' });
    document = res.json<OpenAPIObject>();
  });
  afterAll(async () => {
    await t.close();
    await limited.app.close();
    process.env.RATE_LIMIT_PER_MINUTE = '0';
  });
  beforeEach(async () => {
    await resetDatabase(t.app);
    fixtures = await createCallers(t);
  });

  it('is a valid OpenAPI 3.1 document', () => {
    expect(document.openapi).toBe('3.1.0');
    const problems: string[] = [];
    for (const [node, pointer] of walk(document)) {
      if (typeof node.$ref === 'string' && resolve(document, node.$ref) === undefined) {
        problems.push(`${pointer}: $ref ${node.$ref} does not resolve`);
      }
      if ('nullable' in node && !pointer.endsWith('/properties')) {
        problems.push(`${pointer}: "nullable" is OpenAPI 3.0; 3.1 uses type: [..., "null"]`);
      }
    }
    const ajv = new Ajv2020({ strict: false });
    const checkSchema = (schema: unknown, where: string) => {
      if (!ajv.validateSchema(schema as object)) {
        problems.push(`${where}: not a JSON schema: ${ajv.errorsText(ajv.errors)}`);
      }
    };
    for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
      checkSchema(schema, `components.schemas.${name}`);
    }
    const ids = new Set<string>();
    for (const { key, path, operation } of operations(document)) {
      if (!operation.operationId || ids.has(operation.operationId)) {
        problems.push(`${key}: missing or repeated operationId ${operation.operationId}`);
      }
      ids.add(operation.operationId ?? '');
      if (!operation.summary || !operation.tags?.length) {
        problems.push(`${key}: no summary or tag`);
      }
      const parameters = (operation.parameters ?? []) as ParameterObject[];
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = parameters
        .filter((p) => p.in === 'path')
        .map((p) => p.name)
        .sort();
      if (JSON.stringify(inPath) !== JSON.stringify(declared)) {
        problems.push(`${key}: path parameters ${declared.join(',')} ≠ ${inPath.join(',')}`);
      }
      for (const p of parameters) {
        if ((p.in === 'path' && p.required !== true) || !p.schema) {
          problems.push(`${key}: parameter ${p.name} must be required (path) and have a schema`);
        }
        checkSchema(p.schema, `${key} parameter ${p.name}`);
      }
      const body = operation.requestBody as { content?: Content } | undefined;
      for (const [type, media] of Object.entries(body?.content ?? {})) {
        checkSchema(media.schema, `${key} request ${type}`);
      }
      // 202: accepted, finished in the background (DELETE /account)
      if (!operation.responses['200'] && !operation.responses['202']) {
        problems.push(`${key}: no 200 or 202 response`);
      }
      for (const status of Object.keys(operation.responses)) {
        const content = responseContent(operation, status);
        if (status === '304') {
          if (content) {
            problems.push(`${key}: a 304 has no body`);
          }
          continue;
        }
        if (!content || Object.keys(content).length === 0) {
          problems.push(`${key}: status ${status} has no content`);
        }
        for (const [type, media] of Object.entries(content ?? {})) {
          const schema = media.schema;
          if (!schema) {
            problems.push(`${key}: status ${status} ${type} has no schema`);
          }
          checkSchema(schema, `${key} ${status} ${type}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('has declared tags, a server, a license and operationIds that read as method names', () => {
    const declared = (document.tags ?? []).map((tag) => tag.name);
    expect(document.tags?.every((tag) => (tag.description ?? '').length > 0)).toBe(true);
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(document.info.license).toMatchObject({ name: expect.any(String) });
    const problems: string[] = [];
    for (const { key, operation } of operations(document)) {
      if (!/^[a-z]+[A-Z][A-Za-z]*$/.test(operation.operationId ?? '')) {
        problems.push(`${key}: operationId ${operation.operationId} is no camelCase method name`);
      }
      for (const tag of operation.tags ?? []) {
        if (!declared.includes(tag)) {
          problems.push(`${key}: tag ${tag} is not declared`);
        }
      }
    }
    expect(problems).toEqual([]);
    const ids = Object.fromEntries(
      operations(document).map(({ key, operation }) => [key, operation.operationId]),
    );
    expect(ids).toMatchObject({
      'GET /api/v0/latest': 'getLatest',
      'POST /api/v0/post': 'createPost',
      'POST /api/v0/star/{post_id}': 'starPost',
      'GET /api/v0/notifications/stream': 'streamNotifications',
    });
  });

  it("gives each error status an example of its own (not a 400's)", () => {
    const problems: string[] = [];
    let checked = 0;
    for (const { key, operation } of operations(document)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const media = (response as { content?: Record<string, { example?: unknown }> }).content?.[
          'application/json'
        ];
        if (Number(status) < 401 || media === undefined) {
          continue;
        }
        const example = media.example as { status?: string; messages?: string[] } | undefined;
        checked += 1;
        if (example?.status !== 'error' || example.messages?.length !== 1) {
          problems.push(`${key} ${status}: no error example`);
        } else if (example.messages[0] === 'The Post field is required.') {
          problems.push(`${key} ${status}: a 400's example`);
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(problems).toEqual([]);
    const latest = document.paths['/api/v0/pending'].get!.responses as Record<
      string,
      { content: Record<string, { example: { messages: string[] } }> }
    >;
    expect(latest['401'].content['application/json'].example.messages).toEqual([
      'The requested endpoint requires a valid API key.',
    ]);
  });

  it('puts the example of every path parameter on the parameter, not in its schema', () => {
    const problems: string[] = [];
    for (const { key, operation } of operations(document)) {
      for (const parameter of (operation.parameters ?? []) as {
        in: string;
        name: string;
        example?: unknown;
        schema?: { example?: unknown };
      }[]) {
        if (parameter.in !== 'path') {
          continue;
        }
        if (parameter.example === undefined || parameter.schema?.example !== undefined) {
          problems.push(`${key}: ${parameter.name}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives every request body an example per media type, which its schema accepts', () => {
    const validator = new DocumentValidator(document);
    const problems: string[] = [];
    let checked = 0;
    for (const { key, operation } of operations(document)) {
      const body = operation.requestBody as
        | {
            content: Record<
              string,
              { schema: unknown; example?: unknown; examples?: Record<string, { value: unknown }> }
            >;
          }
        | undefined;
      for (const [type, media] of Object.entries(body?.content ?? {})) {
        const values =
          media.example !== undefined
            ? [media.example]
            : Object.values(media.examples ?? {}).map((e) => e.value);
        if (values.length === 0) {
          problems.push(`${key} ${type}: no example`);
        }
        for (const value of values) {
          checked += 1;
          problems.push(
            ...validator.request(key, media.schema, value).map((e) => `${key} ${type}: ${e}`),
          );
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(35);
  });

  it('starts the docs page form of POST /account from a body that changes nothing', () => {
    const body = document.paths['/api/v0/account'].post!.requestBody as {
      required: boolean;
      content: Record<string, { examples: Record<string, { value: unknown }> }>;
    };
    // No body is accepted (it changes nothing), so the document does not require one.
    expect(body.required).toBe(false);
    for (const media of Object.values(body.content)) {
      expect(Object.values(media.examples)[0].value).toEqual({});
    }
    const schema = document.components?.schemas?.UpdateAccountDto as {
      properties: Record<string, { example?: unknown; default?: unknown }>;
      required?: string[];
    };
    expect(schema.required ?? []).toEqual([]);
    for (const [field, property] of Object.entries(schema.properties)) {
      expect({ field, example: property.example, default: property.default }).toEqual({
        field,
        example: undefined,
        default: undefined,
      });
    }
  });

  it('describes the events of the stream, not a string', () => {
    const media = responseContent(document.paths['/api/v0/notifications/stream'].get!, '200')![
      'text/event-stream'
    ] as { schema: { type: string; items: { $ref: string } } };
    // The sequence of events (3.1 has no `itemSchema`; 3.2 defines this as its equivalent).
    expect(media.schema).toMatchObject({ type: 'array' });
    const item = media.schema.items;
    const event = resolve(document, item.$ref) as {
      properties: Record<string, { contentMediaType?: string; contentSchema?: { $ref: string } }>;
    };
    expect(Object.keys(event.properties)).toEqual(['event', 'id', 'data', 'retry']);
    expect(event.properties.data).toMatchObject({
      contentMediaType: 'application/json',
      contentSchema: { $ref: '#/components/schemas/Notification' },
    });
    const validator = new DocumentValidator(document);
    // `data` is JSON text; its Notification schema is an annotation (contentSchema).
    expect(
      validator.response('stream event', item, {
        event: 'notification',
        id: '42',
        data: '{"id":42,"type":"star","status":"unread"}',
      }),
    ).toEqual([]);
    expect(validator.response('stream event', item, { retry: 3000 })).toEqual([]);
  });

  it('lists the checked-in time zones, whatever the runtime holds', () => {
    const ok = document.paths['/api/v0/settings/timezones'].get!.responses['200'] as unknown as {
      content: {
        'application/json': { schema: { properties: { data: { items: { enum: string[] } } } } };
      };
    };
    expect(ok.content['application/json'].schema.properties.data.items.enum).toEqual(TIMEZONE_LIST);
  });

  it('describes POST /post with explicit optional attachment fields and no defaults', () => {
    const schema = document.components?.schemas?.CreatePostDto as {
      properties: Record<string, { default?: unknown; example?: unknown }>;
      required?: string[];
      patternProperties?: unknown;
    };
    expect(schema.patternProperties).toBeUndefined();
    expect(schema.required).toEqual(['post']);
    for (let n = 0; n < 10; n++) {
      expect(schema.properties[`attachment_type_${n}`]).toMatchObject({ enum: ['text'] });
      expect(schema.properties[`attachment_text_${n}`]).toMatchObject({ maxLength: 10_000 });
    }
    expect(schema.properties.post).toMatchObject({ maxLength: 240 });
    // Empty is taken as absent, as the service does.
    expect(schema.properties.attachment_count).toMatchObject({
      anyOf: [
        { type: 'integer', maximum: 10 },
        { type: 'string', maxLength: 0 },
      ],
    });
    expect(schema.properties.parent_id).toMatchObject({
      anyOf: [
        { type: 'integer', minimum: 0 },
        { type: 'string', maxLength: 0 },
      ],
    });
    expect(schema.properties.attachment_count.default).toBeUndefined();
    // A form starts from the example: no attachment unless the user asks for one.
    expect(schema.properties.attachment_count.example).toBe(0);
    expect(document.components?.schemas?.CreateUploadDto).toMatchObject({
      properties: { total_bytes: { maximum: 5 * 1024 * 1024 } },
    });
  });

  it('describes the pagination fields and the count metas', () => {
    const pagination = document.components?.schemas?.Pagination as {
      properties: Record<string, { description?: string }>;
    };
    for (const [field, schema] of Object.entries(pagination.properties)) {
      expect({ field, described: (schema.description ?? '').length > 0 }).toEqual({
        field,
        described: true,
      });
    }
    expect(pagination.properties.page_next.description).toMatch(/last page/);
    for (const path of ['/api/v0/notifications/count', '/api/v0/notifications/count/unread']) {
      const ok = document.paths[path].get!.responses['200'];
      expect(ok).toMatchObject({
        content: {
          'application/json': { schema: { properties: { meta: { items: expect.anything() } } } },
        },
      });
    }
  });

  it('lists exactly the routes the app serves', () => {
    const served = t.app
      .get(RouteIndex)
      .list()
      // /metrics is Prometheus' endpoint, no part of the API (docs/operations.md "Monitoring"),
      // and the web pages (HTML) are left out of the document too
      .filter(
        (r) =>
          r.method !== 'HEAD' &&
          !r.url.startsWith('/docs') &&
          r.url !== '/metrics' &&
          // OAuth's endpoints speak RFC 6749 JSON, described by their RFC 8414 metadata
          !r.url.startsWith('/oauth/') &&
          !r.url.startsWith('/.well-known/') &&
          !isPagePath(r.url),
      )
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`)
      .sort();
    const documented = operations(document).map((o) => o.key);
    expect(documented.filter((key) => !DOCUMENTED_ONLY.has(key)).sort()).toEqual(
      served.filter((key) => !DOCUMENTED_ONLY.has(key)),
    );
    for (const key of DOCUMENTED_ONLY) {
      expect(documented).toContain(key);
    }
  });

  it('marks every operation public, pro or moderator, with its security requirement', () => {
    for (const { key, method, path, operation } of operations(document)) {
      const access = (operation as { 'x-access'?: string })['x-access'];
      expect({ key, access }).toEqual({
        key,
        access: expect.stringMatching(/^(public|pro|moderator)$/),
      });
      expect({ key, security: operation.security }).toEqual({
        key,
        // the oauth2 scope of each operation: openapi-oauth.e2e-spec
        security:
          access === 'public'
            ? [{}, { oauth2: [expect.any(String)] }, { basic: [] }]
            : [{ oauth2: [expect.any(String)] }, { basic: [] }],
      });
      expect(operation.responses['401']).toBeDefined();
      // a 403 on Pro and moderator routes, and on every write of the API (a read-only key)
      const write = path.startsWith('/api/v0/') && (method === 'POST' || method === 'DELETE');
      expect({ key, forbidden: operation.responses['403'] !== undefined }).toEqual({
        key,
        forbidden: access !== 'public' || write,
      });
    }
    const hello = operations(document).find((o) => o.key === 'GET /api/v0/hello')!;
    expect(hello.operation.summary).toBe('Greeting (Public)');
  });

  it('documents the success answer of every route', () => {
    const undocumented = operations(document)
      .filter(({ operation }) => {
        const ok = (operation.responses['200'] ?? operation.responses['202']) as
          { content?: unknown } | undefined;
        return !ok?.content;
      })
      .map((o) => o.key);
    expect(undocumented).toEqual([]);
  });

  it('offers form, multipart and JSON bodies, and the chunk as a multipart file', () => {
    const find = (key: string) => operations(document).find((o) => o.key === key)!.operation;
    const bodyTypes = (key: string) =>
      Object.keys((find(key).requestBody as { content: Content }).content);
    const forms = ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'];
    for (const key of [
      'POST /api/v0/hello',
      'POST /api/v0/post',
      'POST /api/v0/account',
      'POST /api/v0/settings',
      'POST /api/v0/upload',
      'POST /api/v0/upload/{upload_id}/completed',
    ]) {
      expect({ key, types: bodyTypes(key) }).toEqual({ key, types: forms });
    }
    expect(bodyTypes('POST /api/v0/upload/{upload_id}/chunked')).toEqual(['multipart/form-data']);
    expect(document.components?.schemas?.UploadChunkDto).toMatchObject({
      properties: { index: { type: 'integer' }, chunk: { type: 'string', format: 'binary' } },
      required: ['index', 'chunk'],
    });
    expect(Object.keys(responseContent(find('GET /media/{bucket}/{file}'), '200')!)).toEqual([
      'image/png',
      'image/jpeg',
    ]);
  });

  it('holds the schemas of every shape of the spec', () => {
    expect(Object.keys(document.components?.schemas ?? {})).toEqual(
      expect.arrayContaining([
        'Post',
        'Attachment',
        'UserSummary',
        'Reaction',
        'ReducedPost',
        'Notification',
        'ModerationAction',
        'ModerationQueueItem',
        'Account',
        'Profile',
        'Settings',
        'Upload',
        'Media',
        'Pagination',
        'ErrorEnvelope',
      ]),
    );
  });

  it('matches every documented answer with a real one (replay)', async () => {
    const world = await buildWorld(t, fixtures.pro);
    const validator = new DocumentValidator(document);
    const failures: string[] = [];
    const replayedStatuses = new Map<string, Set<string>>();
    const auth = callers(fixtures);
    const documented = operations(document);
    for (const op of documented) {
      replayedStatuses.set(op.key, new Set());
    }

    /** Sends a replay, checks its answer against the document and returns it. */
    const send = async (target: 'main' | 'limited', op: Operation, replay: Replay) => {
      const app = target === 'main' ? t : limited.app;
      const request = replayRequest(op, replay, auth);
      const res = await app.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        payload: request.payload,
      });
      if (replay.status === 'any') {
        return res;
      }
      const where = `${op.key} (${callerName(replay)} → ${replay.path})`;
      const status = String(res.statusCode);
      if (res.statusCode !== replay.status) {
        failures.push(`${where}: expected ${replay.status}, got ${status}: ${res.body}`);
        return res;
      }
      const response = op.operation.responses[status] as
        { headers?: Record<string, { required?: boolean }> } | undefined;
      if (!response) {
        failures.push(`${where}: status ${status} is not documented`);
        return res;
      }
      replayedStatuses.get(op.key)!.add(status);
      for (const [header, { required }] of Object.entries(response.headers ?? {})) {
        const name = header.toLowerCase();
        // This app rate-limits: the RateLimit-* headers optional elsewhere are sent.
        const expected = required || name.startsWith('ratelimit-');
        if (expected && !AWAITING_MERGE.headers.has(name) && res.headers[name] === undefined) {
          failures.push(`${where}: documented header ${header} missing on ${status}`);
        }
      }
      if (res.statusCode >= 200 && res.statusCode < 300) {
        // What the service took, the document must take too (a validating proxy would refuse it).
        failures.push(
          ...requestProblems(document, validator, op, replay).map((e) => `${where}: ${e}`),
        );
      }
      if (status === '304') {
        return res;
      }
      const type = String(res.headers['content-type'] ?? '')
        .split(';')[0]
        .trim();
      const content = responseContent(op.operation, status) ?? {};
      if (!content[type]) {
        failures.push(
          `${where}: ${status} answered ${type}, documented ${Object.keys(content).join(', ')}`,
        );
        return res;
      }
      if (type in IMAGE_FORMATS) {
        const { format } = await sharp(res.rawPayload).metadata();
        if (format !== IMAGE_FORMATS[type]) {
          failures.push(`${where}: ${type} body is ${format}`);
        }
        return res;
      }
      const errors = validator.response(`${op.key} ${status}`, content[type].schema, res.json());
      failures.push(...errors.map((e) => `${where} ${status}: ${e}`));
      return res;
    };

    failures.push(...(await replayJourney(document, { ...fixtures, world }, limited, send)));

    for (const op of documented) {
      const idempotencyOnly = (status: string) =>
        status === '409' &&
        (op.operation.responses['409'] as { description: string }).description ===
          IDEMPOTENCY_CONFLICT;
      const missing = Object.keys(op.operation.responses).filter(
        (status) =>
          !NOT_REPLAYED.has(status) &&
          !AWAITING_MERGE.statuses.has(status) &&
          !idempotencyOnly(status) &&
          !DOCUMENTED_ONLY.has(op.key) &&
          !replayedStatuses.get(op.key)?.has(status),
      );
      if (missing.length > 0) {
        failures.push(`${op.key}: documented statuses never replayed: ${missing.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
