/** At most this many redirect URIs per app. */
export const MAX_REDIRECT_URIS = 10;
const MAX_URI_LENGTH = 500;

const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * Whether `uri` may be registered as a redirect URI: absolute, without a fragment (RFC 6749
 * 3.1.2), and `https`, `http` on a loopback host, or a native app's private-use scheme in
 * reverse-domain form (RFC 8252 7.1). Schemes that run or show content in the browser
 * (`javascript:`, `data:`, `file:` …) have no dot and are refused.
 */
export function isRedirectUri(uri: string): boolean {
  if (uri.length === 0 || uri.length > MAX_URI_LENGTH || uri.includes('#')) {
    return false;
  }
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') {
    return false;
  }
  const scheme = url.protocol.slice(0, -1);
  if (scheme === 'https') {
    return url.hostname !== '';
  }
  if (scheme === 'http') {
    return LOOPBACK.has(url.hostname);
  }
  return /^[a-z][a-z0-9+-]*(\.[a-z0-9+-]+)+$/.test(scheme);
}

/** A website: an absolute http(s) URL. */
export function isWebsite(uri: string): boolean {
  try {
    const url = new URL(uri);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}
