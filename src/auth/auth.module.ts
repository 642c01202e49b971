import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { UsersModule } from '../users/users.module';
import { AuthGuard } from './auth.guard';
import { AuthService } from './auth.service';
import { StreamTickets } from './stream-tickets';

@Global()
@Module({
  imports: [UsersModule],
  providers: [AuthService, StreamTickets, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [AuthService, StreamTickets],
})
export class AuthModule {}
