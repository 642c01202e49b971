import { Module } from '@nestjs/common';
import { UsersModule } from '../../users';
import { AccountExportService } from './account-export.service';
import { AccountController } from './account.controller';
import { AccountRepository } from './account.repository';
import { AccountService } from './account.service';
import { ProfileController } from './profile.controller';

/** The caller's own account (GET/POST /account) and the public profile of any user. */
@Module({
  imports: [UsersModule],
  controllers: [AccountController, ProfileController],
  providers: [AccountRepository, AccountService, AccountExportService],
  exports: [AccountService, AccountExportService],
})
export class AccountModule {}
