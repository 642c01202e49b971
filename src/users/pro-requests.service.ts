import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../core';
import type { ProRequestStatus } from './pro-request.entity';
import { OpenProRequestRow, ProRequestsRepository } from './pro-requests.repository';
import type { Plan } from './user.types';

export const ALREADY_PRO = 'The account already has the Pro plan.';

/** The latest request for Pro of an account, as the services page shows it. */
export interface ProRequestView {
  status: ProRequestStatus;
  /** Epoch milliseconds. */
  requested_at: number;
  /** When the operator granted or declined it; null while open. */
  closed_at: number | null;
}

export interface ProStatus {
  plan: Plan;
  /** The newest request, open or closed; null if the account never asked. */
  request: ProRequestView | null;
}

export type OpenProRequest = OpenProRequestRow;

/**
 * Requests for Pro: a Free account asks (the services page), the operator lists the open ones
 * (`users pro-requests`) and grants or declines by setting the plan (`users set-plan`, which
 * closes the open request in the same transaction). One open request per account.
 */
@Injectable()
export class ProRequestsService {
  constructor(
    private readonly requests: ProRequestsRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Asks for Pro for user `userId`: opens a request, or keeps the open one (asking twice is one
   * request). A 409 (ALREADY_PRO) for a Pro account, a 404 for an account that does not exist.
   */
  async requestPro(userId: number): Promise<ProStatus> {
    return this.requests.transaction(async (tx) => {
      const user = await this.requests.lockUser(tx, userId);
      if (!user) {
        throw new NotFoundException(`The user ${userId} does not exist.`);
      }
      if (user.plan === 'pro') {
        throw new ConflictException(ALREADY_PRO);
      }
      await this.requests.open(tx, userId, this.clock.now());
      const latest = (await this.requests.latestOf(userId, tx))!;
      return { plan: user.plan, request: toView(latest) };
    });
  }

  /** The account's plan and its newest request for Pro; a 404 for an unknown account. */
  async status(userId: number): Promise<ProStatus> {
    const user = await this.requests.planOf(userId);
    if (!user) {
      throw new NotFoundException(`The user ${userId} does not exist.`);
    }
    const latest = await this.requests.latestOf(userId);
    return { plan: user.plan, request: latest ? toView(latest) : null };
  }

  /** The open requests, oldest first (the operator's list). */
  listOpen(): Promise<OpenProRequest[]> {
    return this.requests.listOpen();
  }
}

function toView(row: {
  status: ProRequestStatus;
  created_at: number;
  closed_at: number | null;
}): ProRequestView {
  return { status: row.status, requested_at: row.created_at, closed_at: row.closed_at };
}
