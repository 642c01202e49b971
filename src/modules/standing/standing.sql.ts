import { authorsOfPostsSql, hasHiddenPostSql, hasPostPublishedSinceSql } from '../posts';
import { flaggedPostIdsSinceSql } from '../reactions';

/**
 * An account in good standing at a run, given `since` = the run's time less 48 hours (both SQL
 * expressions), built from the posts' and reactions' lent SQL:
 * - it has a post published at or before `since` and published still (public for 48 hours), and
 * - no post of it is hidden by a moderator, and
 * - no post of it has an active flag given (or given again) after `since`.
 * UsersRepository.halveDelays adds the account's own conditions (delay above 1 minute, not
 * suspended, no delay set by the operator after `since`).
 */
export function inGoodStandingSql(userId: string, since: string): string {
  return `${hasPostPublishedSinceSql(userId, since)}
          AND NOT ${hasHiddenPostSql(userId)}
          AND ${userId} NOT IN (${authorsOfPostsSql(flaggedPostIdsSinceSql(since))})`;
}
