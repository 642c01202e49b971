import { Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { closeRedis, FAIL_FAST_REDIS_OPTIONS } from '../redis/redis-client';
import { throttledWarning } from '../logging/throttled-warning';
import { watchRedis } from '../redis/redis-metrics';
import { EventTransport } from './notification-events';

/**
 * Redis pub/sub on the channel `<REDIS_KEY_PREFIX>notifications`: one subscriber connection (a
 * subscribed connection can do nothing else) and one to publish. ioredis reconnects and
 * re-subscribes by itself; every reconnection of the subscriber is reported, since messages sent
 * meanwhile are lost.
 */
export class RedisPubSubTransport implements EventTransport {
  private readonly logger = new Logger('NotificationEvents');
  private readonly channel: string;
  private readonly subscriber: Redis;
  private readonly publisher: Redis;
  private readonly warn = throttledWarning(this.logger, 'Redis notification channel unavailable');

  constructor(url: string, keyPrefix: string) {
    this.channel = `${keyPrefix}notifications`;
    const options = { connectTimeout: 2000, lazyConnect: true };
    this.subscriber = new Redis(url, { ...options, connectionName: 'social-events-sub' });
    this.publisher = new Redis(url, {
      ...options,
      connectionName: 'social-events-pub',
      ...FAIL_FAST_REDIS_OPTIONS,
    });
    for (const redis of [this.subscriber, this.publisher]) {
      redis.on('error', (error: Error) => this.warn(error));
    }
    watchRedis('events_subscriber', this.subscriber);
    watchRedis('events_publisher', this.publisher);
  }

  async start(onMessage: (payload: string) => void, onReconnect: () => void): Promise<void> {
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) {
        onMessage(message);
      }
    });
    let first = true;
    this.subscriber.on('ready', () => {
      if (!first) {
        onReconnect();
      }
      first = false;
    });
    try {
      await Promise.all([this.subscriber.connect(), this.publisher.connect()]);
      await this.subscriber.subscribe(this.channel);
    } catch (error) {
      // ioredis keeps retrying; the streams catch up on the reconnection.
      this.warn(error);
    }
  }

  async publish(payload: string): Promise<void> {
    await this.publisher.publish(this.channel, payload);
  }

  async close(): Promise<void> {
    await Promise.all([this.subscriber, this.publisher].map(closeRedis));
  }
}
