// The account pages' public surface: what the composition roots use
// (CONTRIBUTING.md "Module surfaces").
export { AccountPagesModule } from './account-pages.module';
export { KEY_ON_PAGE, type PageViewer } from './session-viewers';
