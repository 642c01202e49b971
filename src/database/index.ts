// The database module's public surface: what other modules and the composition roots use
// (CONTRIBUTING.md "Module surfaces").
export { addToCounterSql, addToCountersSql, counterValueSql } from './counters/counters.sql';
export {
  COUNTER_SHARDS,
  connectionShardSql,
  shardNames,
  type ShardedCounterName,
} from './counters/sharded-counters';
export { IdColumn } from './id-column';
export { AmbientTransaction, Db, type Dialect, type Sql, type SqlParam } from './sql';
export { CountersRepository, type CounterName } from './counters/counters.repository';
export type { PostgresSql } from './postgres-sql';
export { ReplicaReads } from './read-routing';
export { ReadReplicas, type ReplicaStatus } from './read-replicas';
export type { ReplicaRoutedDb } from './replica-routed-db';
export { databaseEntities, DatabaseModule } from './database.module';
