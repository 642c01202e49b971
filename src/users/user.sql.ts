import { mediaJoin } from '../modules/uploads';

/**
 * The users module's read API for other modules: SQL to read a user (alias `u`) with the extension
 * of their profile image (alias `m`), as profiles and posts show them. Reads only: other modules
 * change users through UsersService.
 */
export const USER_PROFILE_COLUMNS = `u.id, u.username, u.display_name, u.bio, u.media_id, m.ext AS media_ext`;

export const USER_MEDIA_JOIN = mediaJoin('u.media_id');

/** `users u` with their image `m`, for a FROM clause. */
export const USERS_WITH_IMAGE = `users u ${USER_MEDIA_JOIN}`;

/**
 * The user whose id is the SQL expression `userId`, with their image: an inner join (every post
 * and reaction has its user), or a left one where the id may be 0 (an anonymous initiator).
 */
export function userJoin(userId: string, kind: 'JOIN' | 'LEFT JOIN' = 'JOIN'): string {
  return `${kind} users u ON u.id = ${userId} ${USER_MEDIA_JOIN}`;
}

/**
 * The names of the user whose id is the SQL expression `userId`, as `alias` (`alias.username`,
 * `alias.display_name`), without the image: a left join, so a row without that user (an erased
 * author's tombstone, no row at all) keeps its place with nulls.
 */
export function userNamesJoin(alias: string, userId: string): string {
  return `LEFT JOIN users ${alias} ON ${alias}.id = ${userId}`;
}

/** The user whose id is the SQL expression `userId`, as `u`, without the image. */
export function userOnlyJoin(userId: string): string {
  return `JOIN users u ON u.id = ${userId}`;
}

/** An account as GET /account and /profile show it (the settings read the timezone). */
const ACCOUNT_COLUMNS = `${USER_PROFILE_COLUMNS}, u.delay_minutes, u.timezone`;

export const ACCOUNT_BY_ID = `SELECT ${ACCOUNT_COLUMNS} FROM ${USERS_WITH_IMAGE} WHERE u.id = $1`;

/** Case-insensitive, through the unique index on lower(username). */
export const ACCOUNT_BY_USERNAME = `SELECT ${ACCOUNT_COLUMNS} FROM ${USERS_WITH_IMAGE} WHERE lower(u.username) = lower($1)`;

export const USER_TIMEZONE = `SELECT timezone FROM users WHERE id = $1`;

/** The publishing delay of the user `userId` (an SQL expression), as `delay_minutes`. */
export function userDelaySql(userId: string): string {
  return `SELECT delay_minutes FROM users WHERE id = ${userId}`;
}

/**
 * The username of the user whose id is the SQL expression `userId`: null when there is none, or
 * when the account was erased and its row kept anonymised (`~<id>`, UsersRepository.eraseAccount).
 */
export function usernameSql(userId: string): string {
  return `(SELECT username FROM users WHERE id = ${userId} AND username NOT LIKE '~%')`;
}
