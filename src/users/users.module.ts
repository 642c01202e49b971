import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountExportSections } from './account-export.sections';
import { UserDataSections } from './user-data.sections';
import { ApiKeyEntity } from './api-key.entity';
import { UserEntity } from './user.entity';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, ApiKeyEntity])],
  providers: [
    UsersRepository,
    UsersService,
    AccountExportSections,
    UserDataSections,
  ],
  exports: [UsersService, AccountExportSections],
})
export class UsersModule {}
