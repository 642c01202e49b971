import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest, Server } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/app-config';
import {
  BODY_TOO_LARGE,
  HEADERS_TOO_LARGE,
  MAX_BODY_FIELDS,
  MAX_HEADER_BYTES,
  REQUEST_TIMEOUT,
  TOO_MANY_FIELDS,
} from '../../src/core/http/limits';
import { Db } from '../../src/database/sql';
import { createUser, TestUser } from '../utils/auth';
import { createTestApp, listen, TestApp } from '../utils/create-test-app';

const BODY_LIMIT = 64 * 1024;
const UPLOAD_MAX = 4096;
const HEADERS_TIMEOUT = 1000;
const REQUEST_TIMEOUT_MS = 2000;
const KEEP_ALIVE_TIMEOUT = 1000;
const CONNECTION_TIMEOUT = 3000;

interface Answer {
  status: number;
  body: { status: string; messages: string[]; meta: unknown; data: unknown };
  ms: number;
}

/** What came back on a raw socket, and when the server closed it (null: still open). */
interface RawResult {
  text: string;
  closedAfterMs: number | null;
}

/**
 * Opens a socket, writes `parts` (each after `gapMs`), and collects what the server sends until it
 * closes the connection or `waitMs` pass.
 */
function rawExchange(
  port: number,
  parts: (string | Buffer)[],
  gapMs: number,
  waitMs: number,
): Promise<RawResult> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let timer: NodeJS.Timeout | undefined;
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ text, closedAfterMs: closed ? Date.now() - started : null });
    };
    const giveUp = setTimeout(() => finish(false), waitMs);
    socket.on('data', (d) => (text += d.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => finish(true));
    let i = 0;
    const writeNext = () => {
      if (i < parts.length && !socket.destroyed) {
        socket.write(parts[i++]);
        timer = setTimeout(writeNext, gapMs);
      }
    };
    socket.on('connect', writeNext);
  });
}

function statusOf(raw: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1]);
}

function envelopeOf(raw: string): Answer['body'] {
  return JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as Answer['body'];
}

/**
 * The limits that protect the service from large and slow clients, against a real listening
 * server (Fastify's inject() bypasses Node's HTTP parser, its header limit and its timeouts), with
 * short timeouts configured for the test.
 */
describe('resource limits (a listening server)', () => {
  let t: TestApp;
  let port: number;
  let base: string;
  let alice: TestUser;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        BODY_LIMIT_BYTES: String(BODY_LIMIT),
        UPLOAD_MAX_BYTES: String(UPLOAD_MAX),
        HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT),
        REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
        KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_TIMEOUT),
        CONNECTION_TIMEOUT_MS: String(CONNECTION_TIMEOUT),
        // a notification stream's heartbeat must come before the connection timeout cuts it
        STREAM_HEARTBEAT_MS: String(Math.floor(CONNECTION_TIMEOUT / 2)),
      },
    });
    alice = await createUser(t.app, 'alice');
    base = await listen(t);
    port = Number(new URL(base).port);
  });

  afterAll(() => t.close());

  async function send(
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
  ): Promise<Answer> {
    const started = Date.now();
    const res = await fetch(`${base}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { authorization: alice.auth, ...init.headers },
      body: init.body,
    });
    const body = (await res.json()) as Answer['body'];
    return { status: res.status, body, ms: Date.now() - started };
  }

  const form = (fields: [string, string][]) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

  function multipartBody(
    fields: [string, string][],
    files: [string, Buffer][] = [],
  ): { headers: Record<string, string>; body: Buffer } {
    const boundary = 'limitsBoundary';
    const parts: Buffer[] = fields.map(([name, value]) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
    for (const [name, content] of files) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="blob"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
        ),
        content,
        Buffer.from('\r\n'),
      );
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    return {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: Buffer.concat(parts),
    };
  }

  const postCount = async () =>
    Number((await t.app.get(Db).get<{ n: number }>(`SELECT COUNT(*) AS n FROM posts`))!.n);

  function expectEnvelope(answer: Answer, status: number, messages: string[]): void {
    expect({ status: answer.status, body: answer.body }).toEqual({
      status,
      body: { status: 'error', messages, meta: {}, data: {} },
    });
  }

  describe('configuration', () => {
    it('sets every timeout and the header size on the server explicitly', () => {
      const server = t.app.getHttpServer() as Server & { maxHeaderSize: number };
      expect({
        requestTimeout: server.requestTimeout,
        headersTimeout: server.headersTimeout,
        keepAliveTimeout: server.keepAliveTimeout,
        connectionTimeout: server.timeout,
        maxHeaderSize: server.maxHeaderSize,
      }).toEqual({
        requestTimeout: REQUEST_TIMEOUT_MS,
        headersTimeout: HEADERS_TIMEOUT,
        keepAliveTimeout: KEEP_ALIVE_TIMEOUT,
        connectionTimeout: CONNECTION_TIMEOUT,
        maxHeaderSize: MAX_HEADER_BYTES,
      });
    });

    it('has sane defaults and refuses a headers timeout above the request timeout', () => {
      const config = loadConfig({});
      expect([
        config.REQUEST_TIMEOUT_MS,
        config.HEADERS_TIMEOUT_MS,
        config.KEEP_ALIVE_TIMEOUT_MS,
        config.CONNECTION_TIMEOUT_MS,
      ]).toEqual([30_000, 10_000, 10_000, 60_000]);
      expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '5000' })).toThrow(
        'HEADERS_TIMEOUT_MS="5000": HEADERS_TIMEOUT_MS must not be greater than REQUEST_TIMEOUT_MS',
      );
      expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '0' })).toThrow(/KEEP_ALIVE_TIMEOUT_MS/);
    });
  });

  describe('body size (BODY_LIMIT_BYTES)', () => {
    it('answers 413 to a form body over the limit', async () => {
      const answer = await send('/api/v0/post', form([['post', 'x'.repeat(BODY_LIMIT)]]));
      expectEnvelope(answer, 413, [BODY_TOO_LARGE]);
      expect(await postCount()).toBe(0);
    });

    it('answers 413 to a JSON body over the limit', async () => {
      const answer = await send('/api/v0/post', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ post: 'x'.repeat(BODY_LIMIT) }),
      });
      expectEnvelope(answer, 413, [BODY_TOO_LARGE]);
    });

    it('answers 413 to a chunked body (no Content-Length) once it passes the limit', async () => {
      const answer = await new Promise<Answer>((resolve, reject) => {
        const started = Date.now();
        const req = httpRequest(`${base}/api/v0/post`, {
          method: 'POST',
          headers: {
            authorization: alice.auth,
            'content-type': 'application/x-www-form-urlencoded',
            'transfer-encoding': 'chunked',
          },
        });
        req.on('response', (res) => {
          let text = '';
          res.on('data', (d: Buffer) => (text += d.toString()));
          res.on('end', () =>
            resolve({
              status: res.statusCode!,
              body: JSON.parse(text) as Answer['body'],
              ms: Date.now() - started,
            }),
          );
        });
        req.on('error', reject);
        req.write('post=');
        const chunk = 'x'.repeat(8 * 1024);
        for (let sent = 0; sent <= BODY_LIMIT; sent += chunk.length) {
          req.write(chunk);
        }
        req.end();
      });
      expectEnvelope(answer, 413, [BODY_TOO_LARGE]);
    });
  });

  describe(`field count (at most ${MAX_BODY_FIELDS})`, () => {
    const junk = (n: number): [string, string][] =>
      Array.from({ length: n }, (_, i): [string, string] => [`f${i}`, '1']);

    it(`accepts a form of ${MAX_BODY_FIELDS} fields (unknown ones are ignored)`, async () => {
      const answer = await send(
        '/api/v0/post',
        form([['post', 'hello'], ...junk(MAX_BODY_FIELDS - 1)]),
      );
      expect(answer.status).toBe(200);
      expect(await postCount()).toBe(1);
    });

    it('answers 413 at once to a form with thousands of fields', async () => {
      // 7,000 fields fit the 64 KiB body limit; before the cap, 100,000 fields (under the
      // default 1 MiB) kept the event loop busy for about 30 s
      for (const n of [MAX_BODY_FIELDS, 7000]) {
        const answer = await send('/api/v0/post', form([['post', 'hello'], ...junk(n)]));
        expectEnvelope(answer, 413, [TOO_MANY_FIELDS]);
        expect(answer.ms).toBeLessThan(1000);
      }
      expect(await postCount()).toBe(1);
    });

    it('answers 413 to a JSON body with thousands of keys, flat or nested', async () => {
      const keys = Object.fromEntries(junk(5000));
      for (const body of [
        { post: 'hello', ...keys },
        { post: 'hello', nested: keys },
        { post: 'hello', list: Object.keys(keys) },
      ]) {
        const answer = await send('/api/v0/post', {
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        expectEnvelope(answer, 413, [TOO_MANY_FIELDS]);
        expect(answer.ms).toBeLessThan(1000);
      }
      expect(await postCount()).toBe(1);
    });
  });

  describe('multipart (at most 50 fields, 1 file, a field of 64 KiB, a file of UPLOAD_MAX_BYTES)', () => {
    let tmpFiles: string;

    beforeAll(() => {
      tmpFiles = join(process.env.STORAGE_DIR!, 'tmp');
    });

    it('answers 413 to a multipart body with too many fields', async () => {
      const fields = Array.from({ length: 60 }, (_, i): [string, string] => [`f${i}`, '1']);
      const answer = await send('/api/v0/post', multipartBody([['post', 'hi'], ...fields]));
      expectEnvelope(answer, 413, [TOO_MANY_FIELDS]);
    });

    it('answers 413 to a multipart body with more than one file', async () => {
      const answer = await send(
        '/api/v0/post',
        multipartBody(
          [['post', 'hi']],
          [
            ['a', Buffer.from('1')],
            ['b', Buffer.from('2')],
          ],
        ),
      );
      expectEnvelope(answer, 413, ['The request has too many files: one is accepted.']);
      expect(readdirSync(tmpFiles)).toEqual([]);
    });

    it('deletes the temp file of a file part whose client went away mid-body', async () => {
      const { headers, body } = multipartBody([['index', '0']], [['chunk', Buffer.alloc(3000, 1)]]);
      const head =
        `POST /api/v0/post HTTP/1.1\r\nHost: x\r\nAuthorization: ${alice.auth}\r\n` +
        `Content-Type: ${headers['content-type']}\r\nContent-Length: ${body.length}\r\n\r\n`;
      // The body cut off about 1000 bytes before the end of the file part, then the socket closed.
      const sent = body.subarray(0, body.length - 1100);
      const result = await rawExchange(port, [head, sent], 100, 400);
      expect(result.text).toBe('');
      for (let i = 0; i < 50 && readdirSync(tmpFiles).length > 0; i++) {
        await new Promise((done) => setTimeout(done, 20));
      }
      expect(readdirSync(tmpFiles)).toEqual([]);
      expect((await send('/api/v0/hello')).status).toBe(200);
    });

    it('answers 400 to a multipart field over 64 KiB (it is cut, then too long)', async () => {
      const answer = await send('/api/v0/post', multipartBody([['post', 'x'.repeat(70_000)]]));
      expect(answer.status).toBe(400);
      expect(answer.body.messages).toEqual([
        'The Post field cannot be longer than 240 characters.',
      ]);
    });

    it('answers 400 to a file part over UPLOAD_MAX_BYTES, and keeps nothing of it', async () => {
      const created = await send('/api/v0/upload', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          file_type: 'image',
          original_name: 'me.png',
          original_extension: '.png',
          upload_type: 'profile',
          total_bytes: String(UPLOAD_MAX),
        }).toString(),
      });
      expect(created.status).toBe(200);
      const id = (created.body.data as { id: number }).id;
      const answer = await send(
        `/api/v0/upload/${id}/chunked`,
        multipartBody([['index', '0']], [['chunk', Buffer.alloc(UPLOAD_MAX * 4, 1)]]),
      );
      expect(answer.status).toBe(400);
      expect(Object.keys((answer.body.meta as { errors: object }).errors)).toEqual(['chunk']);
      expect(readdirSync(tmpFiles)).toEqual([]);
      const chunks = join(process.env.STORAGE_DIR!, 'uploads', String(id));
      expect(existsSync(chunks) ? readdirSync(chunks) : []).toEqual([]);
    });
  });

  describe(`header size and URL length (${MAX_HEADER_BYTES} bytes, Node's parser)`, () => {
    it('answers 431 in the envelope to a 20 kB header', async () => {
      const answer = await send('/api/v0/hello', { headers: { 'x-big': 'a'.repeat(20_000) } });
      expectEnvelope(answer, 431, [HEADERS_TOO_LARGE]);
    });

    it('answers 431 in the envelope to a 20 kB URL (the request line counts to the headers)', async () => {
      // Node has no separate URL limit and never answers 414 itself: the request line is part
      // of maxHeaderSize. (A single path segment over 200 characters is Fastify's 414.)
      const answer = await send(`/api/v0/hello?name=${'a'.repeat(20_000)}`);
      expectEnvelope(answer, 431, [HEADERS_TOO_LARGE]);
    });

    it('serves a 10 kB URL', async () => {
      const answer = await send(`/api/v0/hello?x=${'a'.repeat(10_000)}`);
      expect(answer.status).toBe(200);
    });
  });

  describe('timeouts (slow clients)', () => {
    it('answers 408 and disconnects a client that trickles its headers (slowloris)', async () => {
      const parts = [
        'GET /api/v0/hello HTTP/1.1\r\nHost: x\r\n',
        ...'X-Slow: abcdefghijklmnopqrst',
      ];
      const result = await rawExchange(port, parts, 100, 5000);
      expect(statusOf(result.text)).toBe(408);
      expect(envelopeOf(result.text).messages).toEqual([REQUEST_TIMEOUT]);
      expect(result.closedAfterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT - 50);
      expect(result.closedAfterMs).toBeLessThan(HEADERS_TIMEOUT + 2500);
    });

    it('answers 408 and disconnects a client that trickles its body', async () => {
      const head =
        'POST /api/v0/post HTTP/1.1\r\nHost: x\r\n' +
        `Authorization: ${alice.auth}\r\n` +
        'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\npost=';
      const result = await rawExchange(port, [head, ...'x'.repeat(50)], 100, 6000);
      expect(statusOf(result.text)).toBe(408);
      expect(result.closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
      expect(result.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 2500);
      expect(await postCount()).toBe(1);
    });

    it('closes a connection on which nothing is sent, within the headers timeout', async () => {
      const result = await rawExchange(port, [], 0, HEADERS_TIMEOUT + 4000);
      expect(result.closedAfterMs).not.toBeNull();
      expect(result.closedAfterMs).toBeLessThan(HEADERS_TIMEOUT + 2500);
    });

    it('serves several requests on one keep-alive connection, then closes it when idle', async () => {
      const get = 'GET /api/v0/hello HTTP/1.1\r\nHost: x\r\n\r\n';
      const socket = connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (d) => (text += d.toString()));
      const closed = new Promise<number>((resolve) =>
        socket.on('close', () => resolve(Date.now())),
      );
      const answered = async (n: number) => {
        while ((text.match(/HTTP\/1\.1 200/g) ?? []).length < n) {
          await new Promise((r) => setTimeout(r, 10));
        }
      };
      await new Promise<void>((resolve) => socket.on('connect', resolve));
      socket.write(get);
      await answered(1);
      await new Promise((r) => setTimeout(r, KEEP_ALIVE_TIMEOUT / 2));
      socket.write(get);
      await answered(2);
      const idleSince = Date.now();
      const closedAt = await closed;
      expect(closedAt - idleSince).toBeGreaterThanOrEqual(KEEP_ALIVE_TIMEOUT - 100);
      expect(closedAt - idleSince).toBeLessThan(KEEP_ALIVE_TIMEOUT + 2500);
    });

    it('still serves normal requests, on a keep-alive connection, after all of the above', async () => {
      for (let i = 0; i < 3; i++) {
        const answer = await send('/api/v0/hello');
        expect(answer.status).toBe(200);
      }
    });
  });
});
