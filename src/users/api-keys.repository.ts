import { Injectable } from '@nestjs/common';
import { Db, Sql } from '../database';
import { KeyOwnerRow } from './user.types';

/** An API key as stored, without its hash. */
export interface ApiKeyRow {
  id: number;
  user_id: number;
  name: string;
  prefix: string | null;
  read_only: number;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
}

export interface NewApiKey {
  user_id: number;
  name: string;
  key_hash: string;
  prefix: string;
  read_only: boolean;
  created_at: number;
}

const KEY_COLUMNS = 'id, user_id, name, prefix, read_only, created_at, last_used_at, revoked_at';

/** The statements on `api_keys`. */
@Injectable()
export class ApiKeysRepository {
  constructor(private readonly db: Db) {}

  /**
   * Inserts the key unless the user has `limit` active keys already: 'full', or 'no user' when
   * the account is gone. The user's row is locked first (an UPDATE that changes nothing takes
   * PostgreSQL's row lock; SQLite's write transactions run one at a time anyway), so two
   * creations at once count one after the other and never pass the limit together.
   */
  insertWithin(key: NewApiKey, limit: number): Promise<ApiKeyRow | 'full' | 'no user'> {
    return this.db.transaction(async (tx) => {
      const user = await tx.get(
        `UPDATE users SET updated_at = updated_at WHERE id = $1 RETURNING id`,
        [key.user_id],
      );
      if (!user) {
        return 'no user';
      }
      const active = await tx.get<{ n: number }>(
        `SELECT COUNT(*) AS n FROM api_keys WHERE user_id = $1 AND revoked_at IS NULL`,
        [key.user_id],
      );
      if (Number(active!.n) >= limit) {
        return 'full';
      }
      const row = await tx.get<ApiKeyRow>(
        `INSERT INTO api_keys (user_id, name, key_hash, prefix, read_only, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         RETURNING ${KEY_COLUMNS}`,
        [key.user_id, key.name, key.key_hash, key.prefix, key.read_only ? 1 : 0, key.created_at],
      );
      return row!;
    });
  }

  /** Every key of the user, revoked ones too, oldest first (the CLI's list, the export). */
  allOf(userId: number): Promise<ApiKeyRow[]> {
    return this.db.all<ApiKeyRow>(
      `SELECT ${KEY_COLUMNS} FROM api_keys WHERE user_id = $1 ORDER BY id`,
      [userId],
    );
  }

  /** The user's active keys, oldest first (the API Keys page). */
  activeOf(userId: number): Promise<ApiKeyRow[]> {
    return this.db.all<ApiKeyRow>(
      `SELECT ${KEY_COLUMNS} FROM api_keys WHERE user_id = $1 AND revoked_at IS NULL ORDER BY id`,
      [userId],
    );
  }

  find(id: number): Promise<ApiKeyRow | undefined> {
    return this.db.get<ApiKeyRow>(`SELECT ${KEY_COLUMNS} FROM api_keys WHERE id = $1`, [id]);
  }

  /**
   * Revokes key `id` if it is active and, given `userId`, belongs to that user: false otherwise
   * (the owner check and the change are one statement, so no other user's key is ever touched).
   */
  async revoke(id: number, userId: number | null, now: number): Promise<boolean> {
    const result = await this.db.transaction((tx) =>
      userId === null
        ? tx.run(`UPDATE api_keys SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL`, [
            now,
            id,
          ])
        : tx.run(
            `UPDATE api_keys SET revoked_at = $1
              WHERE id = $2 AND user_id = $3 AND revoked_at IS NULL`,
            [now, id, userId],
          ),
    );
    return result.changes > 0;
  }

  /** Deletes every key of the user: their requests fail from this transaction's COMMIT on. */
  async deleteAllOf(sql: Sql, userId: number): Promise<void> {
    await sql.run(`DELETE FROM api_keys WHERE id IN (SELECT id FROM api_keys WHERE user_id = $1)`, [
      userId,
    ]);
  }

  /** The hot path of every authenticated request: one indexed lookup by the key's hash. */
  findActiveOwner(keyHash: string): Promise<KeyOwnerRow | undefined> {
    return this.db.get<KeyOwnerRow>(
      `SELECT k.id AS key_id, k.read_only, u.id AS user_id, u.username, u.plan, u.role, u.suspended_at
         FROM api_keys k JOIN users u ON u.id = k.user_id
        WHERE k.key_hash = $1 AND k.revoked_at IS NULL`,
      [keyHash],
    );
  }

  /**
   * Sets `last_used_at` to `now` unless it was set after `notAfter`: of several instances that
   * see the key within the same minute, only the first one's UPDATE changes the row.
   */
  async touch(keyId: number, now: number, notAfter: number): Promise<void> {
    // a transaction: a write, on the primary whatever the route's read routing
    await this.db.transaction((tx) =>
      tx.run(
        `UPDATE api_keys SET last_used_at = $1
          WHERE id = $2 AND (last_used_at IS NULL OR last_used_at <= $3)`,
        [now, keyId, notAfter],
      ),
    );
  }
}
