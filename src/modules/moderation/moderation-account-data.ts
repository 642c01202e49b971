import { Injectable, OnModuleInit } from '@nestjs/common';
import { AccountErasureHooks, ERASURE_ORDER } from '../../account-data';
import { ModerationRepository } from './moderation.repository';

/**
 * The moderation module's part of an account erasure (ModerationRepository.forgetUser). The
 * queue's review marks hold a post id and a time only, nothing of the user, and stay.
 */
@Injectable()
export class ModerationAccountData implements OnModuleInit {
  constructor(
    private readonly hooks: AccountErasureHooks,
    private readonly moderation: ModerationRepository,
  ) {}

  onModuleInit(): void {
    this.hooks.register({
      name: 'moderation',
      order: ERASURE_ORDER.moderation,
      erase: (userId) => this.moderation.forgetUser(userId),
    });
  }
}
