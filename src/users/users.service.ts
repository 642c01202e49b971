import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../core';
import { Sql } from '../database';
import { ApiKeysRepository } from './api-keys.repository';
import {
  ApiKeysService,
  ApiKeyView,
  CreatedApiKey,
  LAST_USED_RESOLUTION_MS,
} from './api-keys.service';
import { ProRequestsRepository } from './pro-requests.repository';
import { UserEntity } from './user.entity';
import { KeyOwnerRow, Plan, ProfileChanges, Role, ROLES } from './user.types';
import { UsersRepository } from './users.repository';
import { isReservedUsername } from './reserved-usernames';

// the key's hash is the auth module's lookup; its rule lives with the keys
export { hashKey } from './api-keys.service';

export const USERNAME_PATTERN = /^[A-Za-z0-9_]{1,30}$/;
export const DEFAULT_DELAY_MINUTES = 2;

/** Accounts and API keys: used by the admin CLI, the demo account and the other modules. */
@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly keys: ApiKeysRepository,
    private readonly apiKeys: ApiKeysService,
    private readonly proRequests: ProRequestsRepository,
    private readonly clock: Clock,
  ) {}

  /** The user of an active API key by the key's hash (the auth guard's lookup). */
  findActiveKeyOwner(keyHash: string): Promise<KeyOwnerRow | undefined> {
    return this.keys.findActiveOwner(keyHash);
  }

  /**
   * Records that a key was used, unless that was recorded less than LAST_USED_RESOLUTION_MS ago
   * (by any instance: the UPDATE is conditional).
   */
  touchKey(keyId: number, now: number): Promise<void> {
    return this.keys.touch(keyId, now, now - LAST_USED_RESOLUTION_MS);
  }

  /** Changes the sent profile fields, in the caller's transaction (`sql`). */
  updateProfile(sql: Sql, userId: number, changes: ProfileChanges, now: number): Promise<void> {
    return this.users.updateProfile(sql, userId, changes, now);
  }

  setTimezone(sql: Sql, userId: number, timezone: string, now: number): Promise<void> {
    return this.users.setTimezone(sql, userId, timezone, now);
  }

  async createUser(
    username: string,
    options: { plan?: Plan; delayMinutes?: number } = {},
  ): Promise<UserEntity> {
    if (!USERNAME_PATTERN.test(username)) {
      throw new Error('Usernames are 1–30 letters, digits or underscores.');
    }
    if (isReservedUsername(username)) {
      throw new ConflictException(`The username ${username} is reserved.`);
    }
    if (await this.users.findByUsername(username)) {
      throw new ConflictException(`The username ${username} is taken.`);
    }
    const now = this.clock.now();
    return this.users.insertUser({
      username,
      display_name: username,
      bio: '',
      media_id: 0,
      plan: options.plan ?? 'free',
      delay_minutes: options.delayMinutes ?? DEFAULT_DELAY_MINUTES,
      timezone: 'UTC',
      created_at: now,
      updated_at: now,
    });
  }

  /** A key for the user (ApiKeysService.create: the name's rule and the limit per account). */
  createKey(
    userId: number,
    name = '',
    options: { readOnly?: boolean } = {},
  ): Promise<CreatedApiKey> {
    return this.apiKeys.create(userId, { name, readOnly: options.readOnly });
  }

  async getByUsername(username: string): Promise<UserEntity> {
    const user = await this.findByUsername(username);
    if (!user) {
      throw new NotFoundException(`The user ${username} does not exist.`);
    }
    return user;
  }

  findByUsername(username: string): Promise<UserEntity | null> {
    // No other name can exist, so it is not looked up (PostgreSQL refuses text with a NUL byte).
    if (!USERNAME_PATTERN.test(username)) {
      return Promise.resolve(null);
    }
    return this.users.findByUsername(username);
  }

  /** Sets the plan; the account's open request for Pro is granted (pro) or declined (free). */
  async setPlan(username: string, plan: Plan): Promise<UserEntity> {
    const user = await this.getByUsername(username);
    await this.proRequests.setPlan(user.id, plan, this.clock.now());
    return { ...user, plan };
  }

  /** Sets the delay (a penalty): the standing job leaves it alone for 48 hours. */
  async setDelay(username: string, delayMinutes: number): Promise<UserEntity> {
    if (!Number.isInteger(delayMinutes) || delayMinutes < 0 || delayMinutes > 10080) {
      throw new Error('The delay is a whole number of minutes from 0 to 10080.');
    }
    const user = await this.getByUsername(username);
    const now = this.clock.now();
    await this.users.updateUser(user.id, {
      delay_minutes: delayMinutes,
      delay_set_at: now,
      updated_at: now,
    });
    return { ...user, delay_minutes: delayMinutes, delay_set_at: now };
  }

  /**
   * Halves, rounding up, the delays of the accounts in good standing, in the caller's
   * transaction (UsersRepository.halveDelays has the rule); the number changed.
   */
  halveDelays(
    sql: Sql,
    qualifies: (userId: string, since: string) => string,
    since: number,
    now: number,
  ): Promise<number> {
    return this.users.halveDelays(sql, qualifies, since, now);
  }

  /** Grants or revokes the moderator role (the admin CLI). */
  async setRole(username: string, role: Role): Promise<UserEntity> {
    if (!ROLES.includes(role)) {
      throw new Error(`The role must be one of ${ROLES.join(', ')}.`);
    }
    const user = await this.getByUsername(username);
    await this.users.updateUser(user.id, { role, updated_at: this.clock.now() });
    return { ...user, role };
  }

  /** Whether the user is a moderator now, read from the database (never from a cache). */
  async isModerator(userId: number): Promise<boolean> {
    return (await this.users.roleOf(userId)) === 'moderator';
  }

  /**
   * Suspends the account in the caller's transaction: its keys answer 403 from then on (the auth
   * guard). False when it already was suspended.
   */
  suspend(sql: Sql, userId: number, now: number): Promise<boolean> {
    return this.users.suspend(sql, userId, now);
  }

  /** Lifts a suspension in the caller's transaction; false when the account was not suspended. */
  unsuspend(sql: Sql, userId: number, now: number): Promise<boolean> {
    return this.users.unsuspend(sql, userId, now);
  }

  /** Every key of the user, revoked ones too (the CLI's list). */
  async listKeys(username: string): Promise<ApiKeyView[]> {
    const user = await this.getByUsername(username);
    return this.apiKeys.listAll(user.id);
  }

  /** The operator's revoke of any key (the CLI). */
  revokeKey(keyId: number): Promise<ApiKeyView> {
    return this.apiKeys.revokeAny(keyId);
  }

  /** Deletes all keys of the user in the caller's transaction (the start of an erasure). */
  deleteKeys(sql: Sql, userId: number): Promise<void> {
    return this.keys.deleteAllOf(sql, userId);
  }

  /**
   * The users row of an erased account, once every other step is done: anonymised, and deleted
   * unless one of `keepers` (SQL other modules lend: AccountErasureHooks.userRowKeepers) finds a
   * row that still refers to it, a tombstone; `/metric/usernames` counts it no more.
   */
  eraseAccount(userId: number, keepers: readonly string[]): Promise<void> {
    return this.users.eraseAccount(userId, this.clock.now(), keepers);
  }

  async findById(userId: number): Promise<UserEntity | null> {
    return this.users.findById(userId);
  }

  countUsers(): Promise<number> {
    return this.users.countUsers();
  }
}
