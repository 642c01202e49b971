import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config';
import { Clock } from '../../core';
import { Db } from '../../database';
import {
  CredentialsService,
  hashPassword,
  isReservedUsername,
  passwordProblem,
  uniqueViolation,
  USERNAME_PATTERN,
  UsersService,
} from '../../users';
import { AttemptLimits } from './attempt-limits';
import { FormRefused } from './identity.errors';
import { identityCounts } from './identity.metrics';
import { InvitesService } from './invites.service';

const HOUR_MS = 60 * 60 * 1000;
// no spaces, control characters, quotes or angle brackets; one @; a dot in the domain
const EMAIL =
  // eslint-disable-next-line no-control-regex
  /^[^\s\u0000-\u001f\u007f@<>"]{1,64}@[^\s\u0000-\u001f\u007f@<>"]+\.[^\s\u0000-\u001f\u007f@<>"]+$/;

export interface SignUpForm {
  username: string;
  email: string;
  password: string;
  invite?: string;
}

export const USERNAME_TAKEN = 'This username is taken.';
export const EMAIL_TAKEN = 'An account with this email exists. You can reset its password.';

/**
 * Sign-up on the web pages, as SIGNUP allows: the account gets SIGNUP_PLAN and SIGNUP_POST_DELAY,
 * an argon2id hash of its password, and no API key (the API Keys page makes those). Of two
 * sign-ups of one name at once, the unique index decides: one account, one field error.
 */
@Injectable()
export class SignUpService {
  /** Names the web module reserves as well (its top-level paths), added when it loads. */
  private readonly extraReserved = new Set<string>();

  constructor(
    private readonly users: UsersService,
    private readonly credentials: CredentialsService,
    private readonly invites: InvitesService,
    private readonly limits: AttemptLimits,
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  get mode(): 'open' | 'invite' | 'closed' {
    return this.config.SIGNUP;
  }

  reserve(names: Iterable<string>): void {
    for (const name of names) {
      this.extraReserved.add(name.toLowerCase());
    }
  }

  async signUp(form: SignUpForm, ip: string): Promise<{ id: number; username: string }> {
    if (this.mode === 'closed') {
      throw new FormRefused({ form: 'Sign-up is closed on this service.' }, 403);
    }
    await this.limits.spend('signup-ip', ip, this.config.SIGNUP_LIMIT_PER_IP, HOUR_MS);
    const username = form.username.trim();
    const email = form.email.trim();
    const errors: Record<string, string> = {};
    if (!USERNAME_PATTERN.test(username)) {
      errors.username = 'Usernames are 1–30 letters, digits or underscores.';
    } else if (isReservedUsername(username, this.extraReserved)) {
      errors.username = 'This username is reserved.';
    }
    if (email.length > 254 || !EMAIL.test(email)) {
      errors.email = 'Please enter a valid email address.';
    }
    const problem = passwordProblem(form.password);
    if (problem) {
      errors.password = problem;
    }
    if (this.mode === 'invite' && !form.invite?.trim()) {
      errors.invite = 'Sign-up needs an invite code.';
    }
    if (Object.keys(errors).length > 0) {
      throw new FormRefused(errors);
    }
    if (await this.users.findByUsername(username)) {
      throw new FormRefused({ username: USERNAME_TAKEN }, 409);
    }
    if (await this.credentials.emailTaken(email)) {
      throw new FormRefused({ email: EMAIL_TAKEN }, 409);
    }
    const passwordHash = await hashPassword(form.password);
    let id: number;
    try {
      id = await this.db.transaction(async (tx) => {
        if (this.mode === 'invite' && !(await this.invites.take(tx, form.invite ?? ''))) {
          throw new FormRefused({ invite: 'This invite code is unknown or already used.' });
        }
        return this.credentials.insertAccount(tx, {
          username,
          email,
          passwordHash,
          plan: this.config.SIGNUP_PLAN,
          delayMinutes: this.config.SIGNUP_POST_DELAY,
          now: this.clock.now(),
        });
      });
    } catch (error) {
      const taken = uniqueViolation(error);
      if (taken === 'username') {
        throw new FormRefused({ username: USERNAME_TAKEN }, 409);
      }
      if (taken === 'email') {
        throw new FormRefused({ email: EMAIL_TAKEN }, 409);
      }
      throw error;
    }
    identityCounts.signups += 1;
    return { id, username };
  }
}
