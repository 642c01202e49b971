// The health module's public surface: what other modules and the composition roots use
// (CONTRIBUTING.md "Module surfaces").
export { HealthModule } from './health.module';
