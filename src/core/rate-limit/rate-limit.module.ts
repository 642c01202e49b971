import { Module } from '@nestjs/common';
import { APP_GUARD, Reflector } from '@nestjs/core';
import {
  getOptionsToken,
  getStorageToken,
  ThrottlerModule,
  ThrottlerModuleOptions,
  ThrottlerStorage,
} from '@nestjs/throttler';
import { AppConfig } from '../../config';
import { Clock } from '../clock';
import { NO_RATE_LIMIT, RateLimitGuard } from './rate-limit.guard';
import { MemoryRateLimitStorage, RedisRateLimitStorage } from './rate-limit.storage';

/**
 * RATE_LIMIT_PER_MINUTE requests per minute per API key, or per IP when anonymous; counters in
 * Redis when REDIS_URL is set (shared by all instances), in memory otherwise; 0 turns it off.
 *
 * Guard order: global guards run in the order their modules are imported, and AppModule imports
 * this module after AuthModule, so the auth guard runs first. Wrong credentials are therefore a 401
 * whatever the budget, and the budget a request spends is that of a verified key: an invented key
 * can neither dodge the limit nor spend someone else's.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AppConfig, Clock],
      useFactory: (config: AppConfig, clock: Clock): ThrottlerModuleOptions => ({
        throttlers: [{ name: 'default', ttl: 60_000, limit: config.RATE_LIMIT_PER_MINUTE }],
        storage:
          config.REDIS_URL && config.RATE_LIMIT_PER_MINUTE > 0
            ? new RedisRateLimitStorage(config.REDIS_URL, config.REDIS_KEY_PREFIX, clock)
            : new MemoryRateLimitStorage(clock),
      }),
    }),
  ],
  providers: [
    {
      provide: APP_GUARD,
      inject: [AppConfig, getOptionsToken(), getStorageToken(), Reflector],
      useFactory: async (
        config: AppConfig,
        options: ThrottlerModuleOptions,
        storage: ThrottlerStorage,
        reflector: Reflector,
      ) => {
        if (config.RATE_LIMIT_PER_MINUTE === 0) {
          return NO_RATE_LIMIT;
        }
        if (storage instanceof RedisRateLimitStorage) {
          await storage.connected();
        }
        const guard = new RateLimitGuard(options, storage, reflector);
        await guard.onModuleInit();
        return guard;
      },
    },
  ],
})
export class RateLimitModule {}
