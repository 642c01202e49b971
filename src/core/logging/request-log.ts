import {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
  LogController,
} from 'fastify';
import type { DestinationStream, Logger } from 'pino';
import { AppConfig } from '../../config';
import { createLogger, requestIdFor } from './logger';

declare module 'fastify' {
  interface FastifyRequest {
    /** The OpenTelemetry trace of the request when tracing is on (registerTraceIds). */
    traceId?: string;
  }
}

/** The routes of the health module (/health/live, /health/ready), outside /api/v0. */
const HEALTH_ROUTES = '/health/';

function isHealthProbe(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith(HEALTH_ROUTES) ?? false;
}

/**
 * Fastify's per-request log lines, replaced by one summary line per request: method, route
 * pattern, status, latency in ms, the request id and, when tracing is on, the trace id. Headers (credentials) are never part of it.
 * Fastify's "incoming request" and "route not found" lines are dropped; its other lines stay.
 */
class RequestLogController extends LogController {
  private readonly enabled: boolean;
  private readonly probesEnabled: boolean;

  constructor(private readonly log: Logger) {
    super();
    this.enabled = log.isLevelEnabled('info');
    this.probesEnabled = log.isLevelEnabled('debug');
  }

  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    // the balancer's probes of /health/* come every second from every balancer: debug, not info
    const probe = !error && isHealthProbe(request);
    if (!error && !(probe ? this.probesEnabled : this.enabled)) {
      return;
    }
    const line = {
      reqId: request.id,
      method: request.method,
      route: request.routeOptions.url ?? null,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 100) / 100,
      traceId: request.traceId, // left out of the line when undefined
    };
    if (error) {
      this.log.error({ ...line, err: error }, 'request errored');
    } else if (probe) {
      this.log.debug(line, 'request');
    } else {
      this.log.info(line, 'request');
    }
  }
}

/**
 * The Fastify options that make its logger ours: the process's pino instance, request ids from a
 * sane `X-Request-Id` or a new UUID, and the one-line request log. Requests share the root logger
 * instead of getting a child logger each, which keeps logging off the hot path: the summary line
 * carries the request id itself.
 */
export function loggingOptions(config: AppConfig, destination?: DestinationStream) {
  const logger = createLogger(config, destination);
  return {
    loggerInstance: logger,
    logController: new RequestLogController(logger),
    requestIdHeader: false as const,
    genReqId: requestIdFor,
    childLoggerFactory: ((parent) => parent) satisfies FastifyServerOptions['childLoggerFactory'],
  };
}

/** Every response carries the request id in `X-Request-Id`. */
export function returnRequestIds(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}

/**
 * With tracing on, each request keeps the id of its trace for the summary line: read when the
 * request starts, inside its server span (the line is written later, outside of it).
 */
export function registerTraceIds(
  fastify: FastifyInstance,
  traceId: () => string | undefined,
): void {
  fastify.decorateRequest('traceId', undefined);
  fastify.addHook('onRequest', (request, _reply, done) => {
    request.traceId = traceId();
    done();
  });
}
