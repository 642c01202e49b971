import { AsyncLocalStorage } from 'node:async_hooks';
import {
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { from, Observable } from 'rxjs';
import { catchError, concatMap, map } from 'rxjs/operators';
import type { CallerRequest } from '../core';
import { RecentWriters } from './recent-writers';

const REPLICA_READS = 'replicaReads';

/**
 * Marks a public GET whose reads may be served by a read replica (they may lag by up to
 * REPLICA_MAX_LAG_MS). Without DATABASE_REPLICA_URLS it does nothing.
 */
export const ReplicaReads = () => SetMetadata(REPLICA_READS, true);

/** Set (to true) while a replica-eligible request runs; `Db` reads consult it. */
export const replicaReadScope = new AsyncLocalStorage<true>();

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * Installed only when replicas are configured. A @ReplicaReads() route runs in the replica read
 * scope unless its caller made a write request within REPLICA_READ_YOUR_WRITES_MS; every other
 * route (private ones, writes) reads from the primary. A write request by an authenticated caller
 * marks them as a recent writer before its answer is sent, so their next request, on whichever
 * instance, sees the write.
 *
 * Interceptors run after the guards: the API key lookup always reads from the primary.
 */
@Injectable()
export class ReadRoutingInterceptor implements NestInterceptor {
  private readonly eligible = new WeakMap<object, boolean>();

  constructor(
    private readonly reflector: Reflector,
    private readonly writers: RecentWriters,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<CallerRequest>();
    const user = request.user;
    if (!READ_METHODS.has(request.method)) {
      if (!user) {
        return next.handle();
      }
      const mark = () => from(this.writers.mark(user.id));
      return next.handle().pipe(
        concatMap((value: unknown) => mark().pipe(map(() => value))),
        catchError((error: unknown) =>
          mark().pipe(
            map(() => {
              throw error;
            }),
          ),
        ),
      );
    }
    if (!this.isEligible(context)) {
      return next.handle();
    }
    if (!user) {
      return replicaReadScope.run(true, () => next.handle());
    }
    return from(this.writers.isRecent(user.id)).pipe(
      concatMap((recent) =>
        recent ? next.handle() : replicaReadScope.run(true, () => next.handle()),
      ),
    );
  }

  private isEligible(context: ExecutionContext): boolean {
    const handler = context.getHandler();
    let eligible = this.eligible.get(handler);
    if (eligible === undefined) {
      eligible = this.reflector.get<boolean | undefined>(REPLICA_READS, handler) === true;
      this.eligible.set(handler, eligible);
    }
    return eligible;
  }
}
