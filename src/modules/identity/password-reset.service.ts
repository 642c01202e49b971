import { Injectable, Logger } from '@nestjs/common';
import { hash, randomBytes } from 'node:crypto';
import { AppConfig } from '../../config';
import { Clock } from '../../core';
import { CredentialsService, passwordProblem } from '../../users';
import { AttemptLimits } from './attempt-limits';
import { IdentityRepository } from './identity.repository';
import { FormRefused } from './identity.errors';
import { identityCounts } from './identity.metrics';
import { Mailer } from './mailer';

export const RESET_TTL_MS = 30 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

function digest(token: string): string {
  return hash('sha256', token, 'hex');
}

/** What the forgot-password form answers: the same whether or not the email is known. */
export type ResetRequestOutcome = 'sent-if-known' | 'ask-the-operator';

/**
 * Forgot and reset password. A token is 256 random bits, mailed as a link, stored only as its
 * SHA-256, valid RESET_TTL_MS and once: using it (or any reset) ends every token of the account
 * and every session.
 */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    private readonly repository: IdentityRepository,
    private readonly credentials: CredentialsService,
    private readonly mailer: Mailer,
    private readonly limits: AttemptLimits,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** Whether this deployment can deliver a reset link at all. */
  get available(): boolean {
    return this.mailer.configured || this.config.NODE_ENV !== 'production';
  }

  /**
   * Starts a reset for the account of `email`, if there is one. The answer and its timing do not
   * depend on that: the token and the mail are made after the answer, in the background.
   */
  async request(email: string, ip: string): Promise<ResetRequestOutcome> {
    await this.limits.spend('reset-ip', ip, this.config.SIGNUP_LIMIT_PER_IP, HOUR_MS);
    if (!this.available) {
      return 'ask-the-operator';
    }
    identityCounts.resetsRequested += 1;
    void this.deliver(email.trim()).catch((error: Error) =>
      this.logger.warn(`A password reset could not be started: ${error.message}`),
    );
    return 'sent-if-known';
  }

  private async deliver(email: string): Promise<void> {
    if (email.length === 0 || email.length > 254) {
      return;
    }
    const account = await this.credentials.findByEmail(email);
    if (!account) {
      return;
    }
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await this.repository.insertReset(digest(token), account.id, now, now + RESET_TTL_MS);
    const link = `${this.config.publicUrl}/reset-password?token=${token}`;
    if (!this.mailer.configured) {
      // outside production only (see `available`): to the console, as the demo key, never the log
      process.stdout.write(`\nPassword reset for ${account.username}: ${link}\n\n`);
      return;
    }
    await this.mailer.send({
      to: account.email,
      subject: 'Reset your password',
      text: [
        `Hello ${account.username},`,
        '',
        'Someone (hopefully you) asked to reset the password of your account.',
        `Open this link within 30 minutes to choose a new one:`,
        '',
        link,
        '',
        'If it was not you, ignore this mail: your password stays as it is.',
      ].join('\n'),
    });
  }

  /** Whether the token can still be used (the reset form is shown for it). */
  async valid(token: string): Promise<boolean> {
    if (token.length === 0 || token.length > 100) {
      return false;
    }
    return (await this.repository.resetUser(digest(token), this.clock.now())) !== undefined;
  }

  /** Sets the new password with the token, once; every session of the account ends. */
  async reset(token: string, password: string): Promise<void> {
    const problem = passwordProblem(password);
    if (problem) {
      throw new FormRefused({ password: problem });
    }
    if (token.length === 0 || token.length > 100) {
      throw new FormRefused({ token: INVALID_TOKEN });
    }
    const idHash = digest(token);
    const userId = await this.repository.resetUser(idHash, this.clock.now());
    if (userId === undefined) {
      throw new FormRefused({ token: INVALID_TOKEN });
    }
    await this.credentials.setPassword(userId, password, null, async (tx) => {
      // taken again in the transaction: of two uses at once, one wins
      if ((await this.repository.takeReset(tx, idHash, this.clock.now())) !== userId) {
        throw new FormRefused({ token: INVALID_TOKEN });
      }
    });
    identityCounts.resetsCompleted += 1;
  }
}

export const INVALID_TOKEN =
  'This reset link is invalid, used or expired. Please ask for a new one.';
