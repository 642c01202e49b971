import type { FastifyInstance } from 'fastify';

/**
 * Fastify hooks a module adds to the request lifecycle, ahead of every other onSend hook
 * (configureApp calls it at that point, before the routes are registered). The idempotency
 * module provides it (its Idempotency-Key hooks), so core's HTTP set-up depends on no module above
 * core.
 */
export abstract class RequestHooks {
  abstract register(fastify: FastifyInstance): void;
}
