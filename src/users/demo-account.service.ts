import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { AppConfig } from '../config';
import { CredentialsService } from './credentials.service';
import { UsersService } from './users.service';

/**
 * On a first start against an empty database (outside production), creates a Pro account and
 * prints working credentials, so a new user can call the API at once.
 */
@Injectable()
export class DemoAccountService implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoAccount');

  constructor(
    private readonly users: UsersService,
    private readonly credentials: CredentialsService,
    private readonly config: AppConfig,
  ) {}

  private get enabled(): boolean {
    return this.config.DEMO_ACCOUNT ?? this.config.NODE_ENV === 'development';
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.NODE_ENV === 'production' || !this.enabled) {
      return;
    }
    await this.createIfEmpty();
  }

  /** Returns the printed credentials, or null when the database already had users. */
  async createIfEmpty(): Promise<{ username: string; apiKey: string; password: string } | null> {
    if ((await this.users.countUsers()) > 0) {
      return null;
    }
    const user = await this.users.createUser('demo', { plan: 'pro', delayMinutes: 1 });
    const { apiKey } = await this.users.createKey(user.id, 'demo');
    // for the web pages' sign-in; random, so no two demo databases share one
    const password = randomBytes(12).toString('base64url');
    await this.credentials.setPassword(user.id, password, null);
    const url = `http://localhost:${this.config.PORT}/api/v0/hello`;
    // The key goes to the console for the person starting the service, never into the JSON
    // log stream (keys must not appear in logs).
    process.stdout.write(
      [
        '',
        'Created a Pro demo account on this empty database:',
        `  username: ${user.username}`,
        `  api key:  ${apiKey}`,
        `  password: ${password}   (sign in at http://localhost:${this.config.PORT}/login)`,
        `  try:      curl -u ${user.username}:${apiKey} ${url}`,
        '',
      ].join('\n') + '\n',
    );
    this.logger.log(
      `Created the Pro demo account "${user.username}" (credentials printed on the console)`,
    );
    return { username: user.username, apiKey, password };
  }
}
