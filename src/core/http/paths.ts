/** Where the service answers: the API, the docs page and the OpenAPI document. */
export const API_PREFIX = '/api/v0';
export const DOCS_PATH = '/docs';
export const OPENAPI_JSON_PATH = '/docs/openapi.json';

/**
 * The first path segments that are not web pages: the API, the docs, the probes, the media and
 * Prometheus' text, and
 * OAuth's endpoints. Everything else the service serves is a page (or a page's asset), answered
 * as HTML, errors included.
 */
export const NON_PAGE_SEGMENTS: readonly string[] = [
  'api',
  'docs',
  'health',
  'media',
  'metrics',
  // OAuth's token, revocation and metadata endpoints answer JSON (src/modules/oauth); its
  // authorization step, CONSENT_PATH, is a page
  'oauth',
  '.well-known',
];

/**
 * Whether a URL (a request's, query included, or a route's pattern) is a web page's: its first
 * segment is none of NON_PAGE_SEGMENTS. Run on every request, so no allocation but the segment.
 */
export function isPagePath(url: string): boolean {
  let end = 1;
  while (end < url.length) {
    const c = url.charCodeAt(end);
    // '/', '?', '#'
    if (c === 47 || c === 63 || c === 35) {
      break;
    }
    end++;
  }
  return !NON_PAGE_SEGMENTS.includes(url.slice(1, end)) || isConsentPath(url);
}

/** OAuth's authorization step is a page (the consent form) under the non-page `oauth` segment. */
export const CONSENT_PATH = '/oauth/authorize';

function isConsentPath(url: string): boolean {
  if (!url.startsWith(CONSENT_PATH)) {
    return false;
  }
  const next = url.charCodeAt(CONSENT_PATH.length);
  // the end, '?' or '#'
  return Number.isNaN(next) || next === 63 || next === 35;
}
