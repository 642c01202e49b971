import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import * as schemas from './schemas';
import { annotateOperations, BASIC_AUTH, operationId } from './access-explorer';

export const DOCS_PATH = '/docs';
export const OPENAPI_JSON_PATH = '/docs/openapi.json';

const DESCRIPTION = `A JSON/HTTP API for short public posts with threaded replies, stars, flags,
notifications, profile-image uploads, account and settings.

Every response is an envelope: \`{"status":"success","messages":[],"meta":{},"data":…}\` on success,
\`{"status":"error","messages":["…"],"meta":{},"data":{}}\` with the HTTP status on failure.

Authentication is HTTP Basic (user name, API key). **Public** operations also work anonymously;
**Pro** operations need a Pro account. POST bodies are form fields
(\`application/x-www-form-urlencoded\`); \`multipart/form-data\` and JSON are accepted too.

Lists take \`?page=N\` (20 per page) and carry \`meta.pagination\`. Requests are rate limited per
API key (per IP when anonymous): see the \`RateLimit-*\` response headers.`;

/** The OpenAPI 3.1 document of the running app, completed from the route metadata. */
export function buildOpenApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Social posting service')
    .setDescription(DESCRIPTION)
    .setVersion('0')
    .addBasicAuth(
      { type: 'http', scheme: 'basic', description: 'User name and API key.' },
      BASIC_AUTH,
    )
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: operationId,
    // Every shape of the spec, also those no decorated route references yet.
    extraModels: Object.values(schemas),
  });
  annotateOperations(app, document);
  return document;
}

/**
 * `/docs` (Swagger UI) and `/docs/openapi.json`, outside /api/v0. They are plain Fastify routes,
 * outside Nest's pipeline: no credentials asked, no envelope, no rate limit. The document is built
 * on the first request, when every module has registered its routes.
 */
export function setupDocs(app: NestFastifyApplication): void {
  SwaggerModule.setup(DOCS_PATH, app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: OPENAPI_JSON_PATH,
    raw: ['json'],
    customSiteTitle: 'Social posting service API',
    swaggerOptions: {
      // The validator badge would load an image from validator.swagger.io (and break the CSP).
      validatorUrl: null,
      docExpansion: 'list',
      defaultModelsExpandDepth: 0,
    },
  });
}
