'use strict';
// TypeScript types of the OpenAPI document for openapi-fetch (clients/typescript/api.d.ts), made
// with openapi-typescript. Shared by `npm run client:types` and the test that fails when the
// committed file is stale (test/typed-client.e2e-spec.ts).
const path = require('node:path');
const ts = require('typescript');
const { default: openapiTS, astToString } = require('openapi-typescript');

const TYPES_FILE = path.join(__dirname, '..', 'clients', 'typescript', 'api.d.ts');

const HEADER = `/**
 * The types of the Social posting service API, generated from its OpenAPI document
 * (GET /docs/openapi.json) by \`npm run client:types\`. Do not edit: regenerate.
 * Use them with openapi-fetch: \`createClient<paths>({ baseUrl })\` (see the README).
 */

`;

/** The file's text for a parsed OpenAPI document. */
async function generateClientTypes(document) {
  const ast = await openapiTS(document, {
    // Files are Blobs in the client (multipart uploads), not strings.
    transform(schema) {
      if (schema.format === 'binary') {
        return ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
      }
      return undefined;
    },
  });
  return HEADER + astToString(ast);
}

module.exports = { generateClientTypes, TYPES_FILE };
