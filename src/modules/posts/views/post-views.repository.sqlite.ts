import { Db } from '../../../database';
import { AttachmentRow } from '../post.types';
import { attachmentColumns } from '../sql/post.sql';
import {
  NO_INLINE_SETS,
  PostViewsRepository,
  RelatedSets,
  ViewerReactionsSql,
} from './post-views.repository';

/** SQLite: one query per wanted set (in-process calls, no round trips to save). */
export class SqlitePostViewsRepository extends PostViewsRepository {
  private readonly attachmentsByPostIds: string;
  private readonly viewerReactionsByPostIds: string;
  private readonly viewerRepliesByParentIds: string;

  constructor(db: Db, viewerReactionsSql: ViewerReactionsSql) {
    super(db, NO_INLINE_SETS);
    this.attachmentsByPostIds = `SELECT ${attachmentColumns('a')}
      FROM attachments a WHERE ${db.inIds('a.post_id', 1)}
      ORDER BY a.post_id, a.sort_order`;
    this.viewerReactionsByPostIds = viewerReactionsSql('$1', (column) => db.inIds(column, 2));
    // one lookup in posts_replied per listed post (INDEXED BY: whatever ANALYZE last saw), not
    // a scan of the viewer's posts (see REPLIED_PROBE_POSTGRES, post-views.repository.postgres.ts)
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
