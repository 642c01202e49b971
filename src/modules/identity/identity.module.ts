import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../config';
import { Clock, MemoryRateLimitStorage, RedisRateLimitStorage } from '../../core';
import { UsersModule } from '../../users';
import { ATTEMPT_STORE, AttemptLimits } from './attempt-limits';
import { IdentityErasure } from './identity-erasure';
import { IdentityMetrics } from './identity.metrics';
import { IdentityRepository } from './identity.repository';
import { InviteEntity } from './invite.entity';
import { InvitesService } from './invites.service';
import { Mailer } from './mailer';
import { PasswordResetEntity } from './password-reset.entity';
import { PasswordResetService } from './password-reset.service';
import { SignInService } from './sign-in.service';
import { SignUpService } from './sign-up.service';

/** The tables this module owns; src/app-entities.ts lists them for the DataSources made outside Nest. */
export const identityEntities = [PasswordResetEntity, InviteEntity];

/**
 * Accounts people make and use themselves: sign-up (with invites), sign-in, password change and
 * reset, the mail that carries reset links, and the budgets of those forms. Passwords and
 * sessions are the users module's (CredentialsService); the pages use this module's services.
 */
@Module({
  imports: [TypeOrmModule.forFeature(identityEntities), UsersModule],
  providers: [
    IdentityRepository,
    InvitesService,
    Mailer,
    PasswordResetService,
    SignInService,
    SignUpService,
    IdentityErasure,
    IdentityMetrics,
    {
      // the API rate limit's kind of store, its own counters: Redis (shared by every instance)
      // when REDIS_URL is set, whatever RATE_LIMIT_PER_MINUTE says
      provide: ATTEMPT_STORE,
      inject: [AppConfig, Clock],
      useFactory: async (config: AppConfig, clock: Clock) => {
        if (!config.REDIS_URL) {
          return new MemoryRateLimitStorage(clock);
        }
        const store = new RedisRateLimitStorage(config.REDIS_URL, config.REDIS_KEY_PREFIX);
        await store.connected();
        return store;
      },
    },
    {
      provide: AttemptLimits,
      inject: [ATTEMPT_STORE],
      useFactory: (store: MemoryRateLimitStorage | RedisRateLimitStorage) =>
        new AttemptLimits(store),
    },
  ],
  exports: [InvitesService, PasswordResetService, SignInService, SignUpService],
})
export class IdentityModule {}
