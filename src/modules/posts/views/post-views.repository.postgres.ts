import { Db } from '../../../database';
import { AttachmentRow } from '../post.types';
import { attachmentColumns } from '../sql/post.sql';
import { PostViewsRepository, RelatedSets, ViewerReactionsSql } from './post-views.repository';

/**
 * "Has the viewer replied to post x": one index lookup per listed post (posts_replied or
 * posts_user, both lead with columns given here), whatever the statistics say. A LATERAL
 * subquery with LIMIT cannot become a join that reads all of the viewer's posts, which the
 * planner chose for the `parent_id = ANY(…) AND user_id = …` shape whenever its estimates were
 * stale; that cost grew with the viewer's posts (docs/performance.md).
 */
const REPLIED_PROBE_POSTGRES = `SELECT 1 FROM posts p
   WHERE p.parent_id = x.id AND p.user_id = $2 AND p.status = 'published' LIMIT 1`;

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
