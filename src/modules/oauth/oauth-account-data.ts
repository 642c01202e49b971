import { Injectable, OnModuleInit } from '@nestjs/common';
import { formatTimestamp } from '../../core';
import {
  AccountErasureHooks,
  AccountExportSections,
  ERASURE_ORDER,
  EXPORT_ORDER,
} from '../../account-data';
import { OAuthRepository } from './oauth.repository';

/**
 * The oauth module's part of an account's data. Export: the apps the account authorized (name,
 * website, scopes, when, last used; never a token). Erasure: every code and token of the account,
 * first of all steps, so that no app acts for the account while the rest goes.
 */
@Injectable()
export class OAuthAccountData implements OnModuleInit {
  constructor(
    private readonly hooks: AccountErasureHooks,
    private readonly sections: AccountExportSections,
    private readonly repo: OAuthRepository,
  ) {}

  onModuleInit(): void {
    this.hooks.register({
      name: 'oauth',
      order: ERASURE_ORDER.oauth,
      erase: (userId) => this.repo.deleteOfUser(userId),
    });
    this.sections.register({
      name: 'authorized_apps',
      order: EXPORT_ORDER.authorized_apps,
      items: (userId) => this.grants(userId),
    });
  }

  private async *grants(userId: number): AsyncGenerator<unknown> {
    for (const grant of await this.repo.grantsOf(userId)) {
      yield {
        app_name: grant.app_name,
        website: grant.website,
        scopes: grant.scopes,
        authorized_at: formatTimestamp(Number(grant.created_at)),
        last_used_at:
          grant.last_used_at === null ? null : formatTimestamp(Number(grant.last_used_at)),
      };
    }
  }
}
