import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The two cookies of the web pages. `sid` holds a session id; `pre` a random secret that binds
 * the CSRF token of the forms shown before sign-in (log in, register, forgot and reset password).
 * Both are HttpOnly and SameSite=Lax; in production they are Secure and carry the `__Host-`
 * prefix (no Domain, path /, HTTPS only: a sibling subdomain cannot plant one).
 */
export class SessionCookies {
  readonly session: string;
  readonly preSession: string;

  constructor(
    private readonly production: boolean,
    private readonly sessionMaxAgeSeconds: number,
  ) {
    const prefix = production ? '__Host-' : '';
    this.session = `${prefix}sid`;
    this.preSession = `${prefix}pre`;
  }

  private read(request: FastifyRequest, name: string): string | undefined {
    const header = request.headers.cookie;
    if (!header || header.length > 8192) {
      return undefined;
    }
    // our values are base64url: no quoting or decoding to undo
    for (const pair of header.split(';')) {
      const at = pair.indexOf('=');
      if (at > 0 && pair.slice(0, at).trim() === name) {
        const value = pair.slice(at + 1).trim();
        return /^[A-Za-z0-9_-]{1,100}$/.test(value) ? value : undefined;
      }
    }
    return undefined;
  }

  sessionId(request: FastifyRequest): string | undefined {
    return this.read(request, this.session);
  }

  preSessionId(request: FastifyRequest): string | undefined {
    return this.read(request, this.preSession);
  }

  private set(reply: FastifyReply, name: string, value: string, maxAge: number): void {
    const attributes = [
      `${name}=${value}`,
      'Path=/',
      `Max-Age=${maxAge}`,
      'HttpOnly',
      'SameSite=Lax',
    ];
    if (this.production) {
      attributes.push('Secure');
    }
    // Fastify appends a second set-cookie to the first: each cookie gets its own header line
    reply.header('set-cookie', attributes.join('; '));
  }

  setSession(reply: FastifyReply, sessionId: string): void {
    this.set(reply, this.session, sessionId, this.sessionMaxAgeSeconds);
  }

  clearSession(reply: FastifyReply): void {
    this.set(reply, this.session, '', 0);
  }

  /** The pre-session secret of the request, or a new one set on the reply. */
  ensurePreSession(request: FastifyRequest, reply: FastifyReply): string {
    const existing = this.preSessionId(request);
    if (existing) {
      return existing;
    }
    const secret = randomBytes(32).toString('base64url');
    // a day: long enough to fill in a form, and renewed with every form shown
    this.set(reply, this.preSession, secret, 24 * 60 * 60);
    return secret;
  }
}
