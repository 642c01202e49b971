import { Injectable } from '@nestjs/common';
import { CountersRepository, Db, Sql } from '../database';
import type { Plan, Role } from './user.types';

/** What sign-in needs of an account. `password_hash` never leaves the users module's services. */
export interface CredentialsRow {
  id: number;
  username: string;
  password_hash: string | null;
  suspended_at: number | null;
}

/** The user of a live session, as a page request sees it. */
export interface SessionUserRow {
  user_id: number;
  username: string;
  plan: Plan;
  role: Role;
  suspended_at: number | null;
  last_seen_at: number;
}

export interface NewAccount {
  username: string;
  email: string;
  passwordHash: string;
  plan: Plan;
  delayMinutes: number;
  now: number;
}

/** The statements on `users` (email, password) and `sessions` behind the web pages' accounts. */
@Injectable()
export class CredentialsRepository {
  constructor(
    private readonly db: Db,
    private readonly counters: CountersRepository,
  ) {}

  /**
   * A sign-up's row and the users total, in the caller's transaction (with the invite it spends).
   * A taken name or email fails on the unique indexes `users_username`/`users_email`.
   */
  async insertAccount(sql: Sql, account: NewAccount): Promise<number> {
    const row = await sql.get<{ id: number }>(
      `INSERT INTO users (username, display_name, bio, media_id, plan, delay_minutes, timezone,
                          email, password_hash, created_at, updated_at)
       VALUES ($1, $1, '', 0, $2, $3, 'UTC', $4, $5, $6, $6) RETURNING id`,
      [
        account.username,
        account.plan,
        account.delayMinutes,
        account.email,
        account.passwordHash,
        account.now,
      ],
    );
    await this.counters.add(sql, 'users_total');
    return Number(row!.id);
  }

  findByUsername(username: string): Promise<CredentialsRow | undefined> {
    return this.db.get<CredentialsRow>(
      `SELECT id, username, password_hash, suspended_at FROM users
        WHERE lower(username) = lower($1)`,
      [username],
    );
  }

  findById(id: number): Promise<CredentialsRow | undefined> {
    return this.db.get<CredentialsRow>(
      `SELECT id, username, password_hash, suspended_at FROM users WHERE id = $1`,
      [id],
    );
  }

  findByEmail(email: string): Promise<{ id: number; username: string; email: string } | undefined> {
    return this.db.get(`SELECT id, username, email FROM users WHERE lower(email) = lower($1)`, [
      email,
    ]);
  }

  async setPasswordHash(sql: Sql, userId: number, hash: string | null, now: number): Promise<void> {
    await sql.run(`UPDATE users SET password_hash = $1, updated_at = $2 WHERE id = $3`, [
      hash,
      now,
      userId,
    ]);
  }

  // ---- sessions ----

  async insertSession(
    sql: Sql,
    idHash: string,
    userId: number,
    now: number,
    expiresAt: number,
  ): Promise<void> {
    // expired sessions go as new ones come, a bounded batch each time
    await sql.run(
      `DELETE FROM sessions WHERE id IN
         (SELECT id FROM sessions WHERE expires_at <= $1 ORDER BY expires_at LIMIT 100)`,
      [now],
    );
    await sql.run(
      `INSERT INTO sessions (id, user_id, created_at, last_seen_at, expires_at)
       VALUES ($1, $2, $3, $3, $4)`,
      [idHash, userId, now, expiresAt],
    );
  }

  findSessionUser(idHash: string, now: number): Promise<SessionUserRow | undefined> {
    return this.db.get<SessionUserRow>(
      `SELECT s.user_id, u.username, u.plan, u.role, u.suspended_at, s.last_seen_at
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = $1 AND s.expires_at > $2`,
      [idHash, now],
    );
  }

  async touchSession(idHash: string, now: number, expiresAt: number): Promise<void> {
    await this.db.transaction((tx) =>
      tx.run(`UPDATE sessions SET last_seen_at = $1, expires_at = $2 WHERE id = $3`, [
        now,
        expiresAt,
        idHash,
      ]),
    );
  }

  async deleteSession(idHash: string): Promise<void> {
    await this.db.transaction((tx) => tx.run(`DELETE FROM sessions WHERE id = $1`, [idHash]));
  }

  /** Every session of the user but `keepIdHash` (null: all of them). */
  async deleteSessionsOf(sql: Sql, userId: number, keepIdHash: string | null): Promise<number> {
    const result = await sql.run(`DELETE FROM sessions WHERE user_id = $1 AND id <> $2`, [
      userId,
      keepIdHash ?? '',
    ]);
    return result.changes;
  }

  async countSessionsOf(userId: number): Promise<number> {
    const row = await this.db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM sessions WHERE user_id = $1`,
      [userId],
    );
    return Number(row?.n ?? 0);
  }
}
