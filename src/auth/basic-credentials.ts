export interface BasicCredentials {
  username: string;
  key: string;
}

/**
 * Parses `Authorization: Basic base64(username:key)`. Returns null for anything that is not
 * well-formed Basic (which the guard treats as wrong credentials). The scheme word is case-insensitive.
 */
export function parseBasic(header: string): BasicCredentials | null {
  const match = /^basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
  if (!match) {
    return null;
  }
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) {
    return null;
  }
  const username = decoded.slice(0, colon);
  const key = decoded.slice(colon + 1);
  if (key.length === 0 || key.length > 256 || username.length > 64) {
    return null;
  }
  return { username, key };
}
