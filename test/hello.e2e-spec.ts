import { createTestApp, TestApp } from './utils/create-test-app';
import { call, expectError } from './utils/http';
import { resetDatabase } from './utils/reset-database';

describe('Hello', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => resetDatabase(t.app));

  describe('GET /hello', () => {
    it('greets the world in the success envelope', async () => {
      const res = await call(t.app, 'GET', '/hello');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: 'success',
        messages: [],
        meta: {},
        data: { name: 'World' },
      });
      expect(Object.keys(res.body)).toEqual(['status', 'messages', 'meta', 'data']);
    });
  });

  describe('POST /hello', () => {
    it('echoes a form field', async () => {
      const res = await call(t.app, 'POST', '/hello', { form: { name: 'Ada' } });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ name: 'Ada' });
    });

    it('echoes a JSON field', async () => {
      const res = await call(t.app, 'POST', '/hello', { json: { name: 'Grace' } });
      expect(res.body.data).toEqual({ name: 'Grace' });
    });

    it('echoes a multipart field', async () => {
      const boundary = 'XyZ';
      const payload = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nLinus\r\n--${boundary}--\r\n`;
      const res = await call(t.app, 'POST', '/hello', {
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ name: 'Linus' });
    });

    it('is a 400 with meta.errors when name is missing', async () => {
      const res = await call(t.app, 'POST', '/hello', { form: {} });
      expect(expectError(res, 400)).toEqual(['The Name field is required.']);
      expect(res.body.meta).toEqual({ errors: { name: ['The Name field is required.'] } });
    });

    it('is a 400 when the body is missing altogether', async () => {
      const res = await call(t.app, 'POST', '/hello');
      expect(expectError(res, 400)).toEqual(['The Name field is required.']);
    });
  });
});
