import { request as httpRequest } from 'node:http';
import { createUser, TestUser } from './utils/auth';
import { createTestApp, listen, TestApp } from './utils/create-test-app';

const MB = 1024 * 1024;

/** Issue 17, item 6: a client that sends a body far over the limit still reads the 413. */
describe('A body over the limit is answered 413, readable by Node’s own HTTP clients', () => {
  let t: TestApp;
  let alice: TestUser;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await createUser(t.app, 'alice');
    base = await listen(t);
  });
  afterAll(() => t.close());

  function viaHttpRequest(
    size: number,
    headers: Record<string, string | number> = {},
  ): Promise<{ status: number; body: string; errors: string[] }> {
    const errors: string[] = [];
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        `${base}/api/v0/post`,
        {
          method: 'POST',
          headers: {
            authorization: alice.auth,
            'content-type': 'application/x-www-form-urlencoded',
            ...headers,
          },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          // an EPIPE or ECONNRESET of the upload would come after the answer: wait for it
          res.on('end', () =>
            setTimeout(() => resolve({ status: res.statusCode!, body, errors }), 300),
          );
          res.on('error', reject);
        },
      );
      req.on('error', (error) => {
        errors.push(error.message);
        reject(error);
      });
      const chunk = Buffer.alloc(MB, 'a');
      let sent = 0;
      const write = (): void => {
        while (sent < size) {
          sent += MB;
          if (!req.write(chunk)) {
            req.once('drain', write);
            return;
          }
        }
        req.end();
      };
      write();
    });
  }

  it.each([
    ['with a Content-Length', (size: number) => ({ 'content-length': size })],
    ['chunked', () => ({})],
  ])('lets http.request read the 413 of a 20 MB body (%s)', async (_name, headers) => {
    const size = 20 * MB;
    const res = await viaHttpRequest(size, headers(size));
    expect({ status: res.status, errors: res.errors }).toEqual({ status: 413, errors: [] });
    expect(JSON.parse(res.body)).toEqual({
      status: 'error',
      messages: ['The request body is too large.'],
      meta: {},
      data: {},
    });
  });

  it.each([
    ['a form', 'application/x-www-form-urlencoded', `post=${'x'.repeat(MB + 1)}`],
    ['JSON', 'application/json', JSON.stringify({ post: 'x'.repeat(MB + 1) })],
  ])('answers %s over the limit with 413 through inject too', async (_name, type, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v0/post',
      headers: { authorization: alice.auth, 'content-type': type },
      payload,
    });
    expect(res.statusCode).toBe(413);
  });

  it('still takes a body just under the limit', async () => {
    const res = await fetch(`${base}/api/v0/post`, {
      method: 'POST',
      headers: { authorization: alice.auth, 'content-type': 'application/x-www-form-urlencoded' },
      body: `post=hello&pad=${'a'.repeat(MB - 100)}`,
    });
    expect(res.status).toBe(200);
  });

  it('lets fetch read the 413 of a 20 MB body', async () => {
    const res = await fetch(`${base}/api/v0/post`, {
      method: 'POST',
      headers: { authorization: alice.auth, 'content-type': 'application/x-www-form-urlencoded' },
      body: Buffer.alloc(20 * MB, 'a'),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { messages: string[] }).messages).toEqual([
      'The request body is too large.',
    ]);
  });
});
