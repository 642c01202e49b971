import type { FastifyReply } from 'fastify';

/** A return path longer than this is dropped (an authorization request fits easily). */
const RETURN_MAX = 2000;

/**
 * Whether `path` is a safe place to return to after signing in: a path of this site only (one
 * leading slash, not `//host` or `/\host`, which browsers read as another site), printable
 * ASCII, bounded. Anything else is no return path at all.
 */
export function isReturnPath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.length <= RETURN_MAX &&
    /^\/(?![/\\])[\x21-\x7E]*$/.test(path) &&
    new URL(path, 'http://x.invalid').origin === 'http://x.invalid'
  );
}

/** To the login page, which sends the viewer back to `returnPath` once signed in. */
export function loginWithReturn(reply: FastifyReply, returnPath: string): FastifyReply {
  const to = isReturnPath(returnPath) ? `/login?next=${encodeURIComponent(returnPath)}` : '/login';
  return reply.header('cache-control', 'no-store').redirect(to, 303);
}
