import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdempotencyRecordEntity } from './idempotency-record.entity';
import { IdempotencyErasure } from './idempotency-erasure';
import { IdempotencyJobs } from './idempotency.jobs';
import { IdempotencyRepository } from './idempotency.repository';
import { IdempotencyService } from './idempotency.service';
import { KeyLocks } from './key-locks';
import { PostgresKeyLocks } from './key-locks.postgres';
import { SqliteKeyLocks } from './key-locks.sqlite';
import { RequestHooks } from '../core';
import { Db } from '../database';
import { IdempotencyRequestHooks } from './idempotency.hooks';

/** The KeyLocks of the connected database. */
const keyLocksProvider = {
  provide: KeyLocks,
  inject: [Db, IdempotencyRepository],
  useFactory: (db: Db, records: IdempotencyRepository): KeyLocks =>
    db.dialect === 'postgres' ? new PostgresKeyLocks(db, records) : new SqliteKeyLocks(db, records),
};

/** The tables this module owns; src/app-entities.ts lists them for the DataSources made outside Nest. */
export const idempotencyEntities = [IdempotencyRecordEntity];

/** Idempotency-Key on POST (docs/api.md "Safe retries"); its hooks: registerIdempotency. */
@Module({
  imports: [TypeOrmModule.forFeature(idempotencyEntities)],
  providers: [
    IdempotencyRepository,
    keyLocksProvider,
    IdempotencyService,
    IdempotencyJobs,
    IdempotencyErasure,
    { provide: RequestHooks, useClass: IdempotencyRequestHooks },
  ],
  exports: [IdempotencyService, RequestHooks],
})
export class IdempotencyModule {}
