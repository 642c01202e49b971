import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { UploadsModule } from '../uploads/uploads.module';
import { ObjectStore } from '../uploads/storage/object-store';
import { HealthController } from './health.controller';
import { HealthProbes } from './health-probes';
import { HealthService } from './health.service';

@Module({
  imports: [UploadsModule],
  controllers: [HealthController],
  providers: [
    HealthService,
    {
      provide: HealthProbes,
      inject: [AppConfig, ObjectStore],
      useFactory: (config: AppConfig, store: ObjectStore) =>
        new HealthProbes(config.REDIS_URL, store),
    },
  ],
})
export class HealthModule {}
