import { Db, Sql } from '../../../database';
import { userNamesJoin } from '../../../users';
import { POST_BY_ID, POST_COLUMNS, POST_JOINS } from '../sql/post.sql';
import { AttachmentRow, PostRow, PostRowWithParent } from '../post.types';

/**
 * The select-list terms (each with its leading comma) that read a post's related sets in the
 * statement that reads the post `p`, as InlineSets' columns: its attachments, and with a viewer
 * (`viewerParam`, a parameter such as `$2`; null: anonymous) that viewer's flags. Empty where
 * the database reads the sets in a query of their own (SQLite: no round trip to save).
 */
export type InlineSetsColumns = (viewerParam: string | null) => string;

/** A statement's text for an anonymous viewer and for a signed-in one, each built once. */
export interface ByViewer {
  anonymous: string;
  viewer: string;
}

/** The two texts of `statement` (given its InlineSetsColumns), the viewer being `viewerParam`. */
export function textsByViewer(
  statement: (sets: string) => string,
  inlineSets: InlineSetsColumns,
  viewerParam: string,
): ByViewer {
  return { anonymous: statement(inlineSets(null)), viewer: statement(inlineSets(viewerParam)) };
}

/** Where a page's sets are read by their own queries: no inline columns. */
export const NO_INLINE_SETS: InlineSetsColumns = () => '';

/** The bits of InlineSets' `viewer_flags`. */
export const VIEWER_FLAG_BITS = { starred: 1, flagged: 2, replied: 4 } as const;

/**
 * A post's related sets read with the post (InlineSetsColumns): its attachments as tuples of
 * ATTACHMENT_FIELDS (null: none), and the viewer's flags as VIEWER_FLAG_BITS (absent for an
 * anonymous read). A row of a read without them has neither.
 */
export interface InlineSets {
  inline_attachments?: AttachmentTuple[] | null;
  viewer_flags?: number;
}

/** An attachment as a JSON array of its ATTACHMENT_FIELDS values, in that order. */
export type AttachmentTuple = [number, number, number, string, string, number, number, number];

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
 * One post by id (`sets`: its InlineSetsColumns) with its parent's status, author and names
 * (PostRowWithParent) in the same statement: a thread page links a reply to its parent, and a
 * second statement for the parent cost as much as the post's own (on PostgreSQL a round trip more).
 */
const postWithParentById = (sets: string) =>
  `SELECT ${POST_COLUMNS}${sets}, pp.status AS parent_status, pp.user_id AS parent_user_id, ` +
  `pu.username AS parent_username, pu.display_name AS parent_display_name ` +
  `FROM posts p ${POST_JOINS} LEFT JOIN posts pp ON pp.id = p.parent_id ` +
  `${userNamesJoin('pu', 'pp.user_id')} WHERE p.id = $1`;

/** POST_BY_ID with more select-list terms. */
const postById = (sets: string) =>
  `SELECT ${POST_COLUMNS}${sets} FROM posts p ${POST_JOINS} WHERE p.id = $1`;

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
  /** One post by id with the inline sets (the viewer `$2`). */
  private readonly postToShowById: ByViewer;
  /** postWithParentById with the inline sets (the viewer `$2`). */
  private readonly postWithParentById: ByViewer;

  constructor(
    protected readonly db: Db,
    /** The inline sets' columns of this database, for every page read of posts. */
    readonly inlineSets: InlineSetsColumns,
  ) {
    this.postsByIds = `SELECT ${POST_COLUMNS} FROM posts p ${POST_JOINS} WHERE ${db.inIds('p.id', 1)}`;
    this.postToShowById = textsByViewer(postById, inlineSets, '$2');
    this.postWithParentById = textsByViewer(postWithParentById, inlineSets, '$2');
  }

  findRow(id: number, sql: Sql = this.db): Promise<PostRow | undefined> {
    return sql.get<PostRow>(POST_BY_ID, [id]);
  }

  /** The post's row with its inline sets for `viewerId` (null: anonymous), to be shown to them. */
  findRowToShow(id: number, viewerId: number | null): Promise<(PostRow & InlineSets) | undefined> {
    return viewerId === null
      ? this.db.get(this.postToShowById.anonymous, [id])
      : this.db.get(this.postToShowById.viewer, [id, viewerId]);
  }

  /** As findRowToShow, with its parent's link facts (PostRowWithParent). */
  findRowWithParent(
    id: number,
    viewerId: number | null,
  ): Promise<(PostRowWithParent & InlineSets) | undefined> {
    return viewerId === null
      ? this.db.get(this.postWithParentById.anonymous, [id])
      : this.db.get(this.postWithParentById.viewer, [id, viewerId]);
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
