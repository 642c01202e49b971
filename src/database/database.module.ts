import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Database } from 'better-sqlite3';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { AppDataSource } from './app-data-source';
import { CountersService } from './counters/counters.service';
import { buildDataSourceOptions } from './data-source-options';
import { PostgresSql } from './postgres-sql';
import { Db } from './sql';
import { SqliteCheckpointer } from './sqlite-checkpointer';
import { SqliteSql } from './sqlite-sql';

/** TypeORM (schema, migrations, entities) plus `Db`, the prepared-statement handle on the same connection. */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => buildDataSourceOptions(config),
      dataSourceFactory: (options) => new AppDataSource(options!).initialize(),
    }),
  ],
  providers: [
    CountersService,
    {
      provide: Db,
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
      provide: SqliteCheckpointer,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        new SqliteCheckpointer(
          config.isPostgres || config.sqliteFile === ':memory:' ? null : config.sqliteFile,
          config.SQLITE_CHECKPOINT_INTERVAL_MS,
        ),
    },
  ],
  exports: [Db, TypeOrmModule, SqliteCheckpointer, CountersService],
})
export class DatabaseModule {}
