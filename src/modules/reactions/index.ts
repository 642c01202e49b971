// The reactions module's public surface: what other modules and the composition roots use
// (CONTRIBUTING.md "Module surfaces").
export { FlagHooks } from './flag-hooks';
export { FLAGS_BY_POST_SQL, flaggedPostIdsSinceSql, flagsSinceSql } from './reaction.sql';
export { reactionsEntities, ReactionsModule } from './reactions.module';
