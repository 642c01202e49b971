import { Db, Sql } from '../../../database';
import { userNamesJoin } from '../../../users';
import { POST_BY_ID, POST_COLUMNS, POST_JOINS } from '../sql/post.sql';
import { AttachmentRow, PostRow, PostRowWithParent } from '../post.types';

/**
 * One post by id with its parent's status, author and names (PostRowWithParent) in the same
 * statement: a thread page links a reply to its parent, and a second statement for the parent cost
 * as much as the post's own (on PostgreSQL a round trip more).
 */
const POST_WITH_PARENT_BY_ID =
  `SELECT ${POST_COLUMNS}, pp.status AS parent_status, pp.user_id AS parent_user_id, ` +
  `pu.username AS parent_username, pu.display_name AS parent_display_name ` +
  `FROM posts p ${POST_JOINS} LEFT JOIN posts pp ON pp.id = p.parent_id ` +
  `${userNamesJoin('pu', 'pp.user_id')} WHERE p.id = $1`;

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

/** The reactions module's lent SQL: the viewer's active reactions on the posts a filter admits. */
export type ViewerReactionsSql = (
  viewerId: string,
  postIdsIn: (column: string) => string,
) => string;

/**
 * What the page query needs of the reactions module, which depends on this one: declared here,
 * provided by the reactions module (as core's `CallerResolver` is by auth), so this module never
 * imports reactions and the two load in order.
 */
export abstract class ViewerReactions {
  /** `post_id, type` of the viewer's active reactions on the posts that `postIdsIn` admits. */
  abstract readonly sql: ViewerReactionsSql;
}

/**
 * The posts of a page and their related sets, each one query for the whole page (never one per
 * post): attachments, and the caller's reactions and replies. How the related sets are read
 * differs by database (post-views.repository.sqlite.ts and .postgres.ts, chosen by the module's
 * provider factory).
 */
export abstract class PostViewsRepository {
  private readonly postsByIds: string;

  constructor(protected readonly db: Db) {
    this.postsByIds = `SELECT ${POST_COLUMNS} FROM posts p ${POST_JOINS} WHERE ${db.inIds('p.id', 1)}`;
  }

  findRow(id: number, sql: Sql = this.db): Promise<PostRow | undefined> {
    return sql.get<PostRow>(POST_BY_ID, [id]);
  }

  findRowWithParent(id: number): Promise<PostRowWithParent | undefined> {
    return this.db.get<PostRowWithParent>(POST_WITH_PARENT_BY_ID, [id]);
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
