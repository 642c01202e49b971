import { Module } from '@nestjs/common';
import { ConfigModule } from '../config/config.module';
import { Clock } from '../core/clock';
import { DatabaseModule } from '../database/database.module';
import { UsersModule } from '../users/users.module';
import { KeysCommand, KeysCreateCommand, KeysListCommand, KeysRevokeCommand } from './keys.command';
import {
  UsersCommand,
  UsersCreateCommand,
  UsersSetDelayCommand,
  UsersSetPlanCommand,
  UsersSetRoleCommand,
} from './users.command';

@Module({ providers: [Clock], exports: [Clock] })
class ClockModule {}

@Module({
  imports: [ConfigModule, DatabaseModule, { module: ClockModule, global: true }, UsersModule],
  providers: [
    UsersCommand,
    UsersCreateCommand,
    UsersSetPlanCommand,
    UsersSetDelayCommand,
    UsersSetRoleCommand,
    KeysCommand,
    KeysCreateCommand,
    KeysListCommand,
    KeysRevokeCommand,
  ],
})
export class CliModule {}
