import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdempotencyRecordEntity } from './idempotency-record.entity';
import { UsersModule } from '../../users/users.module';
import { IdempotencyErasure } from './idempotency-erasure';
import { IdempotencyJobs } from './idempotency.jobs';
import { IdempotencyRepository } from './idempotency.repository';
import { IdempotencyService } from './idempotency.service';
import { keyLocksProvider } from './key-locks';

/** Idempotency-Key on POST (docs/api.md "Safe retries"); its hooks: registerIdempotency. */
@Module({
  imports: [TypeOrmModule.forFeature([IdempotencyRecordEntity]), UsersModule],
  providers: [
    IdempotencyRepository,
    keyLocksProvider,
    IdempotencyService,
    IdempotencyJobs,
    IdempotencyErasure,
  ],
  exports: [IdempotencyService],
})
export class IdempotencyModule {}
