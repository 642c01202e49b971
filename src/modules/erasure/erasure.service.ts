import { Injectable, Logger, NotFoundException, OnModuleDestroy, Optional } from '@nestjs/common';
import { AuthService } from '../../auth';
import { AppConfig } from '../../config';
import { Clock } from '../../core';
import { AccountErasureHooks } from '../../account-data';
import { Db } from '../../database';
import { CredentialsService, UsersService } from '../../users';
import { ErasureJob, ErasureRepository } from './erasure.repository';

export type ErasureOutcome = 'done' | 'held elsewhere' | 'stopped';

/**
 * Account erasure (DELETE /account, `users delete`). The request deletes the keys and records a
 * job in one transaction: from its COMMIT the account cannot act, and the job survives a crash.
 * The job then runs here at once, in the background; an instance that dies leaves it to whoever
 * claims it after its lease (ERASURE_LEASE_MS), found by every instance's periodic look
 * (ErasureScheduler). Every step is idempotent and moves each counter with its row in one
 * transaction, so a job run again from the start, or by two instances, erases exactly once.
 *
 * The steps are the owning modules' (AccountErasureHooks), in their order, then the users row.
 */
@Injectable()
export class ErasureService implements OnModuleDestroy {
  private readonly logger = new Logger('Erasure');
  private readonly running = new Map<number, Promise<ErasureOutcome>>();
  private stopping = false;

  constructor(
    private readonly jobs: ErasureRepository,
    private readonly hooks: AccountErasureHooks,
    private readonly users: UsersService,
    private readonly credentials: CredentialsService,
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    // absent in the admin CLI, which has no cache of verified keys
    @Optional() private readonly auth?: AuthService,
  ) {}

  /**
   * Starts erasing the account: its keys are deleted and the job recorded (one transaction); the
   * job then runs in the background. A second request finds the same job.
   */
  async request(userId: number): Promise<ErasureJob> {
    const job = await this.db.transaction(async (tx) => {
      await this.users.deleteKeys(tx, userId);
      await this.credentials.endAccess(tx, userId);
      return this.jobs.ensure(tx, userId, this.clock.now());
    });
    this.auth?.forgetUser(userId);
    if (job.status === 'running') {
      void this.run(job.id);
    }
    return job;
  }

  /** The CLI's erasure: requested and run to the end before it returns. */
  async eraseByUsername(username: string): Promise<number> {
    const user = await this.users.findByUsername(username);
    if (!user) {
      throw new NotFoundException(`The user ${username} does not exist.`);
    }
    const job = await this.jobs.ofUser(user.id);
    const started = job ?? (await this.request(user.id));
    await this.untilDone(started);
    return user.id;
  }

  /** Runs every unfinished job nobody holds (the periodic look of each instance). */
  async runDue(): Promise<void> {
    for (;;) {
      const id = await this.jobs.due(this.clock.now());
      if (id === undefined || this.stopping || this.running.has(id)) {
        return;
      }
      if ((await this.run(id)) !== 'done') {
        return;
      }
    }
  }

  /** Runs job `id` if this instance can claim it; one run per job at a time in this instance. */
  run(id: number): Promise<ErasureOutcome> {
    let running = this.running.get(id);
    if (!running) {
      running = this.claimAndRun(id).finally(() => this.running.delete(id));
      this.running.set(id, running);
    }
    return running;
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    await Promise.allSettled([...this.running.values()]);
  }

  private async untilDone(job: ErasureJob): Promise<void> {
    for (;;) {
      const outcome = await this.run(job.id);
      if (outcome === 'done' || (await this.jobs.ofUser(job.user_id))?.status === 'done') {
        return;
      }
      if (outcome === 'stopped') {
        throw new Error('The erasure was interrupted; an instance of the service will finish it.');
      }
      // another instance holds it: it finishes it, or its lease runs out and this one takes over
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  private async claimAndRun(id: number): Promise<ErasureOutcome> {
    const lease = this.config.ERASURE_LEASE_MS;
    const job = await this.jobs.claim(id, this.clock.now(), lease);
    if (!job) {
      return 'held elsewhere';
    }
    try {
      let first = true;
      for (const step of this.hooks.ordered) {
        if (this.stopping) {
          await this.jobs.renew(job, this.clock.now(), -lease);
          return 'stopped';
        }
        await step.erase(job.user_id, this.clock.now());
        if (!(await this.jobs.renew(job, this.clock.now(), lease))) {
          return 'held elsewhere';
        }
        if (first && this.config.ERASURE_TEST_FAULT === 'pause-after-first-step') {
          this.logger.warn(`ERASURE_TEST_FAULT: job ${job.id} holds after step ${step.name}`);
          await new Promise<never>(() => undefined);
        }
        first = false;
      }
      await this.users.eraseAccount(job.user_id, this.hooks.userRowKeepers);
      await this.jobs.finish(job, this.clock.now());
      this.logger.log(`Account ${job.user_id} erased (job ${job.id}).`);
      return 'done';
    } catch (error) {
      // the lease runs out and the next look (here or on another instance) runs it again
      this.logger.error(
        `Erasure job ${job.id} failed; it is retried after its lease.`,
        error instanceof Error ? error.stack : String(error),
      );
      return 'held elsewhere';
    }
  }
}
