import { DataSource } from 'typeorm';

/**
 * The project's DataSource (app, CLI, tests). One difference from TypeORM's: on SQLite an identity
 * key (IdColumn) is INTEGER PRIMARY KEY AUTOINCREMENT, SQLite's rowid, as the migrations create it;
 * TypeORM reads back its ids only for the `increment` strategy there.
 */
export class AppDataSource extends DataSource {
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
