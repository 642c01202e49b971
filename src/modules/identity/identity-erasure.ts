import { Injectable, OnModuleInit } from '@nestjs/common';
import { AccountErasureHooks, ERASURE_ORDER } from '../../account-data';
import { IdentityRepository } from './identity.repository';

/**
 * The identity module's part of an account erasure: the account's password-reset tokens (its
 * sessions and password end with the erasure's request, in the users module). First of the steps:
 * nothing else depends on them.
 */
@Injectable()
export class IdentityErasure implements OnModuleInit {
  constructor(
    private readonly hooks: AccountErasureHooks,
    private readonly repository: IdentityRepository,
  ) {}

  onModuleInit(): void {
    this.hooks.register({
      name: 'password resets',
      order: ERASURE_ORDER.passwordResets,
      erase: (userId) => this.repository.deleteResetsOf(userId),
    });
  }
}
