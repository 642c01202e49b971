import { Module } from '@nestjs/common';
import { UsersModule } from '../../users/users.module';
import { BlocksController } from './blocks.controller';
import { BlocksRepository } from './blocks.repository';
import { BlocksService } from './blocks.service';

/** Who blocked whom; exports BlocksService for the views a viewer's blocks filter. */
@Module({
  imports: [UsersModule],
  controllers: [BlocksController],
  providers: [BlocksRepository, BlocksService],
  exports: [BlocksService],
})
export class BlocksModule {}
