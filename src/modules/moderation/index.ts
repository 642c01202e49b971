// The moderation module's public surface: what other modules and the composition roots use
// (CONTRIBUTING.md "Module surfaces").
export { moderationEntities, ModerationModule } from './moderation.module';
