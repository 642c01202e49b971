import { Module } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { AppConfig } from '../../config';
import { ObjectStore } from '../uploads';
import { HealthController } from './health.controller';
import { HealthProbes } from './health-probes';
import { HealthMetrics } from './health.metrics';
import { HealthService } from './health.service';

@Module({
  controllers: [HealthController],
  providers: [
    HealthService,
    HealthMetrics,
    {
      provide: HealthProbes,
      inject: [AppConfig, ModuleRef],
      // The store is looked up, not imported: importing UploadsModule here would change the order
      // in which the routes are registered, and with it the OpenAPI document.
      useFactory: (config: AppConfig, modules: ModuleRef) =>
        new HealthProbes(config.REDIS_URL, config.storageUrl, () =>
          modules.get(ObjectStore, { strict: false }),
        ),
    },
  ],
})
export class HealthModule {}
