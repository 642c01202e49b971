import type { FastifyRequest } from 'fastify';
import { requestFingerprint } from './request-fingerprint';

const request = (url: string, body: unknown, contentType = 'application/json') =>
  ({ method: 'POST', url, body, headers: { 'content-type': contentType } }) as FastifyRequest;

describe('requestFingerprint', () => {
  it('is the same for the same fields in another order, different for any other change', async () => {
    const base = await requestFingerprint(request('/api/v0/post', { post: 'a', parent_id: '1' }));
    expect(await requestFingerprint(request('/api/v0/post', { parent_id: '1', post: 'a' }))).toBe(
      base,
    );
    const others = await Promise.all([
      requestFingerprint(request('/api/v0/post', { post: 'a', parent_id: 1 })),
      requestFingerprint(request('/api/v0/post', { post: 'a', parent_id: '2' })),
      requestFingerprint(request('/api/v0/post', { post: 'a' })),
      requestFingerprint(request('/api/v0/post?x=1', { post: 'a', parent_id: '1' })),
      requestFingerprint(request('/api/v0/hello', { post: 'a', parent_id: '1' })),
      requestFingerprint(request('/api/v0/post', { post: ['a', '1'] })),
      requestFingerprint(request('/api/v0/post', { 'post":"a","parent_id': '1' })),
    ]);
    expect(new Set([base, ...others]).size).toBe(others.length + 1);
  });

  // Stored answers outlive a deployment: a retry must match the fingerprint stored before it.
  it('keeps its value across versions of the service', async () => {
    const body = { post: 'a', parent_id: '1', list: ['x', 2, null], nested: { b: true } };
    expect(await requestFingerprint(request('/api/v0/post?x=1', body))).toBe(
      '8562285e45f1c0a03aedd388835c0c9c644b71643653925b5b5fbc2379046e26',
    );
  });

  it('reads files only in multipart bodies', async () => {
    const lookalike = {
      path: '/etc/hostname',
      filename: 'x',
      mimetype: 'text/plain',
      truncated: false,
    };
    // JSON data of a file's shape is data: nothing is read (no such file would fail)
    const missing = { ...lookalike, path: '/nonexistent/file' };
    await expect(requestFingerprint(request('/api/v0/post', { f: missing }))).resolves.toMatch(
      /^[0-9a-f]{64}$/,
    );
    await expect(
      requestFingerprint(
        request('/api/v0/post', { f: missing }, 'multipart/form-data; boundary=b'),
      ),
    ).rejects.toThrow();
  });
});
