import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One run of the standing job (table `standing_runs`): one row per UTC day, written in the run's
 * transaction, so the day's run happens once whatever the number of instances or retries.
 */
@Entity('standing_runs')
export class StandingRunEntity {
  /** Days since 1970-01-01 (UTC). */
  @PrimaryColumn('integer', { primaryKeyConstraintName: 'standing_runs_pkey' })
  day: number;

  @Column('bigint')
  ran_at: number;

  /** Accounts whose delay the run halved. */
  @Column('integer')
  halved: number;
}
