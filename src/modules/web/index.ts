// The web module's public surface: what other modules and the composition roots use
// (CONTRIBUTING.md "Module surfaces").
export {
  isReservedPath,
  PAGE_SEGMENTS,
  SHARED_PATH_GET_ROUTE,
  SHARED_PATH_POST_ROUTE,
  RESERVED_PATHS,
} from './reserved-paths';
export { ANONYMOUS_VIEWERS, WEB_VIEWER, type WebViewer, type WebViewerResolver } from './viewer';
export { SITE_NAME, VIEWS_DIR, WebPages, type LayoutData } from './web-pages';
export { pageLinks, type PageLinks } from './page-links';
export { WebModule } from './web.module';
