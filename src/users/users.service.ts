import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { hash, randomBytes } from 'node:crypto';
import { Clock } from '../core';
import { ApiKeyEntity } from './api-key.entity';
import { UserEntity } from './user.entity';
import { Sql } from '../database';
import { KeyOwnerRow, Plan, ProfileChanges, Role, ROLES } from './user.types';
import { UsersRepository } from './users.repository';
import { isReservedUsername } from './reserved-usernames';

export const USERNAME_PATTERN = /^[A-Za-z0-9_]{1,30}$/;
export const DEFAULT_DELAY_MINUTES = 2;

/** The SHA-256 of an API key in hex, as stored in `api_keys.key_hash`. */
export function hashKey(key: string): string {
  return hash('sha256', key, 'hex');
}

export interface CreatedKey {
  key: ApiKeyEntity;
  /** The key itself: returned once, never stored. */
  apiKey: string;
}

/** Accounts and API keys: used by the admin CLI, the demo account and the other modules. */
@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly clock: Clock,
  ) {}

  /** The user of an active API key by the key's hash (the auth guard's lookup). */
  findActiveKeyOwner(keyHash: string): Promise<KeyOwnerRow | undefined> {
    return this.users.findActiveKeyOwner(keyHash);
  }

  /** Records that a key was used (kept to the minute by the caller). */
  touchKey(keyId: number, now: number): Promise<void> {
    return this.users.touchKey(keyId, now);
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

  async createKey(userId: number, name = ''): Promise<CreatedKey> {
    const apiKey = randomBytes(16).toString('hex');
    const key = await this.users.insertKey({
      user_id: userId,
      name,
      key_hash: hashKey(apiKey),
      created_at: this.clock.now(),
      last_used_at: null,
      revoked_at: null,
    });
    return { key, apiKey };
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

  async setPlan(username: string, plan: Plan): Promise<UserEntity> {
    const user = await this.getByUsername(username);
    await this.users.updateUser(user.id, { plan, updated_at: this.clock.now() });
    return { ...user, plan };
  }

  async setDelay(username: string, delayMinutes: number): Promise<UserEntity> {
    if (!Number.isInteger(delayMinutes) || delayMinutes < 0 || delayMinutes > 10080) {
      throw new Error('The delay is a whole number of minutes from 0 to 10080.');
    }
    const user = await this.getByUsername(username);
    await this.users.updateUser(user.id, {
      delay_minutes: delayMinutes,
      updated_at: this.clock.now(),
    });
    return { ...user, delay_minutes: delayMinutes };
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

  async listKeys(username: string): Promise<ApiKeyEntity[]> {
    const user = await this.getByUsername(username);
    return this.users.keysOf(user.id);
  }

  async revokeKey(keyId: number): Promise<ApiKeyEntity> {
    const key = await this.users.findKey(keyId);
    if (!key) {
      throw new NotFoundException(`The key ${keyId} does not exist.`);
    }
    if (key.revoked_at === null) {
      key.revoked_at = this.clock.now();
      await this.users.revokeKey(keyId, key.revoked_at);
    }
    return key;
  }

  /** Deletes all keys of the user in the caller's transaction (the start of an erasure). */
  deleteKeys(sql: Sql, userId: number): Promise<void> {
    return this.users.deleteKeys(sql, userId);
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
