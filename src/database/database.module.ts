import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Database } from 'better-sqlite3';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { buildDataSourceOptions } from './data-source-options';
import { PostgresSql } from './postgres-sql';
import { Db } from './sql';
import { SqliteSql } from './sqlite-sql';

/** TypeORM (schema, migrations, entities) plus `Db`, the prepared-statement handle on the same connection. */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => buildDataSourceOptions(config),
    }),
  ],
  providers: [
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
  ],
  exports: [Db, TypeOrmModule],
})
export class DatabaseModule {}
