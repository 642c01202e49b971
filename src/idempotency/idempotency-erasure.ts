import { Injectable, OnModuleInit } from '@nestjs/common';
import { AccountErasureHooks, ERASURE_ORDER } from '../core';
import { Db } from '../database';
import { IdempotencyRepository } from './idempotency.repository';

/** An erased account's stored answers go too: they hold what its requests returned. */
@Injectable()
export class IdempotencyErasure implements OnModuleInit {
  constructor(
    private readonly hooks: AccountErasureHooks,
    private readonly records: IdempotencyRepository,
    private readonly db: Db,
  ) {}

  onModuleInit(): void {
    this.hooks.register({
      name: 'idempotency',
      order: ERASURE_ORDER.idempotency,
      erase: (userId) => this.records.deleteOfUser(this.db, userId),
    });
  }
}
