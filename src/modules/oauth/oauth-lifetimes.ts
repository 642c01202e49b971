/** An authorization code is exchanged at once by the app it was sent to: a minute is plenty. */
export const CODE_LIFETIME_SECONDS = 60;
/** An access token lives an hour; the app refreshes it. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 3600;
/** A refresh token lives 30 days unless used (each use gives a new one). */
export const REFRESH_TOKEN_LIFETIME_SECONDS = 30 * 24 * 3600;
