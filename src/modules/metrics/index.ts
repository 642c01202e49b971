// The metrics module's public surface: what other modules and the composition roots use
// (CONTRIBUTING.md "Module surfaces").
export { MetricsModule } from './metrics.module';
