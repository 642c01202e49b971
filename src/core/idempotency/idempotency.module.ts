import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdempotencyRecordEntity } from './idempotency-record.entity';
import { IdempotencyErasure } from './idempotency-erasure';
import { IdempotencyJobs } from './idempotency.jobs';
import { IdempotencyRepository } from './idempotency.repository';
import { IdempotencyService } from './idempotency.service';
import { KeyLocks } from './key-locks';
import { AdvisoryKeyLocks } from './key-locks.postgres';
import { ProcessKeyLocks } from './key-locks.sqlite';
import { Db } from '../../database/sql';

/** The KeyLocks of the connected database. */
const keyLocksProvider = {
  provide: KeyLocks,
  inject: [Db, IdempotencyRepository],
  useFactory: (db: Db, records: IdempotencyRepository): KeyLocks =>
    db.dialect === 'postgres'
      ? new AdvisoryKeyLocks(db, records)
      : new ProcessKeyLocks(db, records),
};

/** Idempotency-Key on POST (docs/api.md "Safe retries"); its hooks: registerIdempotency. */
@Module({
  imports: [TypeOrmModule.forFeature([IdempotencyRecordEntity])],
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
