import { Db } from '../../../database';
import { attachmentColumns } from '../sql/post.sql';
import {
  AttachmentTuple,
  attachmentFromTuple,
  InlineSetsColumns,
  PostViewsRepository,
  RelatedSets,
  VIEWER_FLAG_BITS,
  ViewerReactionsSql,
} from './post-views.repository';

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

/**
 * The inline sets on PostgreSQL (InlineSetsColumns), in the reference's form: per post a
 * subquery or probe guarded by the post's own counter, so a post without attachments, reactions
 * or replies costs nothing more, and one with them an index lookup each (attachments_post,
 * the viewer's reaction by user and post, posts_replied); a page is then one statement, not two.
 */
export function inlineSetsPostgres(viewerReactionsSql: ViewerReactionsSql): InlineSetsColumns {
  const attachments = `CASE WHEN p.attachment_count > 0 THEN
      (SELECT json_agg(json_build_array(${attachmentColumns('a')}) ORDER BY a.sort_order)
         FROM attachments a WHERE a.post_id = p.id) END AS inline_attachments`;
  const { starred, flagged, replied } = VIEWER_FLAG_BITS;
  return (viewer) => {
    if (viewer === null) {
      return `, ${attachments}`;
    }
    const reactions = viewerReactionsSql(viewer, (column) => `${column} = p.id`);
    const reacted = `CASE WHEN p.stars = 0 AND p.flags = 0 THEN 0 ELSE
        (SELECT COALESCE(bit_or(CASE WHEN r.type = 'star' THEN ${starred} ELSE ${flagged} END), 0)
           FROM (${reactions}) r) END`;
    const repliedTo = `CASE WHEN p.replies > 0 AND EXISTS (SELECT 1 FROM posts x
        WHERE x.parent_id = p.id AND x.user_id = ${viewer} AND x.status = 'published')
        THEN ${replied} ELSE 0 END`;
    return `, ${attachments}, (${reacted}) | (${repliedTo}) AS viewer_flags`;
  };
}

/**
 * PostgreSQL: the three sets in one statement (relatedSetsPostgres), one round trip instead of
 * up to three.
 */
export class PostgresPostViewsRepository extends PostViewsRepository {
  private readonly relatedSetsSql: string;

  constructor(db: Db, viewerReactionsSql: ViewerReactionsSql) {
    super(db, inlineSetsPostgres(viewerReactionsSql));
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
