/**
 * Who may call a route: the route metadata that auth's decorators (`@Public()`, `@Pro()`,
 * `@Moderator()`) set, the auth guard enforces and the OpenAPI document describes. Declared here
 * so that the document's code reads it without depending on auth.
 */
export const ACCESS_KEY = 'access';
export type Access = 'public' | 'pro' | 'moderator';
