import { Global, Module } from '@nestjs/common';
import { AccountErasureHooks } from './account-erasure.hooks';
import { AccountExportSections } from './account-export.sections';

/**
 * The registries of an account's data: every module that owns some registers its export section
 * and its erasure step here, so the export and the erasure depend on none of them. A module of its
 * own (not core, which names no feature), below every module that owns user data; global, as
 * core's module is, so each registers without importing it.
 */
@Global()
@Module({
  providers: [AccountErasureHooks, AccountExportSections],
  exports: [AccountErasureHooks, AccountExportSections],
})
export class AccountDataModule {}
