import { Logger } from '@nestjs/common';
import { hostname } from 'node:os';
import { DataSource, Migration } from 'typeorm';
import { withMigrationLock } from './migration-lock';

/** How an instance names itself in the log: its host (a container's id) and process id. */
export function instanceName(): string {
  return `${hostname()} pid ${process.pid}`;
}

/**
 * The project's DataSource (app, CLI, tests). One difference from TypeORM's: on SQLite an identity
 * key (IdColumn) is INTEGER PRIMARY KEY AUTOINCREMENT, SQLite's rowid, as the migrations create it;
 * TypeORM reads back its ids only for the `increment` strategy there. Two: on PostgreSQL the
 * migrations run under an advisory lock (see withMigrationLock), so instances started at once on
 * an empty database do not race to create the same tables.
 */
export class AppDataSource extends DataSource {
  /**
   * Runs the pending migrations and says in the log whether this instance ran them (which, and
   * its name) or found none pending: of instances started together, the operator sees which one
   * changed the schema.
   */
  override async runMigrations(
    options?: Parameters<DataSource['runMigrations']>[0],
  ): Promise<Migration[]> {
    const url = this.options.type === 'postgres' ? this.options.url : undefined;
    const ran = url
      ? await withMigrationLock(url, () => super.runMigrations(options))
      : await super.runMigrations(options);
    const logger = new Logger('Migrations');
    if (ran.length > 0) {
      logger.log(
        `This instance (${instanceName()}) ran ${ran.length} migration(s): ${ran.map((m) => m.name).join(', ')}`,
      );
    } else {
      logger.log(`No migration pending: this instance (${instanceName()}) ran none`);
    }
    return ran;
  }

  protected override async buildMetadatas(): Promise<void> {
    await super.buildMetadatas();
    if (this.options.type === 'postgres') {
      return;
    }
    for (const column of this.entityMetadatas.flatMap((metadata) => metadata.generatedColumns)) {
      // 'identity' is missing from ColumnMetadata's type, not from its values
      if ((column.generationStrategy as string) === 'identity') {
        column.type = 'integer';
        column.generationStrategy = 'increment';
      }
    }
  }
}
