import { ReducedPostRow } from '../posts';
import { TOTAL_OF } from './reaction-totals';
import { ReactionType } from './reaction.types';
import { ReactionWriter } from './reaction-writer';
import { COUNTER } from './reactions.repository';

/** SQLite: one transaction under the write lock, statement by statement. */
export class SqliteReactionWriter extends ReactionWriter {
  add(
    type: ReactionType,
    postId: number,
    callerId: number,
    now: number,
  ): Promise<ReducedPostRow | undefined> {
    return this.inTransaction(postId, callerId, async (tx, post) => {
      const first = await this.reactions.insertFirst(tx, callerId, postId, type, now);
      if (!first && !(await this.reactions.reactivate(tx, callerId, postId, type, now))) {
        return;
      }
      await this.postCounts.count(tx, postId, COUNTER[type], first && type === 'star', now);
      if (first) {
        await this.notifications.insert(
          tx,
          {
            // a post one may react to has an author (only tombstones have none)
            receiverId: post.user_id ?? 0,
            receiverPostId: postId,
            initiatorId: type === 'star' ? callerId : 0,
            initiatorPostId: 0,
            type,
            now,
          },
          callerId,
        );
      }
      if (post.status === 'published') {
        await this.counters.addToShard(tx, TOTAL_OF[type], 1);
      }
    });
  }
}
