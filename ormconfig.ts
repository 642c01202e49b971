import 'reflect-metadata';
import { config as loadDotenv } from 'dotenv';
import { loadConfig } from './src/config/app-config';
import { AppDataSource } from './src/database/app-data-source';
import { appEntities } from './src/app-entities';
import { buildDataSourceOptions } from './src/database/data-source-options';

// The DataSource for TypeORM CLI commands (`npm run typeorm -- migration:show`), on the same
// configuration as the service.
loadDotenv({ quiet: true });

export default new AppDataSource({
  ...buildDataSourceOptions(loadConfig(), appEntities),
  migrationsRun: false,
});
