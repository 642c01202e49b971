// The hello module's public surface: what other modules and the composition roots use
// (CONTRIBUTING.md "Module surfaces").
export { HelloModule } from './hello.module';
