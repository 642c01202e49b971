// The oauth module's public surface: what other modules and the composition roots use
// (CONTRIBUTING.md "Module surfaces").
export { AppsService, type AppSummary } from './apps.service';
export { AuthorizeError, OAuthService } from './oauth.service';
export { DOCS_CLIENT_ID, docsRedirectUri } from './docs-client';
export type { GrantRow } from './oauth.repository';
export { OAUTH_ROUTES } from './oauth.controller';
export { OAUTH_SCOPES, SCOPE_DESCRIPTIONS, type OAuthScope } from './oauth-scopes';
export { oauthEntities, OAuthModule } from './oauth.module';
