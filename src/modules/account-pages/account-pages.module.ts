import { Global, Module, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../config';
import { UsersModule } from '../../users';
import { RESERVED_PATHS, WEB_VIEWER } from '../web';
import { AccountPagesController } from './account-pages.controller';
import { KeyPagesController } from './key-pages.controller';
import { WritePagesController } from './write-pages.controller';
import { PostsModule } from '../posts';
import { AccountModule } from '../account';
import { SettingsModule } from '../settings';
import { SharedPathPagesController } from './shared-path-pages.controller';
import { DataPagesController } from './data-pages.controller';
import { OAuthPagesController } from './oauth-pages.controller';
import { ErasureModule } from '../erasure';
import { UploadsModule } from '../uploads';
import { SessionCookies } from './session-cookies';
import { SessionViewers } from './session-viewers';
import { IdentityModule, SignUpService } from '../identity';

/**
 * The account pages (HTTP only: the identity module's services behind them), and the signed-in viewer of every page (the web module's WEB_VIEWER, from
 * the session cookie). Global so that the web module's pages find the viewer without importing
 * this module (which depends on the web module's layout and paths).
 */
@Global()
@Module({
  imports: [
    IdentityModule,
    UsersModule,
    PostsModule,
    AccountModule,
    SettingsModule,
    ErasureModule,
    UploadsModule,
  ],
  controllers: [
    AccountPagesController,
    KeyPagesController,
    WritePagesController,
    SharedPathPagesController,
    DataPagesController,
    OAuthPagesController,
  ],
  providers: [
    {
      provide: SessionCookies,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        new SessionCookies(
          config.NODE_ENV === 'production',
          config.SESSION_IDLE_DAYS * 24 * 60 * 60,
        ),
    },
    SessionViewers,
    { provide: WEB_VIEWER, useExisting: SessionViewers },
  ],
  exports: [WEB_VIEWER],
})
export class AccountPagesModule implements OnModuleInit {
  constructor(private readonly signUps: SignUpService) {}

  /** Sign-up refuses the web module's top-level paths as usernames, beside the users module's. */
  onModuleInit(): void {
    this.signUps.reserve(RESERVED_PATHS);
  }
}
