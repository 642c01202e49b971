import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { READ_ONLY_KEY } from '../src/auth/auth.errors';
import { READ_ONLY_KEYS_KEY } from '../src/core/http/access';
import { Db } from '../src/database/sql';
import { READ_ONLY_TEXT } from '../src/docs/operation-annotations';
import { ApiKeysService } from '../src/users/api-keys.service';
import { basicAuth, createUser, TestUser } from './utils/auth';
import { createTestApp, TestApp } from './utils/create-test-app';
import { dbSnapshot } from './utils/db-snapshot';
import { call } from './utils/http';
import { insertPost, replyNotificationId } from './utils/post-fixtures';
import { AppRoute, appRoutes, fillPath, routeKey, STREAM_URLS } from './utils/routes';
import { createUpload, makeImage } from './utils/uploads';

const API = '/api/v0/';
const isWrite = (r: AppRoute) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method);

/**
 * Read-only API keys, on every route of the app as the route table has it (so a route added
 * later is covered without editing this test): every write of the API (POST, DELETE under
 * /api/v0) answers 403 with READ_ONLY_KEY and changes nothing, except the routes marked
 * @AllowsReadOnlyKey(); every read answers as it does to a full key of the same account.
 */
describe('read-only API keys', () => {
  let t: TestApp;
  let alice: TestUser; // the owner, with her full key
  let reader: string; // alice's read-only key, as an Authorization header
  let bob: TestUser;
  const ids = { post: 0, notification: 0, upload: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    alice = await createUser(t.app, 'alice');
    bob = await createUser(t.app, 'bob');
    const { apiKey } = await t.app
      .get(ApiKeysService)
      .create(alice.id, { name: 'dashboard', readOnly: true });
    reader = basicAuth('alice', apiKey);
    const at = t.clock.now();
    ids.post = await insertPost(t.app, { userId: alice.id, at });
    const reply = await insertPost(t.app, { userId: bob.id, parentId: ids.post, at });
    ids.notification = await replyNotificationId(t.app, alice.id, reply);
    const png = await makeImage('png', { width: 16, height: 16 });
    ids.upload = (await createUpload(t.app, alice.auth, { total_bytes: png.length })).body.data.id;
  });
  afterAll(() => t.close());

  /** The path of a route with alice's resources as its parameters. */
  function pathOf(route: AppRoute): string {
    const values: Record<string, string> = {
      post_id: String(ids.post),
      notification_id: String(ids.notification),
      upload_id: String(ids.upload),
      username: route.url.includes('block') ? 'bob' : 'alice',
      file: 'a.png',
      bucket: 'alphabet',
    };
    return fillPath(route.url, (param) => {
      if (!(param in values)) {
        throw new Error(`No value for :${param} of ${routeKey(route)}: add one to the test`);
      }
      return values[param];
    });
  }

  const send = (route: AppRoute, auth: string) =>
    t.app.inject({
      method: route.method as 'GET',
      url: pathOf(route),
      headers: {
        authorization: auth,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: route.method === 'GET' || route.method === 'HEAD' ? undefined : 'confirm=nobody',
    });

  /** Whether the route's handler carries @AllowsReadOnlyKey() (read from the route table). */
  function allowsReadOnly(route: AppRoute): boolean {
    const handlers = routeHandlers(t, route);
    expect({ route: routeKey(route), handlers: handlers.length }).toEqual({
      route: routeKey(route),
      handlers: 1,
    });
    return Reflect.getMetadata(READ_ONLY_KEYS_KEY, handlers[0]) === true;
  }

  it('refuses every write route of the API with 403 and the read-only message, changing nothing', async () => {
    const writes = appRoutes(t.app).filter((r) => isWrite(r) && r.url.startsWith(API));
    // the route table is read, not a list: today 25 writes (POST and DELETE)
    expect(writes.length).toBeGreaterThanOrEqual(25);
    const failures: string[] = [];
    let refused = 0;
    for (const route of writes) {
      if (allowsReadOnly(route)) {
        continue;
      }
      const before = await dbSnapshot(t.app);
      const res = await send(route, reader);
      const where = `${routeKey(route)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
      if (res.statusCode !== 403) {
        failures.push(`expected 403: ${where}`);
        continue;
      }
      const body = res.json<{ status: string; messages: string[]; data: unknown }>();
      // a moderator route refuses alice for her role first; any other for the key
      const expected = route.url.includes('/moderation/') ? null : [READ_ONLY_KEY];
      if (expected && JSON.stringify(body.messages) !== JSON.stringify(expected)) {
        failures.push(`expected the read-only message: ${where}`);
      }
      if (body.status !== 'error' || JSON.stringify(body.data) !== '{}') {
        failures.push(`expected the error envelope: ${where}`);
      }
      if (JSON.stringify(await dbSnapshot(t.app)) !== JSON.stringify(before)) {
        failures.push(`the refused call changed the database: ${where}`);
      }
      refused += 1;
    }
    expect(failures).toEqual([]);
    expect(refused).toBeGreaterThanOrEqual(24);
  });

  it('lets a read-only key call only the write routes marked @AllowsReadOnlyKey(): the stream ticket', async () => {
    const allowed = appRoutes(t.app)
      .filter((r) => isWrite(r) && allowsReadOnly(r))
      .map(routeKey);
    expect(allowed).toEqual(['POST /api/v0/notifications/stream/ticket']);
    const res = await call(t.app, 'POST', '/notifications/stream/ticket', { auth: reader });
    expect(res.status).toBe(200);
  });

  it('answers every read of the API as it answers the full key of the same account', async () => {
    const reads = appRoutes(t.app).filter(
      (r) => r.method === 'GET' && r.url.startsWith(API) && !STREAM_URLS.has(r.url),
    );
    expect(reads.length).toBeGreaterThanOrEqual(20);
    const differences: string[] = [];
    for (const route of reads) {
      const full = await send(route, alice.auth);
      const readOnly = await send(route, reader);
      // the answers themselves may differ only by their request id
      const strip = (body: string) => body.replace(/"request_id":"[^"]*"/g, '');
      if (full.statusCode !== readOnly.statusCode || strip(full.body) !== strip(readOnly.body)) {
        differences.push(`${routeKey(route)}: ${full.statusCode} vs ${readOnly.statusCode}`);
      }
    }
    expect(differences).toEqual([]);
    const account = await call<{ username: string }>(t.app, 'GET', '/account', { auth: reader });
    expect(account.status).toBe(200);
    expect(account.body.data.username).toBe('alice');
  });

  it('refuses a keyed write too, and the full key of the same account writes', async () => {
    const before = await t.app.get(Db).get<{ n: number }>('SELECT COUNT(*) AS n FROM posts');
    const refused = await call(t.app, 'POST', '/post', {
      auth: reader,
      form: { post: 'not from a reader' },
      headers: { 'idempotency-key': 'read-only-1' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.messages).toEqual([READ_ONLY_KEY]);
    const written = await call(t.app, 'POST', '/post', {
      auth: alice.auth,
      form: { post: 'from the full key' },
    });
    expect(written.status).toBe(200);
    const after = await t.app.get(Db).get<{ n: number }>('SELECT COUNT(*) AS n FROM posts');
    expect(Number(after!.n)).toBe(Number(before!.n) + 1);
  });

  it('documents the 403 on every write of the API but the marked ones', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/openapi.json' });
    const paths = res.json<{
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    }>().paths;
    const documented: string[] = [];
    for (const [path, item] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (operation.responses?.['403']?.description.includes(READ_ONLY_TEXT)) {
          documented.push(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
        }
      }
    }
    const expected = appRoutes(t.app)
      .filter((r) => isWrite(r) && r.url.startsWith(API) && !allowsReadOnly(r))
      .map(routeKey);
    expect(documented.sort()).toEqual(expected.sort());
  });
});

/** The handler functions of a route's controllers (Nest's metadata, as the guard reads it). */
function routeHandlers(t: TestApp, route: AppRoute): ((...args: unknown[]) => unknown)[] {
  const found: ((...args: unknown[]) => unknown)[] = [];
  const methodNames = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'ALL', 'OPTIONS', 'HEAD'];
  const join = (...parts: string[]) =>
    '/api/v0/' +
    parts
      .map((p) => p.replace(/^\/+|\/+$/g, ''))
      .filter((p) => p !== '')
      .join('/');
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as { prototype: Record<string, unknown> };
      const prefixes = [
        (Reflect.getMetadata(PATH_METADATA, controller) as string | undefined) ?? '',
      ].flat();
      const proto = controller.prototype;
      for (const name of Object.getOwnPropertyNames(proto)) {
        const handler = proto[name];
        if (typeof handler !== 'function' || !Reflect.hasMetadata(METHOD_METADATA, handler)) {
          continue;
        }
        const method = methodNames[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        const paths = [Reflect.getMetadata(PATH_METADATA, handler) as string | string[]].flat();
        const urls = prefixes.flatMap((prefix) => paths.map((p) => join(prefix, p)));
        if (method === route.method && urls.includes(route.url)) {
          found.push(handler as (...args: unknown[]) => unknown);
        }
      }
    }
  }
  return found;
}
