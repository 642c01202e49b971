import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { DrainState } from '../../core';
import { Db, ReadReplicas } from '../../database';
import { HealthProbes } from './health-probes';
import { ReadinessResponse } from './health.response';

@Injectable()
export class HealthService {
  constructor(
    private readonly db: Db,
    private readonly replicas: ReadReplicas,
    private readonly probes: HealthProbes,
    private readonly drain: DrainState,
  ) {}

  /**
   * The process can reach its (primary) database and is not shutting down, else a 503. Read
   * replicas, Redis and an S3 store are reported when configured, and never make this a 503: the
   * service works on without them (reads fall back to the primary; rate limits and events to the
   * process; uploads answer 503 until the store is back).
   */
  async readiness(): Promise<ReadinessResponse> {
    if (this.drain.draining) {
      throw new ServiceUnavailableException('This instance is shutting down.');
    }
    const [redis, store] = await Promise.all([
      this.probes.redis?.current(),
      this.probes.store?.current(),
      this.db.get('SELECT 1 AS ok').catch(() => {
        throw new ServiceUnavailableException('The database is not reachable.');
      }),
    ]);
    const answer: ReadinessResponse = { status: 'ok', database: 'ok' };
    if (this.replicas.configured) {
      answer.replicas = this.replicas.status();
    }
    if (redis !== undefined) {
      answer.redis = redis;
    }
    if (store !== undefined) {
      answer.store = store;
    }
    return answer;
  }
}
