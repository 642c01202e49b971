import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CallerResolver } from '../core';
import { UsersModule } from '../users';
import { AuthGuard } from './auth.guard';
import { AuthService } from './auth.service';
import { StreamTicketEntity } from './stream-ticket.entity';
import { StreamTickets } from './stream-tickets.repository';

/** The tables this module owns; src/app-entities.ts lists them for the DataSources made outside Nest. */
export const authEntities = [StreamTicketEntity];

@Global()
@Module({
  imports: [TypeOrmModule.forFeature(authEntities), UsersModule],
  providers: [
    AuthService,
    StreamTickets,
    { provide: APP_GUARD, useClass: AuthGuard },
    // core's Idempotency-Key hooks resolve the caller through it, without depending on auth
    { provide: CallerResolver, useExisting: AuthService },
  ],
  exports: [AuthService, StreamTickets, CallerResolver],
})
export class AuthModule {}
