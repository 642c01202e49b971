// The blocks module's public surface: what other modules and the composition roots use
// (CONTRIBUTING.md "Module surfaces").
export { isBlockedSql } from './blocks.sql';
export { BlocksService, type Viewer } from './blocks.service';
export { blocksEntities, BlocksModule } from './blocks.module';
