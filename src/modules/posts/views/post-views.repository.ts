import { Db, Sql } from '../../../database';
import { attachmentColumns, POST_BY_ID, POST_COLUMNS, POST_JOINS } from '../sql/post.sql';
import { AttachmentRow, PostRow } from '../post.types';

/** Which related sets a page of posts needs: the ids to look up in each (empty: not needed). */
export interface RelatedSetsQuery {
  /** Posts with attachments. */
  attachmentsOf: number[];
  /** The caller (null: anonymous, no caller sets). */
  viewerId: number | null;
  /** Posts the caller may have starred or flagged. */
  reactedTo: number[];
  /** Posts the caller may have replied to. */
  repliedTo: number[];
}

export interface RelatedSets {
  attachments: AttachmentRow[];
  reactions: { post_id: number; type: string }[];
  repliedIds: number[];
}

const NO_RELATED_SETS: RelatedSets = Object.freeze({
  attachments: [],
  reactions: [],
  repliedIds: [],
});

/**
 * "Has the viewer replied to post x": one index lookup per listed post (posts_replied or
 * posts_user, both lead with columns given here), whatever the statistics say. A LATERAL
 * subquery with LIMIT cannot become a join that reads all of the viewer's posts, which the
 * planner chose for the `parent_id = ANY(…) AND user_id = …` shape whenever its estimates were
 * stale; that cost grew with the viewer's posts (docs/performance.md).
 */
const REPLIED_PROBE_POSTGRES = `SELECT 1 FROM posts p
   WHERE p.parent_id = x.id AND p.user_id = $2 AND p.status = 'published' LIMIT 1`;

/** The reactions module's lent SQL: the viewer's active reactions on the posts a filter admits. */
export type ViewerReactionsSql = (
  viewerId: string,
  postIdsIn: (column: string) => string,
) => string;

/**
 * All the related sets of a page on PostgreSQL in one statement, each set a JSON array: one round
 * trip instead of up to three (a round trip cost more Node CPU than the query it carries).
 */
const relatedSetsPostgres = (viewerReactionsSql: ViewerReactionsSql) => `SELECT
  (SELECT COALESCE(json_agg(json_build_array(${attachmentColumns('a')})
                            ORDER BY a.post_id, a.sort_order), '[]')
     FROM attachments a WHERE a.post_id = ANY($1::bigint[])) AS attachments,
  (SELECT COALESCE(json_agg(json_build_array(r.post_id, r.type)), '[]')
     FROM (${viewerReactionsSql('$2', (column) => `${column} = ANY($3::bigint[])`)}) r) AS reactions,
  (SELECT COALESCE(json_agg(x.id), '[]')
     FROM (SELECT DISTINCT id FROM unnest($4::bigint[]) AS ids(id)) x
    CROSS JOIN LATERAL (${REPLIED_PROBE_POSTGRES}) r) AS replied`;

/** An attachment as a JSON array of its ATTACHMENT_FIELDS values, in that order. */
type AttachmentTuple = [number, number, number, string, string, number, number, number];

/**
 * A row from its tuple, as an object literal: filling an object field by field in a loop over
 * ATTACHMENT_FIELDS made PostgreSQL's /latest measurably slower (bench/README.md). The order is
 * ATTACHMENT_FIELDS' (post-views.repository.spec.ts checks it).
 */
export function attachmentFromTuple(a: AttachmentTuple): AttachmentRow {
  return {
    id: a[0],
    user_id: a[1],
    post_id: a[2],
    type: a[3],
    content: a[4],
    sort_order: a[5],
    created_at: a[6],
    updated_at: a[7],
  };
}

/**
 * The posts of a page and their related sets, each one query for the whole page (never one per
 * post): attachments, and the caller's reactions and replies. How the related sets are read
 * differs by database (the subclasses below, chosen by the module's provider factory).
 */
export abstract class PostViewsRepository {
  private readonly postsByIds: string;

  constructor(protected readonly db: Db) {
    this.postsByIds = `SELECT ${POST_COLUMNS} FROM posts p ${POST_JOINS} WHERE ${db.inIds('p.id', 1)}`;
  }

  findRow(id: number, sql: Sql = this.db): Promise<PostRow | undefined> {
    return sql.get<PostRow>(POST_BY_ID, [id]);
  }

  findRows(ids: number[]): Promise<PostRow[]> {
    return this.db.all<PostRow>(this.postsByIds, [this.db.idList(ids)]);
  }

  /** The related sets `query` asks for; a set with no ids is not queried. */
  relatedSets(query: RelatedSetsQuery): Promise<RelatedSets> {
    const { attachmentsOf, viewerId, reactedTo, repliedTo } = query;
    const reacted = viewerId === null ? [] : reactedTo;
    const replied = viewerId === null ? [] : repliedTo;
    if (attachmentsOf.length + reacted.length + replied.length === 0) {
      return Promise.resolve(NO_RELATED_SETS);
    }
    return this.readSets(attachmentsOf, viewerId ?? 0, reacted, replied);
  }

  /** The sets of the ids given (an empty list: that set is not wanted). */
  protected abstract readSets(
    attachmentsOf: number[],
    viewerId: number,
    reactedTo: number[],
    repliedTo: number[],
  ): Promise<RelatedSets>;
}

/** SQLite: one query per wanted set (in-process calls, no round trips to save). */
export class SqlitePostViewsRepository extends PostViewsRepository {
  private readonly attachmentsByPostIds: string;
  private readonly viewerReactionsByPostIds: string;
  private readonly viewerRepliesByParentIds: string;

  constructor(db: Db, viewerReactionsSql: ViewerReactionsSql) {
    super(db);
    this.attachmentsByPostIds = `SELECT ${attachmentColumns('a')}
      FROM attachments a WHERE ${db.inIds('a.post_id', 1)}
      ORDER BY a.post_id, a.sort_order`;
    this.viewerReactionsByPostIds = viewerReactionsSql('$1', (column) => db.inIds(column, 2));
    // one lookup in posts_replied per listed post (INDEXED BY: whatever ANALYZE last saw), not
    // a scan of the viewer's posts (see REPLIED_PROBE_POSTGRES)
    this.viewerRepliesByParentIds = `SELECT DISTINCT x.value AS parent_id FROM json_each($1) x
      WHERE EXISTS (SELECT 1 FROM posts p INDEXED BY posts_replied
                     WHERE p.parent_id = x.value AND p.user_id = $2 AND p.status = 'published')`;
  }

  protected async readSets(
    attachmentsOf: number[],
    viewerId: number,
    reactedTo: number[],
    repliedTo: number[],
  ): Promise<RelatedSets> {
    const [attachments, reactions, repliedIds] = await Promise.all([
      attachmentsOf.length ? this.attachmentsOf(attachmentsOf) : [],
      reactedTo.length ? this.viewerReactions(viewerId, reactedTo) : [],
      repliedTo.length ? this.viewerRepliedTo(viewerId, repliedTo) : [],
    ]);
    return { attachments, reactions, repliedIds };
  }

  private attachmentsOf(postIds: number[]): Promise<AttachmentRow[]> {
    return this.db.all<AttachmentRow>(this.attachmentsByPostIds, [this.db.idList(postIds)]);
  }

  private viewerReactions(
    viewerId: number,
    postIds: number[],
  ): Promise<{ post_id: number; type: string }[]> {
    return this.db.all(this.viewerReactionsByPostIds, [viewerId, this.db.idList(postIds)]);
  }

  /** Of `postIds`, those the viewer has a published direct reply to. */
  private async viewerRepliedTo(viewerId: number, postIds: number[]): Promise<number[]> {
    const rows = await this.db.all<{ parent_id: number }>(this.viewerRepliesByParentIds, [
      this.db.idList(postIds),
      viewerId,
    ]);
    return rows.map((r) => r.parent_id);
  }
}

/**
 * PostgreSQL: the three sets in one statement (relatedSetsPostgres), one round trip instead of
 * up to three.
 */
export class PostgresPostViewsRepository extends PostViewsRepository {
  private readonly relatedSetsSql: string;

  constructor(db: Db, viewerReactionsSql: ViewerReactionsSql) {
    super(db);
    this.relatedSetsSql = relatedSetsPostgres(viewerReactionsSql);
  }

  protected async readSets(
    attachmentsOf: number[],
    viewerId: number,
    reactedTo: number[],
    repliedTo: number[],
  ): Promise<RelatedSets> {
    const row = await this.db.get<{
      attachments: AttachmentTuple[];
      reactions: [number, string][];
      replied: number[];
    }>(this.relatedSetsSql, [attachmentsOf, viewerId, reactedTo, repliedTo]);
    return {
      attachments: (row?.attachments ?? []).map(attachmentFromTuple),
      reactions: (row?.reactions ?? []).map(([post_id, type]) => ({ post_id, type })),
      repliedIds: row?.replied ?? [],
    };
  }
}

/**
 * The reactions module's lent SQL, loaded when the provider is made (every module has loaded by
 * then), not when this file loads: the reactions module depends on this one, so importing its
 * index here would load it while this module's own index is half made.
 */
function viewerReactionsSql(): ViewerReactionsSql {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('../../reactions') as typeof import('../../reactions')).viewerReactionsSql;
}

/** The posts module's provider of PostViewsRepository: the implementation of the database. */
export const postViewsRepositoryProvider = {
  provide: PostViewsRepository,
  inject: [Db],
  useFactory: (db: Db): PostViewsRepository =>
    db.dialect === 'postgres'
      ? new PostgresPostViewsRepository(db, viewerReactionsSql())
      : new SqlitePostViewsRepository(db, viewerReactionsSql()),
};
