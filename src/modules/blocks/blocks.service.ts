import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { Clock, MediaUrls, pageOffset, paginate, Pagination } from '../../core';
import { UsersService, UserSummaryResponse } from '../../users';
import { toBlockedUser, toBlockResponse } from './block.mapper';
import { BlockResponse } from './dto/block.response';
import { BlocksRepository } from './blocks.repository';

export const CANNOT_BLOCK_SELF = 'You cannot block yourself.';

/** No one is hidden from an anonymous viewer (a frozen list: callers only read it). */
const NOBODY: readonly number[] = Object.freeze([]);

/**
 * A signed-in viewer as the views know it: the auth guard's user object. Its identity matters:
 * the object lives as long as the auth cache's entry for the credentials (AUTH_CACHE_MS), and the
 * viewer's block list is remembered on it for that long.
 */
export interface Viewer {
  readonly id: number;
}

/** Blockers whose generation this instance keeps before it starts over. */
const GENERATIONS_LIMIT = 10_000;

interface RememberedBlocks {
  readonly ids: readonly number[];
  /** The viewer's block generation when the list was read (see `changed`). */
  readonly generation: number;
}

export interface BlockPage {
  data: BlockResponse[];
  pagination: Pagination;
}

/**
 * Blocks: a user hides another user's posts from their own views, and the blocked user can no
 * longer reply to, star or flag the blocker's posts (the write paths ask the visibility rule,
 * which reads `blocks` through blocks.sql.ts). Exported for the modules whose views a
 * viewer's blocks filter.
 */
@Injectable()
export class BlocksService {
  /**
   * Each verified viewer's block list, held by the viewer object itself: it is dropped with the
   * auth cache's entry, so a block made on another instance shows within AUTH_CACHE_MS, the bound
   * that already applies to a revoked key. A block or unblock on this instance bumps the
   * blocker's generation, which makes the remembered list stale at once.
   */
  private remembered = new WeakMap<Viewer, RememberedBlocks>();
  private readonly generations = new Map<number, number>();
  private lastGeneration = 0;

  constructor(
    private readonly blocks: BlocksRepository,
    private readonly users: UsersService,
    private readonly clock: Clock,
    private readonly urls: MediaUrls,
  ) {}

  /** Blocks the user (404 unknown, 400 oneself); blocking again changes nothing. */
  async block(blockerId: number, username: string): Promise<BlockResponse> {
    const userId = await this.target(blockerId, username);
    const createdAt = await this.blocks.insert(blockerId, userId, this.clock.now());
    this.changed(blockerId);
    return toBlockResponse(
      { ...(await this.profile(userId, username)), created_at: createdAt },
      this.urls,
    );
  }

  /** Lifts the block if there is one (404 unknown user, 400 oneself). */
  async unblock(blockerId: number, username: string): Promise<UserSummaryResponse> {
    const userId = await this.target(blockerId, username);
    await this.blocks.delete(blockerId, userId);
    this.changed(blockerId);
    return toBlockedUser(await this.profile(userId, username), this.urls);
  }

  /** The caller's blocks, newest first. */
  async list(blockerId: number, page: number): Promise<BlockPage> {
    const offset = pageOffset(page);
    const total = await this.blocks.countOf(blockerId);
    const rows = offset < total ? await this.blocks.pageOf(blockerId, offset) : [];
    return {
      data: rows.map((row) => toBlockResponse(row, this.urls)),
      pagination: paginate(total, page, '/blocks'),
    };
  }

  /**
   * The users whose posts the viewer's views hide: none for an anonymous viewer (no query), else
   * one probe of the primary key's prefix, remembered on the viewer object (see `remembered`).
   */
  async hiddenAuthors(viewer: Viewer | null): Promise<readonly number[]> {
    if (viewer === null) {
      return NOBODY;
    }
    const generation = this.generations.get(viewer.id) ?? 0;
    const known = this.remembered.get(viewer);
    if (known && known.generation === generation) {
      return known.ids;
    }
    const ids = Object.freeze(await this.blocks.blockedBy(viewer.id));
    this.remembered.set(viewer, { ids, generation });
    return ids;
  }

  /** A block or unblock by this user on this instance: their remembered lists are stale. */
  private changed(blockerId: number): void {
    if (this.generations.size >= GENERATIONS_LIMIT && !this.generations.has(blockerId)) {
      this.generations.clear();
      this.remembered = new WeakMap();
    }
    // One counter for all users, so that a generation is never given twice, even after a clear.
    this.generations.set(blockerId, ++this.lastGeneration);
  }

  /** The profile of a user found by name a moment ago (an erased account since: 404). */
  private async profile(userId: number, username: string) {
    const profile = await this.blocks.profileOf(userId);
    if (!profile) {
      throw new NotFoundException(`The user ${username} does not exist.`);
    }
    return profile;
  }

  /** The id of the user to block or unblock: 404 unknown, 400 the caller. */
  private async target(blockerId: number, username: string): Promise<number> {
    const user = await this.users.getByUsername(username);
    if (user.id === blockerId) {
      throw new BadRequestException(CANNOT_BLOCK_SELF);
    }
    return user.id;
  }
}
