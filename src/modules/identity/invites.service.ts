import { Injectable } from '@nestjs/common';
import { hash, randomBytes } from 'node:crypto';
import { Clock } from '../../core';
import { Sql } from '../../database';
import { IdentityRepository } from './identity.repository';

export function inviteDigest(code: string): string {
  return hash('sha256', code.trim(), 'hex');
}

/** Single-use sign-up codes (SIGNUP=invite): made by the admin CLI, stored only as SHA-256. */
@Injectable()
export class InvitesService {
  constructor(
    private readonly repository: IdentityRepository,
    private readonly clock: Clock,
  ) {}

  /** `count` new codes, returned once. */
  async create(count: number): Promise<string[]> {
    if (!Number.isInteger(count) || count < 1 || count > 1000) {
      throw new Error('The count is a whole number from 1 to 1000.');
    }
    const codes = Array.from({ length: count }, () => randomBytes(15).toString('base64url'));
    await this.repository.insertInvites(codes.map(inviteDigest), this.clock.now());
    return codes;
  }

  /** Spends the code in the caller's transaction; false when it is unknown or already used. */
  take(sql: Sql, code: string): Promise<boolean> {
    if (code.length === 0 || code.length > 100) {
      return Promise.resolve(false);
    }
    return this.repository.takeInvite(sql, inviteDigest(code));
  }

  count(): Promise<number> {
    return this.repository.countInvites();
  }
}
