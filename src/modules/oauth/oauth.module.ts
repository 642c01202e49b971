import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BearerTokens } from '../../auth';
import { UsersModule } from '../../users';
import { AppsController } from './apps.controller';
import { AppsService } from './apps.service';
import { OAuthAccountData } from './oauth-account-data';
import { OAuthController } from './oauth.controller';
import { OAuthAppEntity } from './oauth-app.entity';
import { OAuthCodeEntity } from './oauth-code.entity';
import { OAuthTokenEntity } from './oauth-token.entity';
import { OAuthRepository } from './oauth.repository';
import { OAuthService } from './oauth.service';

/** The tables this module owns; src/app-entities.ts lists them for the DataSources made outside Nest. */
export const oauthEntities = [OAuthAppEntity, OAuthCodeEntity, OAuthTokenEntity];

/**
 * Apps acting for users through OAuth 2. Global, because the auth guard (a lower module) checks
 * bearer tokens through `BearerTokens`, which this module provides.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature(oauthEntities), UsersModule],
  controllers: [AppsController, OAuthController],
  providers: [
    OAuthRepository,
    OAuthService,
    AppsService,
    OAuthAccountData,
    { provide: BearerTokens, useExisting: OAuthService },
  ],
  exports: [BearerTokens, OAuthService, AppsService],
})
export class OAuthModule {}
