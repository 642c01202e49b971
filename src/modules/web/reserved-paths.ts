import { NON_PAGE_SEGMENTS } from '../../core';

/** Where the web module serves its stylesheet (and any later asset). */
export const ASSETS_SEGMENT = 'static';

/** The account pages' segments (sign-up, sign-in and passwords: src/modules/identity). */
export const ACCOUNT_PAGE_SEGMENTS: readonly string[] = [
  'login',
  'register',
  'logout',
  'forgot-password',
  'reset-password',
  'change-password',
  // the signed-in pages (src/modules/account-pages)
  'api-keys',
  'services',
  'write',
];

/**
 * The route of the pending page. `/pending` is also the pattern of the API's `GET pending`, and
 * Nest's prefix exclusion matches route patterns, so excluding `/pending` would take the API's
 * route out of `/api/v0`. The page's pattern is instead a parameter that only `pending` matches
 * (find-my-way's regex parameter, which outranks `/:username`), excluded by its own literal
 * pattern (`PENDING_PAGE_EXCLUSION`, colon and parentheses escaped for path-to-regexp).
 */
export const PENDING_PAGE_ROUTE = ':pending_page(^pending$)';
export const PENDING_PAGE_EXCLUSION = '/\\:pending_page\\(^pending$\\)';

/** Page routes of two segments under an account page's segment (kept out of the API prefix). */
export const ACCOUNT_PAGE_SUBPATHS: readonly string[] = ['api-keys/revoke'];

/**
 * The pages of the service outside `/{username}`: a user name equal to one of them (case
 * insensitively) would be shadowed by the page, so sign-up refuses them.
 */
export const PAGE_SEGMENTS: readonly string[] = [
  'login',
  'register',
  'logout',
  'forgot-password',
  'reset-password',
  'account',
  'settings',
  'change-password',
  'api-keys',
  'services',
  'write',
  'pending',
  ASSETS_SEGMENT,
];

/**
 * Every top-level path segment that is not a profile: the API, docs, probes, media and metrics
 * (core's NON_PAGE_SEGMENTS) and the pages. Lower case; compare a user name lower-cased.
 */
export const RESERVED_PATHS: readonly string[] = [...NON_PAGE_SEGMENTS, ...PAGE_SEGMENTS];

/** Whether `username` names a top-level path, so `/{username}` can never be its profile. */
export function isReservedPath(username: string): boolean {
  return RESERVED_PATHS.includes(username.toLowerCase());
}
