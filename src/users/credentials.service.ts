import { Injectable } from '@nestjs/common';
import { hash, randomBytes } from 'node:crypto';
import { AppConfig } from '../config';
import { Clock } from '../core';
import { Db, Sql } from '../database';
import { CredentialsRepository, NewAccount } from './credentials.repository';
import { hashPassword, verifyPassword } from './passwords';
import type { Plan, Role } from './user.types';
import { USERNAME_PATTERN } from './users.service';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Sliding expiry is moved at most this often, so page views do not all write. */
const SESSION_TOUCH_MS = 60 * 60 * 1000;

/** The signed-in user of a page request. */
export interface SessionUser {
  id: number;
  username: string;
  plan: Plan;
  role: Role;
}

/** Which unique index a failed INSERT hit (both drivers name it), or null for another error. */
export function uniqueViolation(error: unknown): 'username' | 'email' | null {
  const e = error as { code?: string; constraint?: string; message?: string } | null;
  const unique = e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
  if (!unique) {
    return null;
  }
  const where = `${e.constraint ?? ''} ${e.message ?? ''}`;
  return where.includes('users_email') || /users\.email|lower\(email\)/.test(where)
    ? 'email'
    : 'username';
}

export function sessionDigest(sessionId: string): string {
  return hash('sha256', sessionId, 'hex');
}

/**
 * Passwords and sessions of the web pages' accounts. A session id is 256 random bits, given to
 * the browser once (its cookie) and stored only as its SHA-256.
 */
@Injectable()
export class CredentialsService {
  constructor(
    private readonly repository: CredentialsRepository,
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** Inserts a sign-up's account in the caller's transaction; see uniqueViolation for a race. */
  insertAccount(sql: Sql, account: NewAccount): Promise<number> {
    return this.repository.insertAccount(sql, account);
  }

  async emailTaken(email: string): Promise<boolean> {
    return (await this.findByEmail(email)) !== undefined;
  }

  findByEmail(email: string): Promise<{ id: number; username: string; email: string } | undefined> {
    // no stored email has a control character (sign-up refuses them; PostgreSQL refuses NUL)
    if (email.length > 254 || CONTROL.test(email)) {
      return Promise.resolve(undefined);
    }
    return this.repository.findByEmail(email);
  }

  /**
   * The account when `password` is its password, else null. An unknown name, or an account
   * without a password, costs the same argon2 work as a wrong password.
   */
  async verifyLogin(
    username: string,
    password: string,
  ): Promise<{ id: number; username: string; suspended: boolean } | null> {
    // no other name can exist (and PostgreSQL refuses text with a NUL byte): not looked up
    const row = USERNAME_PATTERN.test(username)
      ? await this.repository.findByUsername(username)
      : undefined;
    const ok = await verifyPassword(row?.password_hash ?? null, password);
    if (!row || !ok) {
      return null;
    }
    return { id: Number(row.id), username: row.username, suspended: row.suspended_at !== null };
  }

  /** Whether `password` is the user's current one (re-authentication before a change). */
  async checkPassword(userId: number, password: string): Promise<boolean> {
    const row = await this.repository.findById(userId);
    return verifyPassword(row?.password_hash ?? null, password);
  }

  /**
   * Sets the password and ends every session of the user but `keepSessionId` (the one that
   * changed it; null ends them all: a reset, the CLI), in one transaction. `extra` runs in it too
   * (a reset token's use).
   */
  async setPassword(
    userId: number,
    password: string,
    keepSessionId: string | null,
    extra?: (tx: Sql) => Promise<void>,
  ): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      await extra?.(tx);
      await this.repository.setPasswordHash(tx, userId, passwordHash, this.clock.now());
      await this.repository.deleteSessionsOf(
        tx,
        userId,
        keepSessionId === null ? null : sessionDigest(keepSessionId),
      );
    });
  }

  // ---- sessions ----

  get sessionIdleMs(): number {
    return this.config.SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000;
  }

  /** A new session of the user: its id, for the cookie only. */
  async startSession(userId: number): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await this.db.transaction((tx) =>
      this.repository.insertSession(tx, sessionDigest(id), userId, now, now + this.sessionIdleMs),
    );
    return id;
  }

  /**
   * The user of a session id (from a cookie), or null when it is unknown, expired, or its account
   * suspended. Its idle expiry moves forward at most once an hour.
   */
  async sessionUser(sessionId: string): Promise<SessionUser | null> {
    if (sessionId.length === 0 || sessionId.length > 100) {
      return null;
    }
    const idHash = sessionDigest(sessionId);
    const now = this.clock.now();
    const row = await this.repository.findSessionUser(idHash, now);
    if (!row || row.suspended_at !== null) {
      return null;
    }
    if (now - Number(row.last_seen_at) >= SESSION_TOUCH_MS) {
      await this.repository.touchSession(idHash, now, now + this.sessionIdleMs);
    }
    return { id: Number(row.user_id), username: row.username, plan: row.plan, role: row.role };
  }

  /** Ends one session on the server (logout, and the old one at a login). */
  endSession(sessionId: string): Promise<void> {
    return this.repository.deleteSession(sessionDigest(sessionId));
  }

  /**
   * Ends every session of the user and removes the password, in the caller's transaction: the
   * start of an account erasure (the account can sign in no more from its COMMIT).
   */
  async endAccess(sql: Sql, userId: number): Promise<void> {
    await this.repository.deleteSessionsOf(sql, userId, null);
    await this.repository.setPasswordHash(sql, userId, null, this.clock.now());
  }

  countSessions(userId: number): Promise<number> {
    return this.repository.countSessionsOf(userId);
  }
}
