import type { FastifyInstance, onResponseHookHandler, RouteOptions } from 'fastify';
import { AppConfig } from '../../config';
import { answerMetrics, METRICS_PATH, metricsAuthorizer } from './metrics-endpoint';
import { MetricsRegistry } from './metrics-registry';

/** The route label of requests that matched no route (404s of unknown paths). */
const UNMATCHED = '(unmatched)';

/**
 * Request timings, and GET /metrics on the main port when it is served there. Must run before the
 * routes are registered: each route gets an onResponse hook of its own that holds its series, so a
 * request costs a status-class index and a few additions, no lookup by route and no allocation.
 * Nothing is registered when metrics are off.
 */
export function registerHttpMetrics(
  fastify: FastifyInstance,
  metrics: MetricsRegistry,
  config: AppConfig,
): void {
  if (metrics.served === 'off') {
    return;
  }
  const histogram = metrics.requests;
  fastify.addHook('onRoute', (route: RouteOptions) => {
    const hook = timingHook(histogram, route);
    const existing = route.onResponse;
    route.onResponse =
      existing === undefined
        ? [hook]
        : [...(Array.isArray(existing) ? existing : [existing]), hook];
  });
  // Unmatched requests run Fastify's 404 context, whose hooks are only the global ones.
  const unmatched = new Map(
    ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].map((m) => [
      m,
      histogram.route(UNMATCHED, m),
    ]),
  );
  const other = histogram.route(UNMATCHED, 'other');
  fastify.addHook('onResponse', (request, reply, done) => {
    if (request.is404) {
      (unmatched.get(request.method) ?? other).observe(reply.statusCode, reply.elapsedTime);
    }
    done();
  });

  if (metrics.served === 'main') {
    const authorized = metricsAuthorizer(config.METRICS_TOKEN);
    fastify.get(METRICS_PATH, async (request, reply) => {
      const answer = await answerMetrics(metrics, authorized(request.headers.authorization));
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    });
  }
}

function timingHook(
  histogram: MetricsRegistry['requests'],
  route: RouteOptions,
): onResponseHookHandler {
  if (typeof route.method === 'string') {
    const series = histogram.route(route.url, route.method);
    return (_request, reply, done) => {
      series.observe(reply.statusCode, reply.elapsedTime);
      done();
    };
  }
  const byMethod = new Map(route.method.map((m) => [m, histogram.route(route.url, m)]));
  return (request, reply, done) => {
    byMethod.get(request.method)?.observe(reply.statusCode, reply.elapsedTime);
    done();
  };
}
