import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlockEntity } from './block.entity';
import { UsersModule } from '../../users';
import { BlocksAccountData } from './blocks-account-data';
import { BlocksController } from './blocks.controller';
import { BlocksRepository } from './blocks.repository';
import { BlocksService } from './blocks.service';

/** The tables this module owns; src/app-entities.ts lists them for the DataSources made outside Nest. */
export const blocksEntities = [BlockEntity];

/** Who blocked whom; exports BlocksService for the views a viewer's blocks filter. */
@Module({
  imports: [TypeOrmModule.forFeature(blocksEntities), UsersModule],
  controllers: [BlocksController],
  providers: [BlocksRepository, BlocksService, BlocksAccountData],
  exports: [BlocksService],
})
export class BlocksModule {}
