import { IdempotencyRecordEntity } from '../core/idempotency/idempotency-record.entity';
import { AttachmentEntity } from '../modules/posts/attachment.entity';
import { PostEntity } from '../modules/posts/post.entity';
import { UploadEntity } from '../modules/uploads/upload.entity';
import { ApiKeyEntity } from '../users/api-key.entity';
import { MediaEntity } from '../users/media.entity';
import { UserEntity } from '../users/user.entity';

/** Every TypeORM entity (the schema itself comes from migrations). */
export const entities = [
  UserEntity,
  ApiKeyEntity,
  MediaEntity,
  PostEntity,
  AttachmentEntity,
  UploadEntity,
  IdempotencyRecordEntity,
];
