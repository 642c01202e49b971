import { Injectable, OnModuleInit } from '@nestjs/common';
import { AccountErasureHooks, ERASURE_ORDER } from '../account-data';
import { KeyLocks } from './key-locks';

/** An erased account's stored answers go too: they hold what its requests returned. */
@Injectable()
export class IdempotencyErasure implements OnModuleInit {
  constructor(
    private readonly hooks: AccountErasureHooks,
    private readonly locks: KeyLocks,
  ) {}

  onModuleInit(): void {
    this.hooks.register({
      name: 'idempotency',
      order: ERASURE_ORDER.idempotency,
      erase: (userId) => this.locks.deleteOfUser(userId),
    });
  }
}
