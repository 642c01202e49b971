import { StreamTicketEntity } from '../auth/stream-ticket.entity';
import { NotificationEntity } from '../modules/notifications/notification.entity';
import { IdempotencyRecordEntity } from '../core/idempotency/idempotency-record.entity';
import { AttachmentEntity } from '../modules/posts/attachment.entity';
import { PostEntity } from '../modules/posts/post.entity';
import { ReplyOrdinalEntity } from '../modules/posts/reply-ordinal.entity';
import { ReactionEntity } from '../modules/reactions/reaction.entity';
import { MediaEntity } from '../modules/uploads/media.entity';
import { UploadEntity } from '../modules/uploads/upload.entity';
import { ApiKeyEntity } from '../users/api-key.entity';
import { UserEntity } from '../users/user.entity';
import { CounterEntity } from './counters/counter.entity';

/**
 * One TypeORM entity per table, each in the module that owns the table. The migrations create
 * the schema; test/schema-agreement.e2e-spec.ts checks that these entities describe it exactly.
 */
export const entities = [
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
];
