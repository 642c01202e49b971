// The auth module's public surface: what other modules and the composition roots use
// (CONTRIBUTING.md "Module surfaces").
export { AcceptsStreamTicket, AuthenticatesClients, TokenScope } from './access.decorators';
export { BearerTokens, type VerifiedBearer } from './bearer-tokens';
export type { AuthUser } from './auth-user';
export {
  INVALID_CREDENTIALS,
  INVALID_TOKEN,
  invalidCredentials,
  MISSING_CREDENTIALS,
  PRO_REQUIRED,
  READ_ONLY_KEY,
} from './auth.errors';
export { AuthService } from './auth.service';
export { StreamTickets } from './stream-tickets.repository';
export { authEntities, AuthModule } from './auth.module';
