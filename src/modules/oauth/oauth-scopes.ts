/**
 * The scopes an app may ask for. A route needs exactly one of them (the auth guard reads it from
 * the route's metadata): `notifications` for the routes marked with it (the stream and the
 * notification routes), else `read` for a GET and `write` for every other method.
 */
export const OAUTH_SCOPES = ['read', 'write', 'notifications'] as const;
export type OAuthScope = (typeof OAUTH_SCOPES)[number];

export const SCOPE_DESCRIPTIONS: Record<OAuthScope, string> = {
  read: 'Read what the account can read (every GET but the notifications)',
  write:
    'Post, delete, react, block and change the account (every POST and DELETE but the notifications)',
  notifications: 'Read the notifications, mark them read and open the notification stream',
};

export function isScope(value: string): value is OAuthScope {
  return (OAUTH_SCOPES as readonly string[]).includes(value);
}

/** A space-separated scope list as stored: each scope once, in OAUTH_SCOPES order. */
export function normalScopes(scopes: Iterable<string>): OAuthScope[] {
  const set = new Set(scopes);
  return OAUTH_SCOPES.filter((scope) => set.has(scope));
}
