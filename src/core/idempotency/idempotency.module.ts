import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdempotencyRecordEntity } from './idempotency-record.entity';
import { IdempotencyJobs } from './idempotency.jobs';
import { IdempotencyRepository } from './idempotency.repository';
import { IdempotencyService } from './idempotency.service';
import { keyLocksProvider } from './key-locks';

/** Idempotency-Key on POST (README "Safe retries"); its hooks: registerIdempotency. */
@Module({
  imports: [TypeOrmModule.forFeature([IdempotencyRecordEntity])],
  providers: [IdempotencyRepository, keyLocksProvider, IdempotencyService, IdempotencyJobs],
  exports: [IdempotencyService],
})
export class IdempotencyModule {}
