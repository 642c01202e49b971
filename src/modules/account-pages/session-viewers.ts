import { BadRequestException, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { CredentialsService, SessionUser } from '../../users';
import { csrfToken } from '../identity';
import { SessionCookies } from './session-cookies';

/** The signed-in user of a page, with the CSRF token of their forms. */
export interface PageViewer extends SessionUser {
  readonly sessionId: string;
  readonly csrf: string;
}

/** The answer for a request without any cookie: one settled promise, shared. */
const ANONYMOUS: Promise<null> = Promise.resolve(null);

export const KEY_ON_PAGE =
  'API keys are for the API only. Pages are used signed in: log in at /login.';

/**
 * The viewer of a page request from its session cookie (the web module's WEB_VIEWER). A request
 * without the cookie is anonymous at once, without a lookup. A page request that carries an
 * `Authorization` header is refused (400): keys are for the API, sessions for the pages, so
 * neither can stand in for the other.
 */
@Injectable()
export class SessionViewers {
  private readonly seen = new WeakMap<FastifyRequest, Promise<PageViewer | null>>();

  constructor(
    private readonly credentials: CredentialsService,
    readonly cookies: SessionCookies,
  ) {}

  viewerOf(request: FastifyRequest): Promise<PageViewer | null> {
    if (request.headers.authorization !== undefined) {
      throw new BadRequestException(KEY_ON_PAGE);
    }
    if (request.headers.cookie === undefined) {
      // no session cookie: anonymous, without parsing, remembering or an async step
      return ANONYMOUS;
    }
    let viewer = this.seen.get(request);
    if (!viewer) {
      viewer = this.lookUp(request);
      this.seen.set(request, viewer);
    }
    return viewer;
  }

  private async lookUp(request: FastifyRequest): Promise<PageViewer | null> {
    const sessionId = this.cookies.sessionId(request);
    if (!sessionId) {
      return null;
    }
    const user = await this.credentials.sessionUser(sessionId);
    return user ? { ...user, sessionId, csrf: csrfToken(sessionId) } : null;
  }
}
