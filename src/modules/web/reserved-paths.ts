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
 * The pages whose paths are also API route patterns (`GET pending`, `GET/POST account`,
 * `GET/POST settings`). Nest's prefix exclusion matches route patterns, so excluding `/pending`
 * would take the API's route out of `/api/v0`. These pages are instead served by one route per
 * method whose pattern is a parameter only their names match (a find-my-way regex parameter,
 * which outranks `/:username`; the router allows one such parameter per position and method),
 * excluded from the prefix by its own literal pattern (`SHARED_PATH_EXCLUSIONS`: colon,
 * parentheses and question mark escaped for path-to-regexp).
 */
export const SHARED_PATH_GET_ROUTE = ':page_name(^(?:pending|account|settings)$)';
export const SHARED_PATH_POST_ROUTE = ':page_name(^(?:account|settings)$)';
export const SHARED_PATH_EXCLUSIONS: readonly string[] = [
  SHARED_PATH_GET_ROUTE,
  SHARED_PATH_POST_ROUTE,
].map((route) => '/' + route.replace(/[:()?]/g, (c) => `\\${c}`));

/** Page routes of two segments under an account page's segment (kept out of the API prefix). */
export const ACCOUNT_PAGE_SUBPATHS: readonly string[] = [
  'api-keys/revoke',
  'settings/export',
  'settings/delete-account',
  // the "Authorized apps" page (OAuth grants)
  'settings/apps',
  'settings/apps/revoke',
];

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
