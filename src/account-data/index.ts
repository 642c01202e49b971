// The account-data module's public surface: what other modules and the composition roots use
// (CONTRIBUTING.md "Module surfaces").
export { AccountErasureHooks, ERASURE_ORDER, type ErasureStep } from './account-erasure.hooks';
export { AccountExportSections, EXPORT_ORDER, type ExportSection } from './account-export.sections';
export { AccountDataModule } from './account-data.module';
