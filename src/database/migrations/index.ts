import { InitialSchema1763800000000 } from './1763800000000-InitialSchema';
import { ReactionTotals1763850000000 } from './1763850000000-ReactionTotals';
import { ShardedReactionTotals1763900000000 } from './1763900000000-ShardedReactionTotals';
import { MetricTotals1764000000000 } from './1764000000000-MetricTotals';
import { NamedConstraints1764050000000 } from './1764050000000-NamedConstraints';
import { IdempotencyRecords1764100000000 } from './1764100000000-IdempotencyRecords';
import { PublishedReactionTotals1764150000000 } from './1764150000000-PublishedReactionTotals';
import { ReplyOrdinalsBigint1764200000000 } from './1764200000000-ReplyOrdinalsBigint';
import { PostLifecycle1764300000000 } from './1764300000000-PostLifecycle';
import { Blocks1764400000000 } from './1764400000000-Blocks';
import { UserRoles1764450000000 } from './1764450000000-UserRoles';
import { Moderation1764450000001 } from './1764450000001-Moderation';
import { AccountErasures1764500000000 } from './1764500000000-AccountErasures';
import { PostsByAuthor1764500000001 } from './1764500000001-PostsByAuthor';
import { IdempotencyRecordUsers1764500000002 } from './1764500000002-IdempotencyRecordUsers';
import { NotificationTotals1764600000000 } from './1764600000000-NotificationTotals';
import { HotTableAutovacuum1764610000000 } from './1764610000000-HotTableAutovacuum';
import { IdempotencyAnswers1764620000000 } from './1764620000000-IdempotencyAnswers';
import { StreamTickets1764800000000 } from './1764800000000-StreamTickets';
import { IdempotencyLeanIndexes1764900000000 } from './1764900000000-IdempotencyLeanIndexes';
import { Accounts1765030000000 } from './1765030000000-Accounts';
import { KeysPlansStanding1765200000000 } from './1765200000000-KeysPlansStanding';
import { OAuth1765300000000 } from './1765300000000-OAuth';
import { CounterShards641765400000000 } from './1765400000000-CounterShards64';

/** Every migration, in order. A new migration is added here as well as in its own file. */
export const migrations = [
  InitialSchema1763800000000,
  ReactionTotals1763850000000,
  ShardedReactionTotals1763900000000,
  MetricTotals1764000000000,
  NamedConstraints1764050000000,
  IdempotencyRecords1764100000000,
  PublishedReactionTotals1764150000000,
  ReplyOrdinalsBigint1764200000000,
  PostLifecycle1764300000000,
  Blocks1764400000000,
  UserRoles1764450000000,
  Moderation1764450000001,
  AccountErasures1764500000000,
  PostsByAuthor1764500000001,
  IdempotencyRecordUsers1764500000002,
  NotificationTotals1764600000000,
  HotTableAutovacuum1764610000000,
  IdempotencyAnswers1764620000000,
  StreamTickets1764800000000,
  IdempotencyLeanIndexes1764900000000,
  Accounts1765030000000,
  KeysPlansStanding1765200000000,
  OAuth1765300000000,
  CounterShards641765400000000,
];
