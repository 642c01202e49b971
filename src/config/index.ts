// The config module's public surface: what other modules and the composition roots use
// (CONTRIBUTING.md "Module surfaces").
export { AppConfig, loadConfig } from './app-config';
export { ConfigModule } from './config.module';
