import { ForbiddenException, UnauthorizedException } from '@nestjs/common';

export const MISSING_CREDENTIALS = 'The requested endpoint requires a valid API key.';
export const INVALID_CREDENTIALS = 'The API user or key does not appear to be valid.';
export const PRO_REQUIRED =
  'In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint.';

export const ACCOUNT_SUSPENDED =
  'This account has been suspended by a moderator: its API keys cannot be used.';
export const MODERATOR_REQUIRED =
  'This endpoint is for moderators only: the API key owner does not have the moderator role.';
export const INVALID_STREAM_TICKET =
  'The stream ticket is unknown, expired or already used. Please ask for a new one.';

export const READ_ONLY_KEY =
  'This API key is read-only: it can read but not write. Please use a key with write access for this request.';

export const WWW_AUTHENTICATE = 'Basic realm="api"';

export function missingCredentials(): UnauthorizedException {
  return new UnauthorizedException({
    message: MISSING_CREDENTIALS,
    headers: { 'WWW-Authenticate': WWW_AUTHENTICATE },
  });
}

export function invalidCredentials(): UnauthorizedException {
  return new UnauthorizedException({
    message: INVALID_CREDENTIALS,
    headers: { 'WWW-Authenticate': WWW_AUTHENTICATE },
  });
}

export function proRequired(): ForbiddenException {
  return new ForbiddenException(PRO_REQUIRED);
}

export function accountSuspended(): ForbiddenException {
  return new ForbiddenException(ACCOUNT_SUSPENDED);
}

export function moderatorRequired(): ForbiddenException {
  return new ForbiddenException(MODERATOR_REQUIRED);
}

export function invalidStreamTicket(): UnauthorizedException {
  return new UnauthorizedException({
    message: INVALID_STREAM_TICKET,
    headers: { 'WWW-Authenticate': WWW_AUTHENTICATE },
  });
}

export const INVALID_TOKEN = 'The access token is unknown, expired or revoked.';

export function invalidToken(): UnauthorizedException {
  return new UnauthorizedException({
    message: INVALID_TOKEN,
    headers: { 'WWW-Authenticate': 'Bearer realm="api", error="invalid_token"' },
  });
}

export function insufficientScope(scope: string): ForbiddenException {
  return new ForbiddenException({
    message: `The access token does not grant the scope this endpoint needs: ${scope}.`,
    headers: {
      'WWW-Authenticate': `Bearer realm="api", error="insufficient_scope", scope="${scope}"`,
    },
  });
}

export function readOnlyKey(): ForbiddenException {
  return new ForbiddenException(READ_ONLY_KEY);
}
