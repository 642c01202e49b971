import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module';
import { AuthGuard } from './auth.guard';
import { AuthService } from './auth.service';
import { StreamTicketEntity } from './stream-ticket.entity';
import { StreamTickets } from './stream-tickets.repository';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([StreamTicketEntity]), UsersModule],
  providers: [AuthService, StreamTickets, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [AuthService, StreamTickets],
})
export class AuthModule {}
