// The blocks module's public surface: exactly what other modules and the composition roots use
// (CONTRIBUTING.md "Module surfaces"; the lint rule module-surface). Files that load no other
// module come first, the Nest module last: a module below that imports lent SQL or decorators from
// here may load this index while its own is half made, and finds these already set.
export { isBlockedSql } from './blocks.sql';
export { BlocksService, type Viewer } from './blocks.service';
export { blocksEntities, BlocksModule } from './blocks.module';
