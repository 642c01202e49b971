// The standing module's public surface: what other modules and the composition roots use
// (CONTRIBUTING.md "Module surfaces").
export { StandingService, STANDING_WINDOW_MS, type StandingRun } from './standing.service';
export { standingEntities, StandingModule } from './standing.module';
