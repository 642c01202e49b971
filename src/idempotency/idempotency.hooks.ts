import { Injectable } from '@nestjs/common';
import type { FastifyInstance, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import { API_PREFIX, RequestHooks } from '../core';
import { IdempotencyService, PendingAnswer } from './idempotency.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set while the handler of a request with a new Idempotency-Key runs in its transaction. */
    idempotency: PendingAnswer | null;
  }
}

/**
 * Wires IdempotencyService into the request lifecycle, as Fastify hooks rather than a Nest
 * interceptor (an interceptor wraps every handler of its routes in observables, header or not):
 * - a preHandler on the POST routes of /api/v0 only, which costs one header lookup when the
 *   header is absent. With a new key it runs the rest of the request (auth guard, handler) inside
 *   the key's ambient transaction: the callback style lets `done` itself run in it;
 * - an onSend hook that stores the answer and commits. Global, and added before any other onSend
 *   hook, because it must see the payload exactly as serialised (before compression, say); for
 *   every other request it is one property check.
 * Call it before the routes are registered (before app.init()).
 */
export function registerIdempotency(fastify: FastifyInstance, service: IdempotencyService): void {
  fastify.decorateRequest('idempotency', null);

  const beforeHandler: preHandlerHookHandler = (request, reply, done) => {
    const header = request.headers['idempotency-key'];
    if (header === undefined) {
      done();
      return;
    }
    // when `start` answers the request itself (or fails), `done` is not called
    void service.start(request, reply, header).then((pending) => {
      if (pending === 'pass') {
        done();
      } else if (pending !== 'answered') {
        request.idempotency = pending;
        pending.ambient.enter(done);
      }
    });
  };

  const onSend: onSendHookHandler = (request, reply, payload, done) => {
    const pending = request.idempotency;
    if (pending === null) {
      done(null, payload);
      return;
    }
    request.idempotency = null;
    void service.finish(pending, reply, payload).then((sent) => done(null, sent));
  };
  // Both hooks on the POST routes of /api/v0 only: a route without onSend hooks (every GET)
  // skips Fastify's onSend hook runner altogether.
  fastify.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.includes('POST') && route.url.startsWith(`${API_PREFIX}/`)) {
      route.preHandler = [...[route.preHandler ?? []].flat(), beforeHandler];
      // first of the route's onSend hooks: it stores the answer exactly as serialised
      route.onSend = [onSend, ...[route.onSend ?? []].flat()];
    }
  });
}

/** The hooks as core's HTTP set-up adds them (configureApp): the module provides it as RequestHooks. */
@Injectable()
export class IdempotencyRequestHooks extends RequestHooks {
  constructor(private readonly service: IdempotencyService) {
    super();
  }

  register(fastify: FastifyInstance): void {
    registerIdempotency(fastify, this.service);
  }
}
