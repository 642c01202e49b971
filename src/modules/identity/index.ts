// The identity module's public surface: what other modules and the composition roots use
// (CONTRIBUTING.md "Module surfaces").
export { identityEntities, IdentityModule } from './identity.module';
export { InvitesService } from './invites.service';
export { PasswordResetService, type ResetRequestOutcome } from './password-reset.service';
export { SignInService, WRONG_CREDENTIALS } from './sign-in.service';
export { SignUpService, type SignUpForm } from './sign-up.service';
export { FormRefused, TooManyAttempts } from './identity.errors';
export { csrfMatches, csrfToken } from './csrf';
