import { Module } from '@nestjs/common';
import { UsersModule } from '../../users';
import { SettingsController } from './settings.controller';
import { SettingsRepository } from './settings.repository';
import { SettingsService } from './settings.service';

/** The caller's settings (the timezone) and the list of valid timezones. */
@Module({
  imports: [UsersModule],
  controllers: [SettingsController],
  providers: [SettingsRepository, SettingsService],
  exports: [SettingsService],
})
export class SettingsModule {}
