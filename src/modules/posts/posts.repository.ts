import { PAGE_SIZE } from '../../core';
import { counterValueSql, Db, Dialect, Sql } from '../../database';
import { PostRow } from './post.types';
import type { PostStatus } from './entities/post.entity';
import { POST_COLUMNS, AUTHORED_POST_JOINS, POST_JOINS } from './sql/post.sql';
import { LISTED_IN_THREAD_SQL, viewerBlockedSql } from './rules/post-visibility';
import { subtreeRangeSql } from './rules/sort-order';
import {
  type ByViewer,
  type InlineSets,
  type InlineSetsColumns,
  textsByViewer,
} from './views/post-views.repository';
import { POSTGRES_LATEST_PAGE_PLAN } from './latest-page-plan.postgres';
import { SQLITE_LATEST_PAGE_PLAN } from './latest-page-plan.sqlite';

/** The number of published top-level posts, from its counter row (a scalar subquery). */
const LATEST_TOTAL = counterValueSql('latest_total');

/**
 * Where a GET /latest page puts its counter guard: the one list query whose SQL differs by
 * database, for the planners. A page past the total must not scan the list: the guard
 * `$1 < total`. PostgreSQL evaluates it once as a WHERE term (a one-time filter); as the LIMIT,
 * which it cannot know when planning, it planned for thousands of rows (a hash join over every
 * post). SQLite compares such a WHERE term on every index entry the OFFSET skips, and does not
 * stop the scan; as the LIMIT it evaluates it once. SQLite also has the index pinned (once
 * `sqlite_stat1` exists, the planner reads `parent_id = 0` through another index and sorts).
 */
export interface LatestPagePlan {
  indexHint: string;
  guardInLimit: boolean;
}

/** The plan of each database; the posts module's provider factory passes the connected one's. */
export const LATEST_PAGE_PLAN: Record<Dialect, LatestPagePlan> = {
  sqlite: SQLITE_LATEST_PAGE_PLAN,
  postgres: POSTGRES_LATEST_PAGE_PLAN,
};

/**
 * The texts of GET /latest (`$1` the offset), each row carrying the list total and its
 * InlineSets for the viewer.
 */
interface LatestPageTexts {
  /** The page for an anonymous viewer. */
  anonymous: string;
  /** The page for the viewer `$2`, who hides nobody. */
  text: string;
  /**
   * The page for the viewer `$3`, who hides the authors of the id list `$2` (their blocks): the
   * list without their posts, and a total of that list: the counter less their published
   * top-level posts (counted over `posts_user`, so the cost grows with their posts, not with the
   * list).
   */
  hiding: string;
  /** The total of `hiding` alone (`$1` the id list), for a page past its end. */
  hidingTotal: string;
}

/** The list total less the published top-level posts of the authors of the id list `$n`. */
function totalHiding(db: Db, n: number): string {
  return `(${LATEST_TOTAL} - (SELECT COUNT(*) FROM posts
      WHERE ${db.inIds('user_id', n)} AND status = 'published' AND parent_id = 0))`;
}

function latestPage(
  indexHint: string,
  where: string,
  limit: string,
  total: string,
  sets: string,
): string {
  return `SELECT ${POST_COLUMNS}${sets}, ${total} AS latest_total
      FROM (SELECT id FROM posts ${indexHint}
             WHERE status = 'published' AND parent_id = 0 ${where}
             ORDER BY sorted_at DESC, id DESC
             LIMIT ${limit}
             OFFSET $1) page
      JOIN posts p ON p.id = page.id ${AUTHORED_POST_JOINS}
      ORDER BY p.sorted_at DESC, p.id DESC`;
}

function latestPageTexts(
  db: Db,
  plan: LatestPagePlan,
  inlineSets: InlineSetsColumns,
): LatestPageTexts {
  const page = (total: string, hide: string, sets: string) => {
    const guard = `$1 < ${total}`;
    const where = plan.guardInLimit ? '' : `AND ${guard}`;
    const limit = plan.guardInLimit
      ? `(CASE WHEN ${guard} THEN ${PAGE_SIZE} ELSE 0 END)`
      : String(PAGE_SIZE);
    return latestPage(plan.indexHint, `${hide} ${where}`, limit, total, sets);
  };
  return {
    anonymous: page(LATEST_TOTAL, '', inlineSets(null)),
    text: page(LATEST_TOTAL, '', inlineSets('$2')),
    hiding: page(totalHiding(db, 2), `AND NOT (${db.inIds('user_id', 2)})`, inlineSets('$3')),
    hidingTotal: `SELECT ${totalHiding(db, 1)} AS n`,
  };
}

/**
 * The page of the descendants of a thread range (`$1` conversation, `$2` < sort_order <= `$3`,
 * `$4` offset) with `sets` (InlineSetsColumns) and, given `hiding` (a parameter's number), without the
 * replies of the authors of that id list; a tombstone has no author and stays.
 */
function descendantsPage(db: Db, sets: string, hiding?: number): string {
  const hide = hiding ? `AND (user_id IS NULL OR NOT (${db.inIds('user_id', hiding)}))` : '';
  return `SELECT ${POST_COLUMNS}${sets}
  FROM (SELECT id FROM posts
         WHERE conversation_id = $1 AND ${LISTED_IN_THREAD_SQL}
           AND sort_order > $2 AND sort_order <= $3 ${hide}
         ORDER BY sort_order LIMIT ${PAGE_SIZE} OFFSET $4) page
  JOIN posts p ON p.id = page.id ${POST_JOINS}
  ORDER BY p.sort_order`;
}

/**
 * A post (`$1`) and a page (`$2` the offset) of its listed descendants in one statement, with
 * `sets` (InlineSetsColumns): the range of `descendantsPage` computed from the post's own row
 * (subtreeRangeSql), and read only when the offset is below its `replies`. Ordered by path, the
 * post comes first: a top-level post has none (NULLS FIRST), a reply's own path is its range's
 * lower bound, below every descendant's.
 */
function postAndDescendants(sets: string): string {
  const { after, upTo } = subtreeRangeSql('h.sort_order', 'h.depth');
  return `WITH range AS (
    SELECT CASE WHEN h.parent_id = 0 THEN h.id ELSE h.conversation_id END AS conv,
           ${after} AS after, ${upTo} AS up_to
      FROM posts h WHERE h.id = $1 AND CAST($2 AS BIGINT) < h.replies
  )
  SELECT ${POST_COLUMNS}${sets} FROM posts p ${POST_JOINS} WHERE p.id = $1
  UNION ALL
  SELECT ${POST_COLUMNS}${sets}
    FROM (SELECT posts.id FROM range, posts
           WHERE posts.conversation_id = range.conv AND ${LISTED_IN_THREAD_SQL}
             AND posts.sort_order > range.after AND posts.sort_order <= range.up_to
           ORDER BY posts.sort_order LIMIT ${PAGE_SIZE} OFFSET CAST($2 AS BIGINT)) page
    JOIN posts p ON p.id = page.id ${POST_JOINS}
  ORDER BY sort_order NULLS FIRST`;
}

/** The listed descendants in a range by the authors of the id list `$4` (built per Db). */
function countDescendantsBy(db: Db): string {
  return `SELECT COUNT(*) AS n FROM posts
   WHERE conversation_id = $1 AND ${LISTED_IN_THREAD_SQL}
     AND sort_order > $2 AND sort_order <= $3 AND ${db.inIds('user_id', 4)}`;
}

/** A page of GET /pending (`$1` the author, who is the viewer; `$2` the offset). */
const pendingPage = (sets: string) => `SELECT ${POST_COLUMNS}${sets}
  FROM (SELECT id FROM posts
         WHERE user_id = $1 AND status = 'pending'
         ORDER BY published_at DESC, id DESC LIMIT ${PAGE_SIZE} OFFSET $2) page
  JOIN posts p ON p.id = page.id ${AUTHORED_POST_JOINS}
  ORDER BY p.published_at DESC, p.id DESC`;

/** A page of GET /timeline/user (`$1` the author, `$2` the offset). */
const timelinePage = (sets: string) => `SELECT ${POST_COLUMNS}${sets}
  FROM (SELECT id FROM posts
         WHERE user_id = $1 AND status = 'published' AND parent_id = 0
         ORDER BY published_at DESC, id DESC LIMIT ${PAGE_SIZE} OFFSET $2) page
  JOIN posts p ON p.id = page.id ${AUTHORED_POST_JOINS}
  ORDER BY p.published_at DESC, p.id DESC`;

const FIND_PARENT = `SELECT id, user_id, parent_id, conversation_id, status, published_at, depth,
       sort_order, ${viewerBlockedSql('posts', '$2')}
  FROM posts WHERE id = $1`;

/** What creating a reply needs to know of its parent. */
export interface ParentRow {
  id: number;
  user_id: number | null;
  parent_id: number;
  conversation_id: number;
  status: PostStatus;
  published_at: number;
  depth: number;
  sort_order: string | null;
  /** Whether the parent's author has blocked the replier (the rule's BlockFacts). */
  viewer_blocked: boolean | number;
}

/** A list page's rows, each with its InlineSets for the viewer it was read for. */
type PageRow = PostRow & InlineSets;

/**
 * The named queries of the post lists and the parent read of POST /post (the rest of POST /post
 * is each dialect's: post-writer.sqlite.ts, post-writer.postgres.ts). A list page reads its 20
 * ids from the list's index alone (a deep OFFSET skips index entries, not joined rows), then
 * joins them to the full rows, with the database's InlineSets for the viewer (none on SQLite).
 * Made by the posts module's provider factory, which passes the connected database's
 * LatestPagePlan and InlineSetsColumns.
 */
export class PostsRepository {
  private readonly descendantsPageSql: ByViewer;
  /** `$5` the hidden authors, `$6` the viewer. */
  private readonly descendantsPageHidingSql: string;
  private readonly countDescendantsBySql: string;
  private readonly latestPageSql: LatestPageTexts;
  private readonly pendingPageSql: string;
  private readonly timelinePageSql: ByViewer;
  /** `$3` the viewer; null where a thread page is read in two steps. */
  private readonly postAndDescendantsSql: ByViewer | null;

  constructor(
    private readonly db: Db,
    latestPagePlan: LatestPagePlan,
    inlineSets: InlineSetsColumns,
    /**
     * Whether a thread page reads the post and its descendants in one statement
     * (`postAndDescendants`): on PostgreSQL, where a statement is a round trip.
     */
    threadInOneStatement = false,
  ) {
    this.descendantsPageSql = textsByViewer((sets) => descendantsPage(db, sets), inlineSets, '$5');
    this.descendantsPageHidingSql = descendantsPage(db, inlineSets('$6'), 5);
    this.countDescendantsBySql = countDescendantsBy(db);
    this.latestPageSql = latestPageTexts(db, latestPagePlan, inlineSets);
    this.pendingPageSql = pendingPage(inlineSets('$1'));
    this.timelinePageSql = textsByViewer(timelinePage, inlineSets, '$3');
    this.postAndDescendantsSql = threadInOneStatement
      ? textsByViewer(postAndDescendants, inlineSets, '$3')
      : null;
  }

  /** Whether `postAndDescendants` may be called (a thread page in one statement). */
  get readsThreadInOneStatement(): boolean {
    return this.postAndDescendantsSql !== null;
  }

  /**
   * The post `id` whatever its status (first; none when it does not exist), then the page at
   * `offset` of its listed descendants when the offset is below its `replies`, each row with its
   * InlineSets for the viewer. Only where `readsThreadInOneStatement`.
   */
  postAndDescendants(id: number, offset: number, viewerId: number | null): Promise<PageRow[]> {
    const sql = this.postAndDescendantsSql;
    if (sql === null) {
      throw new Error('This database reads a thread page in two steps.');
    }
    return viewerId === null
      ? this.db.all(sql.anonymous, [id, offset])
      : this.db.all(sql.viewer, [id, offset, viewerId]);
  }

  /**
   * A page of GET /latest, each row carrying the list total from its counter row (one query).
   * A page past the total reads nothing: the counter guard (LatestPagePlan) is evaluated
   * once, before the scan.
   */
  latestPage(
    offset: number,
    viewerId: number | null,
  ): Promise<(PageRow & { latest_total: number })[]> {
    return viewerId === null
      ? this.db.all(this.latestPageSql.anonymous, [offset])
      : this.db.all(this.latestPageSql.text, [offset, viewerId]);
  }

  /**
   * A page of GET /latest without the posts of the `hidden` authors (a viewer's blocks), each row
   * carrying the total of that list; as guarded as `latestPage`.
   */
  latestPageHiding(
    offset: number,
    hidden: readonly number[],
    viewerId: number,
  ): Promise<(PageRow & { latest_total: number })[]> {
    return this.db.all(this.latestPageSql.hiding, [offset, this.db.idList([...hidden]), viewerId]);
  }

  /** The total of `latestPageHiding`, for a page past its end. */
  async latestTotalHiding(hidden: readonly number[]): Promise<number> {
    const row = await this.db.get<{ n: number }>(this.latestPageSql.hidingTotal, [
      this.db.idList([...hidden]),
    ]);
    return Number(row?.n ?? 0);
  }

  /**
   * A page of the descendants a thread lists (published posts and tombstones) of a post:
   * `after < sort_order <= upTo` in its thread.
   */
  descendantsPage(
    conversationId: number,
    after: string,
    upTo: string,
    offset: number,
    viewerId: number | null,
  ): Promise<PageRow[]> {
    return viewerId === null
      ? this.db.all(this.descendantsPageSql.anonymous, [conversationId, after, upTo, offset])
      : this.db.all(this.descendantsPageSql.viewer, [
          conversationId,
          after,
          upTo,
          offset,
          viewerId,
        ]);
  }

  /** `descendantsPage` without the replies of the `hidden` authors. */
  descendantsPageHiding(
    conversationId: number,
    after: string,
    upTo: string,
    offset: number,
    hidden: readonly number[],
    viewerId: number,
  ): Promise<PageRow[]> {
    return this.db.all(this.descendantsPageHidingSql, [
      conversationId,
      after,
      upTo,
      offset,
      this.db.idList([...hidden]),
      viewerId,
    ]);
  }

  /** How many of the descendants in the range the `authors` wrote (over `posts_thread`). */
  async countDescendantsBy(
    conversationId: number,
    after: string,
    upTo: string,
    authors: readonly number[],
  ): Promise<number> {
    const row = await this.db.get<{ n: number }>(this.countDescendantsBySql, [
      conversationId,
      after,
      upTo,
      this.db.idList([...authors]),
    ]);
    return Number(row?.n ?? 0);
  }

  async countPendingOf(userId: number): Promise<number> {
    const row = await this.db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM posts WHERE user_id = $1 AND status = 'pending'`,
      [userId],
    );
    return Number(row?.n ?? 0);
  }

  /** A page of GET /pending: the user's pending posts and replies, next to be published last. */
  pendingPage(userId: number, offset: number): Promise<PageRow[]> {
    return this.db.all(this.pendingPageSql, [userId, offset]);
  }

  async countTimelineOf(userId: number): Promise<number> {
    const row = await this.db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM posts
        WHERE user_id = $1 AND status = 'published' AND parent_id = 0`,
      [userId],
    );
    return Number(row?.n ?? 0);
  }

  /** A page of GET /timeline/user: the user's published top-level posts, newest first. */
  timelinePage(userId: number, offset: number, viewerId: number | null): Promise<PageRow[]> {
    return viewerId === null
      ? this.db.all(this.timelinePageSql.anonymous, [userId, offset])
      : this.db.all(this.timelinePageSql.viewer, [userId, offset, viewerId]);
  }

  // POST /post: the parent of a reply, read in the SQLite writer's transaction or on its own.

  /** The parent `id` of a reply by `replierId`, with what the rule reads of it. */
  findParent(tx: Sql, id: number, replierId: number): Promise<ParentRow | undefined> {
    return tx.get<ParentRow>(FIND_PARENT, [id, replierId]);
  }
}
