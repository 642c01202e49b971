import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CountersRepository, Db, Sql } from '../database';
import { UserEntity } from './user.entity';
import { ProfileChanges, Role } from './user.types';

@Injectable()
export class UsersRepository {
  constructor(
    private readonly db: Db,
    private readonly counters: CountersRepository,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
  ) {}

  findByUsername(username: string): Promise<UserEntity | null> {
    return this.users
      .createQueryBuilder('u')
      .where('lower(u.username) = lower(:username)', { username })
      .getOne();
  }

  findById(id: number): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  countUsers(): Promise<number> {
    return this.users.count();
  }

  /** The user and the users total (GET /metric/usernames) in one transaction. */
  insertUser(
    user: Omit<
      UserEntity,
      'id' | 'role' | 'suspended_at' | 'delay_set_at' | 'email' | 'password_hash'
    >,
  ): Promise<UserEntity> {
    return this.db.transaction(async (tx) => {
      const row = await tx.get<{ id: number }>(
        `INSERT INTO users (username, display_name, bio, media_id, plan, delay_minutes, timezone,
                            created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          user.username,
          user.display_name,
          user.bio,
          user.media_id,
          user.plan,
          user.delay_minutes,
          user.timezone,
          user.created_at,
          user.updated_at,
        ],
      );
      await this.counters.add(tx, 'users_total');
      return Object.assign(new UserEntity(), {
        id: row!.id,
        ...user,
        role: 'none' as const,
        suspended_at: null,
        delay_set_at: null,
        email: null,
        password_hash: null,
      });
    });
  }

  /** One statement for any subset of fields: a null parameter keeps the column as it is. */
  async updateProfile(sql: Sql, id: number, changes: ProfileChanges, now: number): Promise<void> {
    await sql.run(
      `UPDATE users
          SET display_name = COALESCE($1, display_name),
              bio = COALESCE($2, bio),
              media_id = COALESCE($3, media_id),
              updated_at = $4
        WHERE id = $5`,
      [changes.display_name ?? null, changes.bio ?? null, changes.media_id ?? null, now, id],
    );
  }

  async setTimezone(sql: Sql, id: number, timezone: string, now: number): Promise<void> {
    await sql.run(`UPDATE users SET timezone = $1, updated_at = $2 WHERE id = $3`, [
      timezone,
      now,
      id,
    ]);
  }

  /** The role as stored now (the moderation routes check it on every call, not from a cache). */
  async roleOf(id: number): Promise<Role | undefined> {
    const row = await this.db.get<{ role: Role }>(`SELECT role FROM users WHERE id = $1`, [id]);
    return row?.role;
  }

  /** Suspends the account unless it already is; true when this call suspended it. */
  async suspend(sql: Sql, id: number, now: number): Promise<boolean> {
    const result = await sql.run(
      `UPDATE users SET suspended_at = $1, updated_at = $1 WHERE id = $2 AND suspended_at IS NULL`,
      [now, id],
    );
    return result.changes > 0;
  }

  /** Lifts a suspension; true when the account was suspended. */
  async unsuspend(sql: Sql, id: number, now: number): Promise<boolean> {
    const result = await sql.run(
      `UPDATE users SET suspended_at = NULL, updated_at = $1 WHERE id = $2 AND suspended_at IS NOT NULL`,
      [now, id],
    );
    return result.changes > 0;
  }

  async updateUser(id: number, changes: Partial<UserEntity>): Promise<void> {
    await this.users.update({ id }, changes);
  }

  /**
   * The standing job's change, one statement: halves, rounding up, the delay of every account
   * above 1 minute that is not suspended, whose delay the operator has not set since `since`,
   * and for which `qualifies(userId, since)` holds (SQL lent by the modules that own the posts
   * and the flags, over the SQL expressions it is given). The number of accounts changed.
   */
  async halveDelays(
    sql: Sql,
    qualifies: (userId: string, since: string) => string,
    since: number,
    now: number,
  ): Promise<number> {
    const result = await sql.run(
      `UPDATE users SET delay_minutes = (delay_minutes + 1) / 2, updated_at = $1
        WHERE delay_minutes > 1 AND suspended_at IS NULL
          AND (delay_set_at IS NULL OR delay_set_at <= $2)
          AND ${qualifies('users.id', '$2')}`,
      [now, since],
    );
    return result.changes;
  }

  /**
   * The last step of an erasure, in one transaction: the row is first anonymised (its username
   * becomes `~<id>`, which no username can be, so the name is free at once) and the users total
   * goes down, both only if it was not anonymised before, so a repeated run counts once; then it
   * is deleted unless one of `keepers` finds a row that still refers to it (a post's tombstone).
   */
  eraseAccount(userId: number, now: number, keepers: readonly string[]): Promise<void> {
    return this.db.transaction(async (tx) => {
      const anonymised = await tx.get(
        `UPDATE users
            SET username = '~' || id, display_name = '', bio = '', media_id = 0, plan = 'free',
                timezone = 'UTC', email = NULL, password_hash = NULL, updated_at = $2
          WHERE id = $1 AND username NOT LIKE '~%'
          RETURNING id`,
        [userId, now],
      );
      if (anonymised) {
        await this.counters.add(tx, 'users_total', -1);
      }
      // the keys went when the erasure was asked for; one made since (the CLI) goes now, and the
      // requests for Pro with it: nothing of this module may outlive the account
      await tx.run(`DELETE FROM api_keys WHERE user_id = $1`, [userId]);
      await tx.run(`DELETE FROM pro_requests WHERE user_id = $1`, [userId]);
      // none are left unless the job began before sessions existed; they would keep the row
      await tx.run(`DELETE FROM sessions WHERE user_id = $1`, [userId]);
      for (const keeper of keepers) {
        if (await tx.get(keeper, [userId])) {
          return;
        }
      }
      await tx.run(`DELETE FROM users WHERE id = $1`, [userId]);
    });
  }
}
