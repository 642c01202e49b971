import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../../users';
import { AccountErasureEntity } from './account-erasure.entity';
import { ErasureController } from './erasure.controller';
import { ErasureRepository } from './erasure.repository';
import { ErasureScheduler } from './erasure.scheduler';
import { ErasureService } from './erasure.service';

/** The tables this module owns; src/app-entities.ts lists them for the DataSources made outside Nest. */
export const erasureEntities = [AccountErasureEntity];

/**
 * Account erasure jobs (table `account_erasures`): the service, for the admin CLI too. The steps
 * are registered by the modules that own the data (AccountErasureHooks).
 */
@Module({
  imports: [TypeOrmModule.forFeature(erasureEntities), UsersModule],
  providers: [ErasureRepository, ErasureService],
  exports: [ErasureService],
})
export class ErasureModule {}

/** DELETE /account and the periodic look for jobs nobody holds: the server's part. */
@Module({
  imports: [ErasureModule],
  controllers: [ErasureController],
  providers: [ErasureScheduler],
})
export class ErasureApiModule {}
