import { BlockEntity } from './modules/blocks/block.entity';
import { ModerationActionEntity } from './modules/moderation/moderation-action.entity';
import { ModerationReviewEntity } from './modules/moderation/moderation-review.entity';
import { NotificationEntity } from './modules/notifications/notification.entity';
import { IdempotencyRecordEntity } from './core/idempotency/idempotency-record.entity';
import { AttachmentEntity } from './modules/posts/entities/attachment.entity';
import { PostEntity } from './modules/posts/entities/post.entity';
import { ReplyOrdinalEntity } from './modules/posts/entities/reply-ordinal.entity';
import { ReactionEntity } from './modules/reactions/reaction.entity';
import { MediaEntity } from './modules/uploads/media.entity';
import { UploadEntity } from './modules/uploads/upload.entity';
import { ApiKeyEntity } from './users/api-key.entity';
import { StreamTicketEntity } from './auth/stream-ticket.entity';
import { UserEntity } from './users/user.entity';
import { CounterEntity } from './database/counters/counter.entity';
import { AccountErasureEntity } from './modules/erasure/account-erasure.entity';

/**
 * Every TypeORM entity, for the DataSources made outside Nest: the TypeORM CLI (ormconfig.ts) and
 * test/schema-agreement.e2e-spec.ts, which checks that they describe the migrated schema exactly.
 * The app itself does not use this list: each module registers its own entities
 * (`TypeOrmModule.forFeature`), so the database module depends on no feature module.
 */
export const appEntities = [
  UserEntity,
  ApiKeyEntity,
  MediaEntity,
  UploadEntity,
  PostEntity,
  AttachmentEntity,
  ReplyOrdinalEntity,
  ReactionEntity,
  NotificationEntity,
  CounterEntity,
  IdempotencyRecordEntity,
  StreamTicketEntity,
  AccountErasureEntity,
  BlockEntity,
  ModerationActionEntity,
  ModerationReviewEntity,
];
