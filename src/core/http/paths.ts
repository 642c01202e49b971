/** Where the service answers: the API, the docs page and the OpenAPI document. */
export const API_PREFIX = '/api/v0';
export const DOCS_PATH = '/docs';
export const OPENAPI_JSON_PATH = '/docs/openapi.json';
