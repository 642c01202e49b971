import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, OpenAPIObject, SchemaObject, SwaggerModule } from '@nestjs/swagger';
import { MISSING_CREDENTIALS, PRO_REQUIRED } from './auth';
import { AppConfig } from './config';
import {
  BODY_TOO_LARGE,
  DOCS_PATH,
  ErrorEnvelope,
  METHOD_NOT_ALLOWED,
  OPENAPI_JSON_PATH,
  Pagination,
  rateLimitMessage,
  requiredScope,
  UNAVAILABLE,
  UNEXPECTED,
  UNKNOWN_ROUTE,
  UNSUPPORTED_MEDIA_TYPE,
  URL_TOO_LONG,
} from './core';
import { KEY_IN_USE, KEY_REUSED } from './idempotency';
import {
  addErrorExamples,
  addRequestExamples,
  annotate,
  annotateOperations,
  BASIC_AUTH,
  OAUTH2_AUTH,
  docsFormPlugin,
  liftParameterExamples,
  operationId,
} from './docs';
import { DOCS_CLIENT_ID, docsRedirectUri, OAUTH_SCOPES, SCOPE_DESCRIPTIONS } from './modules/oauth';
import { EMPTY_AS_ABSENT } from './modules/posts';
import {
  NOTIFICATION_STREAM_EVENT,
  NOTIFICATION_STREAM_EVENT_NAME,
  NOTIFICATION_STREAM_PATH,
  NotificationStreamController,
  notificationStreamOperation,
  STREAM_TEXT,
} from './modules/notifications';

/*
 * The OpenAPI document of the whole app: it names what the modules answer (the auth module's
 * refusals, the notification stream, the posts form's empty fields), so it is composed here, beside
 * main.ts, from the docs module's generic steps; src/docs itself depends on no feature module.
 */

/**
 * A sentence the service really answers with, per error status, for the examples of the error
 * answers: without them every status showed the error envelope's own example, a 400's. (400 keeps
 * that one: a field error with `meta.errors`.)
 */
const ERROR_MESSAGES: Record<string, string> = {
  '401': MISSING_CREDENTIALS,
  '403': PRO_REQUIRED,
  '404': UNKNOWN_ROUTE,
  '405': METHOD_NOT_ALLOWED,
  '409': KEY_IN_USE,
  '410': 'The upload has expired.',
  '413': BODY_TOO_LARGE,
  '414': URL_TOO_LONG,
  '415': UNSUPPORTED_MEDIA_TYPE,
  '422': KEY_REUSED,
  '429': rateLimitMessage(42),
  '500': UNEXPECTED,
  '503': UNAVAILABLE,
};

const DESCRIPTION = `A JSON/HTTP API for short public posts with threaded replies, stars, flags,
notifications, profile-image uploads, account and settings.

Every response is an envelope: \`{"status":"success","messages":[],"meta":{},"data":…}\` on success,
\`{"status":"error","messages":["…"],"meta":{},"data":{}}\` with the HTTP status on failure.

Authentication is HTTP Basic (user name, API key). **Public** operations also work anonymously;
**Pro** operations need a Pro account. POST bodies are form fields
(\`application/x-www-form-urlencoded\`); \`multipart/form-data\` and JSON are accepted too.

Lists take \`?page=N\` (20 per page) and carry \`meta.pagination\` and a \`Link\` header
(\`rel="next"\` until the last page). On the last page \`page_next\` equals the current page: stop when
\`page_next == page_current\`, or when \`data\` holds fewer than 20 items. Requests are rate limited per
API key (per IP when anonymous): see the \`RateLimit-*\` response headers. Every answer carries
\`X-Request-Id\`.

GET lists, single posts, profiles, counts and this document carry an \`ETag\`: send it back in
\`If-None-Match\` to get a \`304\` while nothing changed. Every POST of /api/v0 takes an optional
\`Idempotency-Key\` header that makes retries safe.

**Live notifications.** ${STREAM_TEXT}

**A typed client.** \`npm run client:types\` writes TypeScript types of this document
(clients/typescript/api.d.ts) for \`openapi-fetch\`: see docs/clients.md in the repository.`;

/** The groups of operations, in the order the docs page shows them. */
const TAGS = [
  { name: 'Posts', description: 'Posts and replies: create, read, threads, timelines.' },
  { name: 'Reactions', description: 'Stars and flags on posts, and the lists of them.' },
  {
    name: 'Notifications',
    description: "Replies to, stars and flags of the caller's posts; read state; the live stream.",
  },
  {
    name: 'Blocks',
    description:
      "Users the caller blocked: they cannot reply to, star or flag the caller's posts, and are left out of the caller's views.",
  },
  { name: 'Account', description: "The caller's account and public profiles." },
  {
    name: 'Apps',
    description:
      'Apps that act for users through OAuth 2 (authorization code with PKCE): registration.',
  },
  { name: 'Settings', description: "The caller's time zone." },
  { name: 'Uploads', description: 'Profile images, uploaded in chunks (three steps).' },
  { name: 'Media', description: 'The stored images (raw bytes, outside /api/v0).' },
  {
    name: 'Moderation',
    description:
      'Report handling for moderators: the queue of flagged posts, hide, restore, dismiss, suspend, and the log.',
  },
  { name: 'Metrics', description: 'Public counts of posts and users.' },
  { name: 'Health', description: 'Liveness and readiness probes (outside /api/v0).' },
  { name: 'Miscellaneous', description: 'Test endpoints for checking a client setup.' },
];

/** The OpenAPI 3.1 document of the running app, completed from the route metadata. */
export function buildOpenApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Social posting service')
    .setDescription(DESCRIPTION)
    .setVersion('0')
    // Relative: the service that serves this document (its origin, PUBLIC_URL in production).
    .addServer('/', 'This service')
    .addBasicAuth(
      { type: 'http', scheme: 'basic', description: 'User name and API key.' },
      BASIC_AUTH,
    )
    .addOAuth2(
      {
        type: 'oauth2',
        description:
          'An app acting for a user with an access token (authorization code with PKCE S256); each operation names the scope it needs.',
        flows: {
          authorizationCode: {
            // relative to the server (this service), like the paths
            authorizationUrl: '/oauth/authorize',
            tokenUrl: '/oauth/token',
            refreshUrl: '/oauth/token',
            scopes: { ...SCOPE_DESCRIPTIONS },
          },
        },
      },
      OAUTH2_AUTH,
    )
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: operationId,
    // The shapes of the envelope every answer shares. Each module declares its own response
    // shapes on its controller (`@ApiExtraModels`).
    extraModels: [Pagination, ErrorEnvelope],
  });
  annotateOperations(app, document);
  applyConfiguredLimits(document, app.get(AppConfig));
  addNotificationStream(document);
  addErrorExamples(document, ERROR_MESSAGES);
  addRequestExamples(document);
  relaxEmptyFields(document);
  liftParameterExamples(document);
  // OpenAPI 3.1's SPDX `identifier` (the installed typings know only `url`).
  Object.assign(document.info, {
    license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
  });
  document.tags = TAGS;
  return document;
}

/** Limits that are configuration, not code, as schema keywords of the running configuration. */
function applyConfiguredLimits(document: OpenAPIObject, config: AppConfig): void {
  const upload = document.components?.schemas?.CreateUploadDto as SchemaObject | undefined;
  const totalBytes = upload?.properties?.total_bytes as SchemaObject | undefined;
  if (totalBytes) {
    totalBytes.maximum = config.UPLOAD_MAX_BYTES;
  }
}

/**
 * Form integers the service takes empty (as absent): the document takes `""` too, so validators
 * (Prism) and generated clients accept what the service does.
 */
function relaxEmptyFields(document: OpenAPIObject): void {
  const schema = document.components?.schemas?.CreatePostDto as SchemaObject | undefined;
  for (const field of EMPTY_AS_ABSENT) {
    const property = schema?.properties?.[field] as SchemaObject | undefined;
    if (!property) {
      continue;
    }
    const integer: SchemaObject = { ...property };
    delete integer.description;
    delete integer.example;
    schema!.properties![field] = {
      description: property.description,
      example: property.example as unknown,
      anyOf: [integer, { type: 'string', maxLength: 0, description: 'Empty: as if absent.' }],
    };
  }
}

/**
 * The stream is described by hand (notification-stream.doc.ts), also before its route exists:
 * a route's decorators cannot describe an event stream.
 */
function addNotificationStream(document: OpenAPIObject): void {
  const operation = notificationStreamOperation();
  annotate(operation, {
    access: 'pro',
    rateLimited: true,
    scope: requiredScope(
      Reflect.get(NotificationStreamController.prototype, 'stream'),
      NotificationStreamController,
    ),
  });
  document.paths[NOTIFICATION_STREAM_PATH] = { get: operation };
  document.components!.schemas![NOTIFICATION_STREAM_EVENT_NAME] = NOTIFICATION_STREAM_EVENT;
}

/**
 * `/docs` (Swagger UI) and `/docs/openapi.json`, outside /api/v0. They are plain Fastify routes,
 * outside Nest's pipeline: no credentials asked, no envelope, no rate limit. The document is built
 * on the first request, when every module has registered its routes.
 */
export function setupDocs(app: NestFastifyApplication): void {
  const config = app.get(AppConfig);
  SwaggerModule.setup(DOCS_PATH, app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: OPENAPI_JSON_PATH,
    raw: ['json'],
    customSiteTitle: 'Social posting service API',
    swaggerOptions: {
      // The validator badge would load an image from validator.swagger.io (and break the CSP).
      validatorUrl: null,
      docExpansion: 'list',
      defaultModelsExpandDepth: 0,
      // Without credentials the browser never takes a 401 over (its login dialog for
      // `WWW-Authenticate: Basic`): the page shows it. The Authorization header of "Authorize" is
      // still sent. Serialised into the page as source: it must not use anything from outside.
      requestInterceptor: (request: { credentials?: string }) => {
        request.credentials = 'omit';
        return request;
      },
      // Forms start from the documented example, not "string"; empty fields are not sent.
      plugins: [docsFormPlugin],
      // "Authorize" with oauth2 signs in as the service's own docs client (a public client, no
      // secret; the oauth module registers it on its first authorization request) with PKCE.
      // Swagger UI's default redirect would be /oauth2-redirect.html beside /docs, not under it.
      oauth2RedirectUrl: docsRedirectUri(config.publicUrl),
      initOAuth: {
        clientId: DOCS_CLIENT_ID,
        usePkceWithAuthorizationCodeGrant: true,
        scopes: [...OAUTH_SCOPES],
      },
    },
  });
}
