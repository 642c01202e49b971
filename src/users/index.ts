// The users module's public surface: what other modules and the composition roots use
// (CONTRIBUTING.md "Module surfaces").
export { ROLES, type Plan, type ProfileChanges, type Role } from './user.types';
export { UserSummaryResponse } from './user-summary.response';
export {
  ACCOUNT_BY_ID,
  ACCOUNT_BY_USERNAME,
  USER_PROFILE_COLUMNS,
  USER_TIMEZONE,
  userDelaySql,
  userJoin,
  usernameSql,
  userOnlyJoin,
  USERS_WITH_IMAGE,
} from './user.sql';
export { hashKey, USERNAME_PATTERN, UsersService } from './users.service';
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
