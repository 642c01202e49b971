// The database module's public surface: exactly what other modules and the composition roots use
// (CONTRIBUTING.md "Module surfaces"; the lint rule module-surface). Files that load no other
// module come first, the Nest module last: a module below that imports lent SQL or decorators from
// here may load this index while its own is half made, and finds these already set.
export { addToCounterSql, addToCountersSql, counterValueSql } from './counters/counters.sql';
export {
  COUNTER_SHARDS,
  randomShard,
  shardNames,
  type ShardedCounterName,
} from './counters/sharded-counters';
export { IdColumn } from './id-column';
export {
  AmbientTransaction,
  Db,
  WORK_SAVEPOINT,
  type Dialect,
  type Sql,
  type SqlParam,
} from './sql';
export { CountersRepository, type CounterName } from './counters/counters.repository';
export type { PostgresSql } from './postgres-sql';
export { ReplicaReads } from './read-routing';
export { ReadReplicas, type ReplicaStatus } from './read-replicas';
export type { ReplicaRoutedDb } from './replica-routed-db';
export { databaseEntities, DatabaseModule } from './database.module';
