import { DOCS_PATH } from '../../core';
import { OAUTH_SCOPES } from './oauth-scopes';

/**
 * The service's own docs page (Swagger UI at /docs) as an OAuth client: a first-party public
 * client (no secret, PKCE S256 like every client) that the service registers itself on first use
 * (`OAuthService.checkRequest`), with the docs page's redirect page under this instance's
 * PUBLIC_URL. Generated client ids are 32 hex digits, so this one can never be taken by `POST /apps`.
 */
export const DOCS_CLIENT_ID = 'api-docs';

export const DOCS_CLIENT_NAME = 'API docs of this service';

/** The scopes the docs client may ask for: all of them, as the docs page can call every operation. */
export const DOCS_CLIENT_SCOPES = OAUTH_SCOPES;

/** Swagger UI's redirect page, which @nestjs/swagger serves from swagger-ui-dist under the docs path. */
export function docsRedirectUri(publicUrl: string): string {
  return `${publicUrl}${DOCS_PATH}/oauth2-redirect.html`;
}
