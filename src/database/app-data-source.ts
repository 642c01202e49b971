import { DataSource, Migration } from 'typeorm';
import { withMigrationLock } from './migration-lock';

/**
 * The project's DataSource (app, CLI, tests). One difference from TypeORM's: on SQLite an identity
 * key (IdColumn) is INTEGER PRIMARY KEY AUTOINCREMENT, SQLite's rowid, as the migrations create it;
 * TypeORM reads back its ids only for the `increment` strategy there. Two: on PostgreSQL the
 * migrations run under an advisory lock (see withMigrationLock), so instances started at once on
 * an empty database do not race to create the same tables.
 */
export class AppDataSource extends DataSource {
  override runMigrations(
    options?: Parameters<DataSource['runMigrations']>[0],
  ): Promise<Migration[]> {
    if (this.options.type !== 'postgres' || !this.options.url) {
      return super.runMigrations(options);
    }
    return withMigrationLock(this.options.url, () => super.runMigrations(options));
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
