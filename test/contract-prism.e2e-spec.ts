import type { OpenAPIObject } from '@nestjs/swagger';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PrismProxy } from './support/prism-proxy';
import { IDEMPOTENCY_CONFLICT } from '../src/docs/http-conventions';
import {
  buildWorld,
  callerName,
  callers,
  createCallers,
  createLimitedApp,
  DOCUMENTED_ONLY,
  LimitedApp,
  Operation,
  operations,
  Replay,
  replayJourney,
  replayRequest,
  ReplayTarget,
} from './support/replay-journey';
import { createTestApp, listen, TestApp } from './utils/create-test-app';

/**
 * The document checked by another validator than ours: Stoplight Prism, as a validating proxy
 * (`prism proxy <document> <service> --errors=true`) in front of a listening service, replays the
 * journey of the OpenAPI test (test/support/replay-journey.ts). Prism must pass every request the
 * journey means to be valid on to the service, unchanged, and find no violation in any answer.
 */

/**
 * Statuses of replays that send what the document itself rules out (a missing field, a body too
 * large or of another type, a path segment too long, a method the path does not have): Prism may
 * refuse them before the service sees them, which is the document agreeing with the service.
 * Replays answered 401 without credentials are such requests too (Prism checks that the security
 * scheme's header is there), and so are the pair that reuses an Idempotency-Key with bodies of no
 * documented shape (`any`, then 422).
 */
const MEANT_INVALID = new Set<Replay['status']>([400, 405, 413, 414, 415, 422, 'any']);

function meantInvalid(replay: Replay): boolean {
  return (
    MEANT_INVALID.has(replay.status) ||
    (replay.status === 401 && (replay.who ?? 'anonymous') === 'anonymous') ||
    replay.outside === true
  );
}

/**
 * Documented statuses no valid request gets (Prism answers those requests itself) or that no
 * replay provokes (500, 503; see NOT_REPLAYED in test/openapi.e2e-spec.ts).
 */
const UNCHECKED = new Set(['400', '405', '413', '414', '415', '422', '500', '503']);

/**
 * Prism reads a request body as UTF-8 text and forwards that text: the bytes of a binary file part
 * would change (each invalid sequence becomes U+FFFD, 3 bytes). File parts go as ASCII bytes of
 * the same length; the chunk replays only depend on its length.
 */
function asciiFiles(replay: Replay): Replay {
  if (!replay.multipart?.files) {
    return replay;
  }
  const files = Object.fromEntries(
    Object.entries(replay.multipart.files).map(([name, file]) => [
      name,
      { ...file, content: Buffer.alloc(file.content.length, 'x') },
    ]),
  );
  return { ...replay, multipart: { ...replay.multipart, files } };
}

/** The operation whose answer the limited app's proxy is given a wrong schema of (the control). */
const PLANTED = '/health/ready';

/** The document with one answer's schema wrong: GET /health/ready must hold `planted`. */
function withPlantedMismatch(document: OpenAPIObject): OpenAPIObject {
  const copy = structuredClone(document);
  const ok = copy.paths[PLANTED].get!.responses['200'] as unknown as {
    content: { 'application/json': { schema: { required: string[] } } };
  };
  ok.content['application/json'].schema.required.push('planted');
  return copy;
}

describe('The OpenAPI document against the service, through Prism (proxy, --errors)', () => {
  let t: TestApp;
  let limited: LimitedApp;
  let dir: string;
  let document: OpenAPIObject;
  const proxies: Partial<Record<ReplayTarget, PrismProxy>> = {};

  beforeAll(async () => {
    limited = await createLimitedApp();
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    const base = await listen(t);
    const limitedBase = await listen(limited.app);
    dir = await mkdtemp(join(tmpdir(), 'prism-'));
    const text = await (await fetch(`${base}/docs/openapi.json`)).text();
    document = JSON.parse(text) as OpenAPIObject;
    await writeFile(join(dir, 'openapi.json'), text);
    // The limited app's replays are its 429s; its proxy also gets the planted mismatch.
    expect(document.paths[PLANTED].get!.responses['429']).toBeUndefined();
    await writeFile(join(dir, 'planted.json'), JSON.stringify(withPlantedMismatch(document)));
    [proxies.main, proxies.limited] = await Promise.all([
      PrismProxy.start(join(dir, 'openapi.json'), base),
      PrismProxy.start(join(dir, 'planted.json'), limitedBase),
    ]);
  }, 90_000);
  afterAll(async () => {
    await proxies.main?.stop();
    await proxies.limited?.stop();
    await t?.close();
    await limited?.app.close();
    await rm(dir, { recursive: true, force: true });
    process.env.RATE_LIMIT_PER_MINUTE = '0';
  });

  it('answers a response that violates its document with a 500 and sl-violations', async () => {
    const res = await fetch(`${proxies.limited!.url}${PLANTED}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const body = (await res.json()) as { title: string };
    expect({
      status: res.status,
      type: res.headers.get('content-type'),
      title: body.title,
      violations: res.headers.get('sl-violations'),
    }).toEqual({
      status: 500,
      type: 'application/problem+json',
      title: 'Request/Response not valid',
      violations: expect.stringContaining('planted'),
    });
  });

  it('finds no request and no response violation in the replay journey', async () => {
    const fixtures = await createCallers(t);
    const world = await buildWorld(t, fixtures.pro);
    const auth = callers(fixtures);
    const requestViolations: string[] = [];
    const responseViolations: string[] = [];
    const wrongStatus: string[] = [];
    /** The statuses of each operation whose answers Prism checked. */
    const checked = new Map<string, Set<number>>();
    /** Answers the journey gets only with paths the document rules out (`outside`). */
    const outside = new Set<string>();

    const send = async (target: ReplayTarget, op: Operation, replay: Replay) => {
      if (replay.outside) {
        outside.add(`${op.key} ${replay.status}`);
      }
      const request = replayRequest(op, asciiFiles(replay), auth);
      const res = await fetch(`${proxies[target]!.url}${request.url}`, {
        method: request.method,
        // Prism passes the service's Content-Encoding on with a body it already decoded.
        headers: { ...request.headers, 'accept-encoding': 'identity' },
        body: request.payload,
      });
      const body = await res.text();
      const where = `${op.key} (${callerName(replay)} → ${replay.path}) ${res.status}`;
      const violations = JSON.parse(res.headers.get('sl-violations') ?? '[]') as {
        location: string[];
        message: string;
      }[];
      // Prism's own answers are problem+json; the service never answers that type.
      const byPrism = (res.headers.get('content-type') ?? '').startsWith(
        'application/problem+json',
      );
      for (const { location, message } of violations) {
        const list = location[0] === 'request' ? requestViolations : responseViolations;
        list.push(`${where}: ${location.join('.')} ${message}`);
      }
      if (byPrism && res.status === 500) {
        responseViolations.push(`${where}: ${body}`);
      } else if (byPrism) {
        if (!meantInvalid(replay)) {
          requestViolations.push(`${where}: ${body}`);
        }
      } else {
        checked.set(op.key, (checked.get(op.key) ?? new Set()).add(res.status));
        if (replay.status !== 'any' && res.status !== replay.status) {
          wrongStatus.push(`${where}: expected ${replay.status}: ${body.slice(0, 300)}`);
        }
      }
      return { headers: Object.fromEntries(res.headers) };
    };

    const missing = await replayJourney(document, { ...fixtures, world }, limited, send);
    expect({ missing, requestViolations, responseViolations, wrongStatus }).toEqual({
      missing: [],
      requestViolations: [],
      responseViolations: [],
      wrongStatus: [],
    });
    // Every documented answer a valid request can get reached Prism's response check.
    const unchecked = operations(document)
      .filter((op) => !DOCUMENTED_ONLY.has(op.key))
      .flatMap((op) =>
        Object.entries(op.operation.responses)
          .filter(
            ([status, response]) =>
              !UNCHECKED.has(status) &&
              !outside.has(`${op.key} ${status}`) &&
              (response as { description?: string }).description !== IDEMPOTENCY_CONFLICT &&
              !checked.get(op.key)?.has(Number(status)),
          )
          .map(([status]) => `${op.key} ${status}`),
      );
    expect(unchecked).toEqual([]);
  }, 120_000);
});
