import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import {
  type Access,
  ACCESS_KEY,
  API_PREFIX,
  READ_METHODS,
  READ_ONLY_KEYS_KEY,
  requiredScope,
} from '../core';
import { CLIENT_AUTH_KEY, STREAM_TICKET_KEY } from './access.decorators';
import {
  accountSuspended,
  insufficientScope,
  invalidCredentials,
  invalidStreamTicket,
  invalidToken,
  missingCredentials,
  moderatorRequired,
  proRequired,
  readOnlyKey,
} from './auth.errors';
import { AuthService } from './auth.service';
import { AuthUser } from './auth-user';
import { isBearerHeader } from './bearer-tokens';
import { StreamTickets } from './stream-tickets.repository';

/**
 * The global guard. Deny by default: a route without @Public() is treated as @Pro().
 * Credentials that are sent are always checked, on public endpoints too; a suspended account's
 * keys are refused everywhere (403), a read-only key on every write route of the API (403).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
    private readonly tickets: StreamTickets,
  ) {}

  /**
   * The access of each route, read from its metadata once: by controller class, then handler (an
   * inherited handler can belong to classes of different access).
   */
  private readonly accessByRoute = new WeakMap<object, WeakMap<object, Access>>();

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.accessOf(context);
    if (
      access === 'public' &&
      this.reflector.getAllAndOverride<boolean | undefined>(CLIENT_AUTH_KEY, [
        context.getHandler(),
        context.getClass(),
      ])
    ) {
      return true;
    }
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
    const header = request.headers.authorization;
    let user: AuthUser | null;
    if (header !== undefined) {
      user = await this.auth.authenticate(header);
      if (!user) {
        throw isBearerHeader(header) ? invalidToken() : invalidCredentials();
      }
    } else {
      const ticket = this.ticketOf(context, request);
      if (ticket === undefined) {
        if (access === 'public') {
          return true;
        }
        throw missingCredentials();
      }
      user = await this.tickets.redeem(ticket);
      if (!user) {
        throw invalidStreamTicket();
      }
    }
    if (user.suspended) {
      throw accountSuspended();
    }
    if (user.token) {
      const scope = this.scopeOf(context);
      if (!user.token.scopes.includes(scope)) {
        throw insufficientScope(scope);
      }
    }
    request.user = user;
    if (access === 'pro' && user.plan !== 'pro') {
      throw proRequired();
    }
    if (access === 'moderator' && !(await this.auth.isModerator(user.id))) {
      throw moderatorRequired();
    }
    if (user.readOnly && this.isWrite(context, request)) {
      throw readOnlyKey();
    }
    return true;
  }

  /**
   * A write route of the API for a read-only key: any method but GET, HEAD and OPTIONS under
   * /api/v0, unless the route is marked @AllowsReadOnlyKey(). Read from the route itself, so a
   * new write route is covered without a list to keep.
   */
  private isWrite(context: ExecutionContext, request: FastifyRequest): boolean {
    if (READ_METHODS.has(request.method)) {
      return false;
    }
    if (!(request.routeOptions.url ?? '').startsWith(`${API_PREFIX}/`)) {
      return false;
    }
    return (
      this.reflector.getAllAndOverride<boolean | undefined>(READ_ONLY_KEYS_KEY, [
        context.getHandler(),
        context.getClass(),
      ]) !== true
    );
  }

  /** The `ticket` query parameter, on the routes that take one. */
  private ticketOf(context: ExecutionContext, request: FastifyRequest): string | undefined {
    const ticket = (request.query as Record<string, unknown> | undefined)?.ticket;
    if (ticket === undefined) {
      return undefined;
    }
    const accepts = this.reflector.get<boolean | undefined>(
      STREAM_TICKET_KEY,
      context.getHandler(),
    );
    if (accepts !== true) {
      return undefined;
    }
    // a repeated parameter is no ticket; an empty string redeems nothing
    return typeof ticket === 'string' ? ticket : '';
  }

  /**
   * The scope a bearer token needs for the route, from its metadata: `@TokenScope()`, else `read`
   * for a GET route and `write` for any other.
   */
  private scopeOf(context: ExecutionContext): string {
    return requiredScope(context.getHandler(), context.getClass());
  }

  private accessOf(context: ExecutionContext): Access {
    const handler = context.getHandler();
    const controller = context.getClass();
    let byHandler = this.accessByRoute.get(controller);
    if (byHandler === undefined) {
      byHandler = new WeakMap();
      this.accessByRoute.set(controller, byHandler);
    }
    let access = byHandler.get(handler);
    if (access === undefined) {
      access =
        this.reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, [handler, controller]) ??
        'pro';
      byHandler.set(handler, access);
    }
    return access;
  }
}
