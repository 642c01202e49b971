/**
 * The uploads module's read API for other modules: is media `$1` one of user `$2`'s own uploads?
 * (A profile may only show the caller's own images.)
 */
export const MEDIA_OWNED_BY = `SELECT id FROM media WHERE id = $1 AND user_id = $2`;

/** The media item whose id is the SQL expression `mediaId`, as `m` (absent: NULL columns). */
export function mediaJoin(mediaId: string): string {
  return `LEFT JOIN media m ON m.id = ${mediaId}`;
}
