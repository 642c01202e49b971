import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config';
import { CredentialsService, passwordProblem } from '../../users';
import { AttemptLimits } from './attempt-limits';
import { FormRefused, TooManyAttempts } from './identity.errors';
import { identityCounts } from './identity.metrics';

const WINDOW_MS = 15 * 60 * 1000;

/** The one answer to a wrong name or a wrong password (no account enumeration). */
export const WRONG_CREDENTIALS = 'Wrong username or password.';

/**
 * Sign-in, sign-out and password changes of the web pages. Every attempt spends the budgets of
 * its account and of its address (LOGIN_LIMIT_PER_ACCOUNT, LOGIN_LIMIT_PER_IP per 15 minutes)
 * before any password is checked, so a guesser past them gets 429s and costs no hashing.
 */
@Injectable()
export class SignInService {
  constructor(
    private readonly credentials: CredentialsService,
    private readonly limits: AttemptLimits,
    private readonly config: AppConfig,
  ) {}

  /**
   * The new session's id when the password is right. A session the browser already had
   * (`previousSessionId`) is ended: the id always changes at sign-in (no session fixation).
   */
  async signIn(
    username: string,
    password: string,
    ip: string,
    previousSessionId?: string,
  ): Promise<{ sessionId: string; username: string }> {
    await this.spendAttempt(username, ip);
    const account = await this.credentials.verifyLogin(username.trim(), password);
    if (!account) {
      identityCounts.loginsFailed += 1;
      throw new FormRefused({ form: WRONG_CREDENTIALS }, 400);
    }
    if (account.suspended) {
      identityCounts.loginsFailed += 1;
      throw new FormRefused({ form: 'This account is suspended.' }, 403);
    }
    if (previousSessionId) {
      await this.credentials.endSession(previousSessionId);
    }
    const sessionId = await this.credentials.startSession(account.id);
    identityCounts.loginsOk += 1;
    return { sessionId, username: account.username };
  }

  signOut(sessionId: string): Promise<void> {
    return this.credentials.endSession(sessionId);
  }

  /**
   * Changes the password after checking the current one; every other session of the user ends,
   * the one that made the change stays.
   */
  async changePassword(
    user: { id: number; username: string },
    sessionId: string,
    current: string,
    next: string,
    ip: string,
  ): Promise<void> {
    await this.spendAttempt(user.username, ip);
    if (!(await this.credentials.checkPassword(user.id, current))) {
      throw new FormRefused({ current_password: 'The current password is wrong.' });
    }
    const problem = passwordProblem(next);
    if (problem) {
      throw new FormRefused({ new_password: problem });
    }
    await this.credentials.setPassword(user.id, next, sessionId);
  }

  /**
   * Checks the password of a signed-in user before a grave step (erasing the account), spending
   * a sign-in attempt as a login does, so the form cannot be used to guess passwords.
   */
  async confirmPassword(
    user: { id: number; username: string },
    password: string,
    ip: string,
  ): Promise<void> {
    await this.spendAttempt(user.username, ip);
    if (!(await this.credentials.checkPassword(user.id, password))) {
      throw new FormRefused({ password: 'The password is wrong.' });
    }
  }

  private async spendAttempt(username: string, ip: string): Promise<void> {
    try {
      await this.limits.spend('login-ip', ip, this.config.LOGIN_LIMIT_PER_IP, WINDOW_MS);
      await this.limits.spend(
        'login-account',
        username.trim().slice(0, 100),
        this.config.LOGIN_LIMIT_PER_ACCOUNT,
        WINDOW_MS,
      );
    } catch (error) {
      if (error instanceof TooManyAttempts) {
        identityCounts.loginsLimited += 1;
      }
      throw error;
    }
  }
}
