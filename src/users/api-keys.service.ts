import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { hash, randomBytes } from 'node:crypto';
import { charLength, Clock, messages, ValidationFailedException } from '../core';
import { ApiKeyRow, ApiKeysRepository } from './api-keys.repository';

/** Active keys an account may hold at once; creating one more is refused (KEY_LIMIT_REACHED). */
export const KEY_LIMIT = 20;
/** Characters of a new key kept in clear (`prefix`) so its owner can tell keys apart. */
export const KEY_PREFIX_LENGTH = 8;
export const KEY_NAME_MAX = 100;
/** `last_used_at` is written at most once per this long per key, on any number of instances. */
export const LAST_USED_RESOLUTION_MS = 60_000;

export const KEY_LIMIT_REACHED = `An account can have at most ${KEY_LIMIT} API keys. Please revoke one before creating another.`;
export const KEY_NOT_FOUND = 'The API key does not exist.';

/** The SHA-256 of an API key in hex, as stored in `api_keys.key_hash`. */
export function hashKey(key: string): string {
  return hash('sha256', key, 'hex');
}

/** A key as its owner sees it: never the key itself, nor its hash. */
export interface ApiKeyView {
  id: number;
  name: string;
  /** The key's first KEY_PREFIX_LENGTH characters; null for keys made before prefixes were kept. */
  prefix: string | null;
  read_only: boolean;
  /** Epoch milliseconds. */
  created_at: number;
  /** Epoch milliseconds, to the minute (LAST_USED_RESOLUTION_MS); null if never used. */
  last_used_at: number | null;
  revoked_at: number | null;
}

export interface CreatedApiKey {
  key: ApiKeyView;
  /** The key itself: returned once, never stored. */
  apiKey: string;
}

export interface KeyOptions {
  /** 0–100 characters, no control characters; '' for none. */
  name?: string;
  /** The key may only read: every write route answers 403. */
  readOnly?: boolean;
}

function toView(row: ApiKeyRow): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    read_only: Number(row.read_only) === 1,
    created_at: row.created_at,
    last_used_at: row.last_used_at,
    revoked_at: row.revoked_at,
  };
}

/**
 * API keys managed by their owner (the API Keys page) and by the operator (the CLI): created with
 * a name and maybe read-only, shown once, stored as their SHA-256 with a short clear prefix,
 * at most KEY_LIMIT active per account, revoked by their owner only.
 *
 * A revoked key stops at once on the instance that revoked it (the listeners: the auth module's
 * cache of verified keys) and within AUTH_CACHE_MS on the others.
 */
@Injectable()
export class ApiKeysService {
  private readonly revokedListeners: ((keyId: number) => void)[] = [];

  constructor(
    private readonly keys: ApiKeysRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Creates a key for user `userId`. A 400 (ValidationFailedException, field `name`) for a bad
   * name, a 409 (KEY_LIMIT_REACHED) when the account has KEY_LIMIT active keys, a 404 when the
   * account does not exist.
   */
  async create(userId: number, options: KeyOptions = {}): Promise<CreatedApiKey> {
    const name = options.name ?? '';
    if (charLength(name) > KEY_NAME_MAX) {
      throw ValidationFailedException.single('name', messages.tooLong('name', KEY_NAME_MAX));
    }
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(name)) {
      throw ValidationFailedException.single('name', messages.validValue('name'));
    }
    const apiKey = randomBytes(16).toString('hex');
    const row = await this.keys.insertWithin(
      {
        user_id: userId,
        name,
        key_hash: hashKey(apiKey),
        prefix: apiKey.slice(0, KEY_PREFIX_LENGTH),
        read_only: options.readOnly === true,
        created_at: this.clock.now(),
      },
      KEY_LIMIT,
    );
    if (row === 'full') {
      throw new ConflictException(KEY_LIMIT_REACHED);
    }
    if (row === 'no user') {
      throw new NotFoundException(`The user ${userId} does not exist.`);
    }
    return { key: toView(row), apiKey };
  }

  /** The user's active keys, oldest first (revoked keys are gone from the owner's list). */
  async list(userId: number): Promise<ApiKeyView[]> {
    return (await this.keys.activeOf(userId)).map(toView);
  }

  /** Every key of the user, revoked ones too, oldest first (the CLI, the account export). */
  async listAll(userId: number): Promise<ApiKeyView[]> {
    return (await this.keys.allOf(userId)).map(toView);
  }

  /**
   * Revokes the owner's key `keyId`. A key of another user, or none, is a 404 with the same
   * message (nobody learns which ids exist); revoking one's own revoked key again changes nothing.
   */
  async revoke(userId: number, keyId: number): Promise<void> {
    if (await this.keys.revoke(keyId, userId, this.clock.now())) {
      this.announceRevoked(keyId);
      return;
    }
    const key = await this.keys.find(keyId);
    if (key?.user_id !== userId) {
      throw new NotFoundException(KEY_NOT_FOUND);
    }
  }

  /** The operator's revoke (`keys revoke <key-id>`), of any user's key. */
  async revokeAny(keyId: number): Promise<ApiKeyView> {
    const revoked = await this.keys.revoke(keyId, null, this.clock.now());
    const key = await this.keys.find(keyId);
    if (!key) {
      throw new NotFoundException(`The key ${keyId} does not exist.`);
    }
    if (revoked) {
      this.announceRevoked(keyId);
    }
    return toView(key);
  }

  /** Called with the id of every key revoked in this process (the auth cache forgets it). */
  onRevoked(listener: (keyId: number) => void): void {
    this.revokedListeners.push(listener);
  }

  private announceRevoked(keyId: number): void {
    for (const listener of this.revokedListeners) {
      listener(keyId);
    }
  }
}
