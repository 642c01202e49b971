/**
 * Names no account may take (sign-up and the CLI alike): the top-level paths of the API and the
 * web pages (a profile lives at `/{username}`, so such a name would shadow a page or be shadowed
 * by it), and names that would pass for the service's staff. Compared case-insensitively.
 * The web module adds its own paths to the check (`isReservedUsername(name, extra)`).
 */
export const RESERVED_PATH_NAMES: readonly string[] = [
  // API, documentation and operations
  'api',
  'docs',
  'health',
  'metrics',
  'media',
  'uploads',
  'openapi',
  'static',
  'assets',
  'favicon',
  'robots',
  'sitemap',
  // the web pages
  'login',
  'logout',
  'register',
  'signup',
  'signin',
  'forgot',
  'forgot_password',
  'reset',
  'reset_password',
  'change_password',
  'account',
  'settings',
  'api_keys',
  'keys',
  'services',
  'pending',
  'post',
  'posts',
  'write',
  'compose',
  'latest',
  'search',
  'notifications',
  'invite',
  'invites',
  'about',
  'terms',
  'privacy',
  'help',
  'home',
  'index',
];

export const RESERVED_ROLE_NAMES: readonly string[] = [
  'admin',
  'administrator',
  'root',
  'superuser',
  'sysadmin',
  'system',
  'support',
  'moderator',
  'moderators',
  'staff',
  'official',
  'security',
  'abuse',
  'postmaster',
  'webmaster',
  'hostmaster',
  'noreply',
  'no_reply',
  'null',
  'undefined',
  'anonymous',
  'everyone',
  'operator',
];

const RESERVED = new Set([...RESERVED_PATH_NAMES, ...RESERVED_ROLE_NAMES]);

/** Whether `username` is reserved; `extra` are further names (lower case), e.g. page paths. */
export function isReservedUsername(username: string, extra: Iterable<string> = []): boolean {
  const name = username.toLowerCase();
  if (RESERVED.has(name)) {
    return true;
  }
  for (const other of extra) {
    if (other.toLowerCase() === name) {
      return true;
    }
  }
  return false;
}
