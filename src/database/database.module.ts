import { Global, Logger, Module } from '@nestjs/common';
import { APP_INTERCEPTOR, Reflector } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Database } from 'better-sqlite3';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config';
import { Clock, MetricsRegistry } from '../core';
import { AppDataSource } from './app-data-source';
import { CounterEntity } from './counters/counter.entity';
import { CountersRepository } from './counters/counters.repository';
import { registerDatabaseMetrics } from './database.metrics';
import { buildDataSourceOptions, POSTGRES_SESSION_OPTIONS } from './data-source-options';
import { PostgresSql } from './postgres-sql';
import { ReadReplicas } from './read-replicas';
import { ReadRoutingInterceptor } from './read-routing';
import { MemoryRecentWriters, RecentWriters, RedisRecentWriters } from './recent-writers';
import { ReplicaRoutedDb } from './replica-routed-db';
import { Db } from './sql';
import { SqliteCheckpointer } from './sqlite-checkpointer';
import { SqliteSql } from './sqlite-sql';

/** The handle on the primary database (the only one without DATABASE_REPLICA_URLS). */
const PRIMARY_DB = Symbol('PRIMARY_DB');
/** Read-your-writes marks; null without replicas. */
const RECENT_WRITERS = Symbol('RECENT_WRITERS');

/** The tables this module owns; src/app-entities.ts lists them for the DataSources made outside Nest. */
export const databaseEntities = [CounterEntity];

/**
 * TypeORM (schema, migrations, entities) plus `Db`, the prepared-statement handle on the same
 * connection. With DATABASE_REPLICA_URLS, `Db` also sends the reads of @ReplicaReads() routes to
 * the replicas (see docs/scaling-out.md); without, nothing of that is installed: no interceptor,
 * no async context, the same `Db` as before.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      // each module registers its own entities (TypeOrmModule.forFeature)
      useFactory: (config: AppConfig) => ({
        ...buildDataSourceOptions(config),
        autoLoadEntities: true,
      }),
      dataSourceFactory: (options) => new AppDataSource(options!).initialize(),
    }),
    TypeOrmModule.forFeature(databaseEntities),
  ],
  providers: [
    CountersRepository,
    {
      provide: PRIMARY_DB,
      inject: [DataSource],
      useFactory: (dataSource: DataSource): Db => {
        const driver = dataSource.driver as unknown as {
          master?: Pool;
          databaseConnection?: Database;
        };
        return dataSource.options.type === 'postgres'
          ? new PostgresSql(driver.master!)
          : new SqliteSql(driver.databaseConnection!);
      },
    },
    {
      provide: ReadReplicas,
      inject: [PRIMARY_DB, AppConfig],
      useFactory: (primary: Db, config: AppConfig) =>
        new ReadReplicas(primary, {
          urls: config.replicaUrls,
          maxLagMs: config.REPLICA_MAX_LAG_MS,
          timeoutMs: config.REPLICA_TIMEOUT_MS,
          poolSize: config.DATABASE_POOL_SIZE,
          pgOptions: POSTGRES_SESSION_OPTIONS,
        }),
    },
    {
      // the pools and replicas on /metrics (a provider for its side effect: it has no value); the
      // admin CLI has no metrics
      provide: Symbol('DATABASE_METRICS'),
      inject: [DataSource, ReadReplicas, { token: MetricsRegistry, optional: true }],
      useFactory: (
        dataSource: DataSource,
        replicas: ReadReplicas,
        metrics: MetricsRegistry | undefined,
      ) => {
        if (!metrics) {
          return false;
        }
        const driver = dataSource.driver as unknown as { master?: Pool };
        registerDatabaseMetrics(
          metrics,
          dataSource.options.type === 'postgres' ? driver.master! : null,
          replicas,
        );
        return true;
      },
    },
    {
      provide: Db,
      inject: [PRIMARY_DB, ReadReplicas],
      useFactory: (primary: Db, replicas: ReadReplicas): Db =>
        replicas.configured ? new ReplicaRoutedDb(primary, replicas) : primary,
    },
    {
      provide: RECENT_WRITERS,
      inject: [AppConfig, Clock],
      useFactory: (config: AppConfig, clock: Clock): RecentWriters | null => {
        if (config.replicaUrls.length === 0) {
          return null;
        }
        const windowMs = config.REPLICA_READ_YOUR_WRITES_MS;
        if (config.REDIS_URL) {
          return new RedisRecentWriters(config.REDIS_URL, config.REDIS_KEY_PREFIX, windowMs, clock);
        }
        new Logger('ReadReplicas').warn(
          'DATABASE_REPLICA_URLS without REDIS_URL: read-your-writes marks stay in this process; ' +
            'several instances behind a load balancer need REDIS_URL',
        );
        return new MemoryRecentWriters(clock, windowMs);
      },
    },
    {
      // null (no interceptor at all) without replicas
      provide: APP_INTERCEPTOR,
      inject: [Reflector, RECENT_WRITERS],
      useFactory: (reflector: Reflector, writers: RecentWriters | null) =>
        writers ? new ReadRoutingInterceptor(reflector, writers) : null,
    },
    {
      provide: SqliteCheckpointer,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        new SqliteCheckpointer(
          config.isPostgres || config.sqliteFile === ':memory:' ? null : config.sqliteFile,
          config.SQLITE_CHECKPOINT_INTERVAL_MS,
        ),
    },
  ],
  exports: [Db, ReadReplicas, TypeOrmModule, SqliteCheckpointer, CountersRepository],
})
export class DatabaseModule {}
