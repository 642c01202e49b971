import { authEntities } from './auth';
import { databaseEntities } from './database';
import { idempotencyEntities } from './idempotency';
import { blocksEntities } from './modules/blocks';
import { erasureEntities } from './modules/erasure';
import { identityEntities } from './modules/identity';
import { moderationEntities } from './modules/moderation';
import { notificationsEntities } from './modules/notifications';
import { oauthEntities } from './modules/oauth';
import { postsEntities } from './modules/posts';
import { reactionsEntities } from './modules/reactions';
import { standingEntities } from './modules/standing';
import { uploadsEntities } from './modules/uploads';
import { usersEntities } from './users';

/**
 * Every TypeORM entity, for the DataSources made outside Nest: the TypeORM CLI (ormconfig.ts) and
 * test/schema-agreement.e2e-spec.ts, which checks that they describe the migrated schema exactly.
 * The app itself does not use this list: each module registers its own entities
 * (`TypeOrmModule.forFeature` of the list it exports), so the database module depends on no
 * feature module.
 */
export const appEntities = [
  ...usersEntities,
  ...uploadsEntities,
  ...postsEntities,
  ...reactionsEntities,
  ...notificationsEntities,
  ...databaseEntities,
  ...idempotencyEntities,
  ...authEntities,
  ...erasureEntities,
  ...blocksEntities,
  ...moderationEntities,
  ...standingEntities,
  ...identityEntities,
  ...oauthEntities,
];
