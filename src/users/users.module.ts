import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserDataSections } from './user-data.sections';
import { ApiKeyEntity } from './api-key.entity';
import { ApiKeysRepository } from './api-keys.repository';
import { ApiKeysService } from './api-keys.service';
import { ProRequestEntity } from './pro-request.entity';
import { ProRequestsRepository } from './pro-requests.repository';
import { ProRequestsService } from './pro-requests.service';
import { CredentialsRepository } from './credentials.repository';
import { CredentialsService } from './credentials.service';
import { SessionEntity } from './session.entity';
import { UserEntity } from './user.entity';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

/** The tables this module owns; src/app-entities.ts lists them for the DataSources made outside Nest. */
export const usersEntities = [UserEntity, ApiKeyEntity, ProRequestEntity, SessionEntity];

@Module({
  imports: [TypeOrmModule.forFeature(usersEntities)],
  providers: [
    UsersRepository,
    UsersService,
    ApiKeysRepository,
    ApiKeysService,
    ProRequestsRepository,
    ProRequestsService,
    UserDataSections,
    CredentialsRepository,
    CredentialsService,
  ],
  exports: [UsersService, ApiKeysService, ProRequestsService, CredentialsService],
})
export class UsersModule {}
