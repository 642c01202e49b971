import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../../users';
import { StandingRunEntity } from './standing-run.entity';
import { StandingRepository } from './standing.repository';
import { StandingScheduler } from './standing.scheduler';
import { StandingService } from './standing.service';

/** The tables this module owns; src/app-entities.ts lists them for the DataSources made outside Nest. */
export const standingEntities = [StandingRunEntity];

/** The daily standing job (table `standing_runs`), which lowers the delays of good accounts. */
@Module({
  imports: [TypeOrmModule.forFeature(standingEntities), UsersModule],
  providers: [StandingRepository, StandingService, StandingScheduler],
  exports: [StandingService],
})
export class StandingModule {}
