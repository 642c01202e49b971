import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlockEntity } from './block.entity';
import { UsersModule } from '../../users/users.module';
import { BlocksAccountData } from './blocks-account-data';
import { BlocksController } from './blocks.controller';
import { BlocksRepository } from './blocks.repository';
import { BlocksService } from './blocks.service';

/** Who blocked whom; exports BlocksService for the views a viewer's blocks filter. */
@Module({
  imports: [TypeOrmModule.forFeature([BlockEntity]), UsersModule],
  controllers: [BlocksController],
  providers: [BlocksRepository, BlocksService, BlocksAccountData],
  exports: [BlocksService],
})
export class BlocksModule {}
