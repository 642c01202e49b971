import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The CSRF token of a form: an HMAC of a fixed label keyed with the secret the browser holds in
 * an HttpOnly cookie (the session id, or the pre-session id of the login and sign-up forms). A
 * cross-site page can neither read the cookie nor compute the token, and another session's token
 * does not match. Nothing is stored.
 */
export function csrfToken(cookieSecret: string): string {
  return createHmac('sha256', cookieSecret).update('csrf-v1').digest('base64url');
}

export function csrfMatches(cookieSecret: string | undefined, token: unknown): boolean {
  if (!cookieSecret || typeof token !== 'string' || token.length === 0 || token.length > 100) {
    return false;
  }
  const expected = Buffer.from(csrfToken(cookieSecret));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
