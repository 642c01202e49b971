import { createHash, timingSafeEqual } from 'node:crypto';
import { errorEnvelope } from '../http/error-envelope';
import { MetricsRegistry } from './metrics-registry';

export const METRICS_PATH = '/metrics';

export interface MetricsAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The answer to GET /metrics, on the main port or METRICS_PORT: the exposition, or a 401 when
 * METRICS_TOKEN is set and the request does not carry it as a bearer token. The comparison runs
 * on digests of equal length, in constant time.
 */
export function metricsAuthorizer(token: string): (authorization: string | undefined) => boolean {
  if (token === '') {
    return () => true;
  }
  const expected = digest(`Bearer ${token}`);
  return (authorization) =>
    authorization !== undefined && timingSafeEqual(digest(authorization), expected);
}

export async function answerMetrics(
  metrics: MetricsRegistry,
  authorized: boolean,
): Promise<MetricsAnswer> {
  if (!authorized) {
    return {
      status: 401,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'www-authenticate': 'Bearer realm="metrics"',
      },
      body: JSON.stringify(
        errorEnvelope(['/metrics needs Authorization: Bearer <METRICS_TOKEN>.']),
      ),
    };
  }
  return {
    status: 200,
    headers: { 'content-type': metrics.contentType, 'cache-control': 'no-store' },
    body: await metrics.text(),
  };
}
