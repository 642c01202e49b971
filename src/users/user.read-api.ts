/**
 * The users module's read API for other modules: SQL to read a user (alias `u`) with the extension
 * of their profile image (alias `m`), as profiles and posts show them. Reads only: other modules
 * change users through UsersService.
 */
export const USER_PROFILE_COLUMNS = `u.id, u.username, u.display_name, u.bio, u.media_id, m.ext AS media_ext`;

export const USER_MEDIA_JOIN = `LEFT JOIN media m ON m.id = u.media_id`;
