import { createTestApp, TestApp } from './utils/create-test-app';

interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
}

/** The OpenAPI document's `oauth2` scheme and each operation's scope (the auth guard's rule). */
describe('the OpenAPI document: OAuth 2', () => {
  let t: TestApp;
  let doc: {
    paths: Record<string, Record<string, Operation>>;
    components: { securitySchemes: Record<string, Record<string, unknown>> };
  };

  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.app.inject({ url: '/docs/openapi.json' })).json();
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('declares oauth2 (authorization code, the real endpoints, the three scopes) beside basic', async () => {
    const schemes = doc.components.securitySchemes;
    expect(schemes.basic).toMatchObject({ type: 'http', scheme: 'basic' });
    expect(schemes.oauth2).toMatchObject({
      type: 'oauth2',
      flows: {
        authorizationCode: {
          authorizationUrl: '/oauth/authorize',
          tokenUrl: '/oauth/token',
          refreshUrl: '/oauth/token',
        },
      },
    });
    const flow = (schemes.oauth2.flows as Record<string, { scopes: Record<string, string> }>)
      .authorizationCode;
    expect(Object.keys(flow.scopes)).toEqual(['read', 'write', 'notifications']);
    // the URLs the document names answer as they should
    const metadata = (await t.app.inject({ url: '/.well-known/oauth-authorization-server' })).json<
      Record<string, string>
    >();
    expect(new URL(metadata.authorization_endpoint).pathname).toBe('/oauth/authorize');
    expect(new URL(metadata.token_endpoint).pathname).toBe('/oauth/token');
  });

  it('gives every operation basic and exactly one oauth2 scope, the one a token needs', () => {
    const scopes: Record<string, string> = {};
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const security = operation.security ?? [];
        expect({ path, basic: security.some((s) => 'basic' in s) }).toEqual({ path, basic: true });
        const oauth = security.filter((s) => 'oauth2' in s);
        expect({ path, method, count: oauth.length }).toEqual({ path, method, count: 1 });
        expect(oauth[0].oauth2).toHaveLength(1);
        const scope = oauth[0].oauth2[0];
        scopes[operation.operationId] = scope;
        const expected = /\/notification/.test(path)
          ? 'notifications'
          : method === 'get'
            ? 'read'
            : 'write';
        expect({ path, method, scope }).toEqual({ path, method, scope: expected });
      }
    }
    expect(scopes.getLatest).toBe('read');
    expect(scopes.createPost).toBe('write');
  });
});
