// The users module's public surface: what other modules and the composition roots use
// (CONTRIBUTING.md "Module surfaces").
export { ROLES, type KeyOwnerRow, type Plan, type ProfileChanges, type Role } from './user.types';
export { NOBODY, toUserSummary, UserSummaryResponse } from './user-summary.response';
export {
  ACCOUNT_BY_ID,
  ACCOUNT_BY_USERNAME,
  USER_PROFILE_COLUMNS,
  USER_TIMEZONE,
  userDelaySql,
  userJoin,
  userNamesJoin,
  usernameSql,
  userOnlyJoin,
  USERS_WITH_IMAGE,
} from './user.sql';
export { USERNAME_PATTERN, UsersService } from './users.service';
export {
  ApiKeysService,
  hashKey,
  KEY_LIMIT,
  KEY_LIMIT_REACHED,
  KEY_NAME_MAX,
  KEY_NOT_FOUND,
  KEY_PREFIX_LENGTH,
  LAST_USED_RESOLUTION_MS,
  type ApiKeyView,
  type CreatedApiKey,
  type KeyOptions,
} from './api-keys.service';
export {
  ALREADY_PRO,
  ProRequestsService,
  type OpenProRequest,
  type ProRequestView,
  type ProStatus,
} from './pro-requests.service';
export type { ProRequestStatus } from './pro-request.entity';
export { DemoAccountService } from './demo-account.service';
export { ApiUsernameParam } from './users.docs';
export { usersEntities, UsersModule } from './users.module';
export {
  CredentialsService,
  sessionDigest,
  uniqueViolation,
  type SessionUser,
} from './credentials.service';
export type { NewAccount } from './credentials.repository';
export { hashPassword, PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from './passwords';
export { isReservedUsername, RESERVED_PATH_NAMES, RESERVED_ROLE_NAMES } from './reserved-usernames';
