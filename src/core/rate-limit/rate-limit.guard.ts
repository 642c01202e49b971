import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerException, ThrottlerGuard, ThrottlerLimitDetail } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import type { CallerRequest } from '../caller';
import { eventCounts } from '../metrics/events';

export function rateLimitMessage(seconds: number): string {
  return `The rate limit has been exceeded. Please retry after ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
}

/**
 * @nestjs/throttler's guard with one budget per caller across all routes: per API key (by its
 * SHA-256, never the key itself) for authenticated calls, per client IP for anonymous ones. The
 * headers are the standard `RateLimit-Limit/-Remaining/-Reset` (seconds) and `Retry-After` on a 429.
 *
 * It runs after the auth guard (see RateLimitModule), so `request.user` (a `Caller`) tells a verified key apart.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override headerPrefix = 'RateLimit';

  protected override async getTracker(req: CallerRequest): Promise<string> {
    return req.user ? `key:${req.user.keyHash}` : `ip:${await super.getTracker(req)}`;
  }

  protected override generateKey(
    _context: ExecutionContext,
    tracker: string,
    name: string,
  ): string {
    return `rl:${name}:${tracker}`;
  }

  protected override throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const http = context.switchToHttp();
    if (http.getRequest<CallerRequest>().user) {
      eventCounts.rateLimitedKey += 1;
    } else {
      eventCounts.rateLimitedAnonymous += 1;
    }
    const reply = http.getResponse<FastifyReply>();
    reply.header('RateLimit-Limit', detail.limit);
    reply.header('RateLimit-Remaining', 0);
    reply.header('RateLimit-Reset', detail.timeToExpire);
    throw new ThrottlerException(rateLimitMessage(detail.timeToBlockExpire));
  }
}

/** Stands in for the guard when RATE_LIMIT_PER_MINUTE is 0: no storage, no headers, no work. */
export const NO_RATE_LIMIT: CanActivate = { canActivate: () => true };
