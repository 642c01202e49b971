import { Injectable } from '@nestjs/common';
import { PAGE_SIZE } from '../../core';
import { Db } from '../../database';
import { USER_PROFILE_COLUMNS, userJoin, USERS_WITH_IMAGE } from '../../users';
import { BlockRow } from './blocks.types';

const BLOCKS_PAGE = `SELECT b.created_at, ${USER_PROFILE_COLUMNS}
  FROM (SELECT blocked_id, created_at FROM blocks
         WHERE blocker_id = $1
         ORDER BY created_at DESC, blocked_id DESC LIMIT ${PAGE_SIZE} OFFSET $2) b
  ${userJoin('b.blocked_id')}
  ORDER BY b.created_at DESC, b.blocked_id DESC`;

/** Named queries on `blocks`; each runs on the primary key or `blocks_list`. */
@Injectable()
export class BlocksRepository {
  constructor(private readonly db: Db) {}

  /**
   * Adds the block unless it stands, and answers since when it stands: one statement, so
   * concurrent calls leave one row and all answer its time (the no-op update returns the row
   * that is there).
   */
  async insert(blockerId: number, blockedId: number, now: number): Promise<number> {
    const row = await this.db.get<{ created_at: number }>(
      `INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (blocker_id, blocked_id) DO UPDATE SET created_at = blocks.created_at
       RETURNING created_at`,
      [blockerId, blockedId, now],
    );
    return Number(row!.created_at);
  }

  /** A user's profile as a block shows it. */
  profileOf(userId: number): Promise<Omit<BlockRow, 'created_at'> | undefined> {
    return this.db.get<Omit<BlockRow, 'created_at'>>(
      `SELECT ${USER_PROFILE_COLUMNS} FROM ${USERS_WITH_IMAGE} WHERE u.id = $1`,
      [userId],
    );
  }

  async delete(blockerId: number, blockedId: number): Promise<void> {
    await this.db.run(`DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2`, [
      blockerId,
      blockedId,
    ]);
  }

  /** Every block the user made or received (their account's erasure). */
  async deleteOfUser(userId: number): Promise<void> {
    await this.db.run(`DELETE FROM blocks WHERE blocker_id = $1 OR blocked_id = $1`, [userId]);
  }

  /** Up to `limit` of the blocks `blockerId` made, by blocked id above `after` (keyset pages). */
  madeAfter(
    blockerId: number,
    after: number,
    limit: number,
  ): Promise<{ blocked_id: number; created_at: number }[]> {
    return this.db.all(
      `SELECT blocked_id, created_at FROM blocks
        WHERE blocker_id = $1 AND blocked_id > $2 ORDER BY blocked_id LIMIT $3`,
      [blockerId, after, limit],
    );
  }

  /** The users `blockerId` has blocked (a prefix of the primary key). */
  async blockedBy(blockerId: number): Promise<number[]> {
    const rows = await this.db.all<{ blocked_id: number }>(
      `SELECT blocked_id FROM blocks WHERE blocker_id = $1`,
      [blockerId],
    );
    return rows.map((r) => Number(r.blocked_id));
  }

  async countOf(blockerId: number): Promise<number> {
    const row = await this.db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM blocks WHERE blocker_id = $1`,
      [blockerId],
    );
    return Number(row?.n ?? 0);
  }

  /** A page of the blocker's list, newest block first. */
  pageOf(blockerId: number, offset: number): Promise<BlockRow[]> {
    return this.db.all<BlockRow>(BLOCKS_PAGE, [blockerId, offset]);
  }
}
