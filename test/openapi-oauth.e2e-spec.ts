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
  it('sets the docs page up to sign in as its own public client with PKCE, under a CSP without inline script', async () => {
    const init = (await t.app.inject({ url: '/docs/swagger-ui-init.js' })).body;
    expect(init).toContain(
      '"oauth2RedirectUrl": "http://localhost:3000/docs/oauth2-redirect.html"',
    );
    expect(init).toMatch(
      /"initOAuth": \{\s*"clientId": "api-docs",\s*"usePkceWithAuthorizationCodeGrant": true/,
    );
    expect(init).not.toMatch(/clientSecret/);

    // Swagger UI's redirect page: served under /docs, its script a file the docs CSP allows
    const redirect = await t.app.inject({ url: '/docs/oauth2-redirect.html' });
    expect(redirect.statusCode).toBe(200);
    expect(redirect.body).toContain('<script src="oauth2-redirect.js"></script>');
    expect(redirect.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    const csp = String(redirect.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp.split(';').find((d) => d.trim().startsWith('script-src '))).not.toContain('unsafe');
    expect(redirect.headers['cross-origin-opener-policy']).toBe('same-origin');
    const script = await t.app.inject({ url: '/docs/oauth2-redirect.js' });
    expect(script.statusCode).toBe(200);
  });
});
