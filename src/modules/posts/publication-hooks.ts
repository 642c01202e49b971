import { Sql } from '../../database/sql';

/** What one publisher batch published, inside the batch's transaction. */
export interface PublishedBatch {
  tx: Sql;
  now: number;
  /** Every post the batch published. */
  postIds: number[];
  /** Those of them that are replies. */
  replyIds: number[];
}

/**
 * Work another module does on its own data when posts are published (the reply notifications,
 * the reactions joining the system totals), in the batch's transaction: it commits with the
 * publication or not at all. Registered with PublisherService.onPublished by the module that owns
 * the data, so the posts module never writes it and does not depend on that module.
 */
export type PublicationHook = (batch: PublishedBatch) => Promise<void>;
