import { OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { closeRedis, FAIL_FAST_REDIS_OPTIONS } from '../../core';
import { ObjectStore } from '../uploads';
import { DependencyProbe } from './dependency-probe';

/** A key no object has: a HEAD of it asks the store to answer without reading or writing data. */
const PROBE_KEY = 'health/probe';

/**
 * The readiness probe's checks of the dependencies the service survives without: Redis (only with
 * REDIS_URL: without it rate limits, events and read-your-writes marks stay in the process) and an
 * S3 object store (only with STORAGE_URL=s3://…; a local folder is not a separate service).
 */
export class HealthProbes implements OnApplicationShutdown {
  readonly redis: DependencyProbe | null;
  readonly store: DependencyProbe | null;
  private readonly client: Redis | null;

  constructor(redisUrl: string | undefined, storageUrl: string, store: () => ObjectStore) {
    this.client = redisUrl
      ? new Redis(redisUrl, { ...FAIL_FAST_REDIS_OPTIONS, lazyConnect: true })
      : null;
    // down is reported by the probe; the other Redis clients log the outage (throttled)
    this.client?.on('error', () => undefined);
    const client = this.client;
    this.redis = client
      ? new DependencyProbe(async () => {
          if (client.status === 'wait') {
            await client.connect();
          }
          await client.ping();
        })
      : null;
    this.store = storageUrl.startsWith('s3:')
      ? new DependencyProbe(() => store().head(PROBE_KEY))
      : null;
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.client) {
      await closeRedis(this.client);
    }
  }
}
