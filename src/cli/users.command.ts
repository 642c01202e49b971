import { Command, CommandRunner, Option, SubCommand } from 'nest-commander';
import { ErasureService } from '../modules/erasure';
import { formatTimestamp } from '../core';
import { ProRequestsService, Role, ROLES, UsersService } from '../users';
import { UsersSetPasswordCommand } from './credentials.command';
import { fail, guarded, parseWholeNumber, print, printJson } from './output';

interface CreateOptions {
  pro?: boolean;
  delay?: number;
  json?: boolean;
}

@SubCommand({
  name: 'create',
  arguments: '<username>',
  description: 'Create a user with one API key (shown once)',
})
export class UsersCreateCommand extends CommandRunner {
  constructor(private readonly users: UsersService) {
    super();
  }

  async run([username]: string[], options: CreateOptions): Promise<void> {
    await guarded(async () => {
      const user = await this.users.createUser(username, {
        plan: options.pro ? 'pro' : 'free',
        delayMinutes: options.delay,
      });
      const { apiKey } = await this.users.createKey(user.id, 'default');
      if (options.json) {
        printJson({ user_id: user.id, username: user.username, plan: user.plan, api_key: apiKey });
        return;
      }
      print(
        `Created user ${user.username} (id ${user.id}, plan ${user.plan}, delay ${user.delay_minutes} min)`,
      );
      print(`API key (shown only now): ${apiKey}`);
    });
  }

  @Option({ flags: '--pro', description: 'Give the account the Pro plan' })
  parsePro(): boolean {
    return true;
  }

  @Option({ flags: '--delay <minutes>', description: 'Publishing delay in minutes (default 2)' })
  parseDelay(value: string): number {
    return parseWholeNumber(value, 'The delay');
  }

  @Option({ flags: '--json', description: 'Print one JSON object' })
  parseJson(): boolean {
    return true;
  }
}

@SubCommand({
  name: 'set-plan',
  arguments: '<username> <plan>',
  description: 'Set the plan: pro or free (grants or declines an open request for Pro)',
})
export class UsersSetPlanCommand extends CommandRunner {
  constructor(
    private readonly users: UsersService,
    private readonly requests: ProRequestsService,
  ) {
    super();
  }

  async run([username, plan]: string[]): Promise<void> {
    if (plan !== 'pro' && plan !== 'free') {
      fail(`The plan must be "pro" or "free", got "${plan}".`);
      return;
    }
    await guarded(async () => {
      const before = await this.users.getByUsername(username);
      const asked = (await this.requests.status(before.id)).request;
      const user = await this.users.setPlan(username, plan);
      print(`${user.username} is now on the ${user.plan} plan.`);
      if (asked?.status === 'open') {
        const outcome = plan === 'pro' ? 'granted' : 'declined';
        print(`Their request for Pro of ${formatTimestamp(asked.requested_at)} is ${outcome}.`);
      }
    });
  }
}

@SubCommand({
  name: 'pro-requests',
  description:
    'List the open requests for Pro, oldest first (grant one with set-plan <username> pro)',
})
export class UsersProRequestsCommand extends CommandRunner {
  constructor(private readonly requests: ProRequestsService) {
    super();
  }

  async run(_args: string[], options: { json?: boolean }): Promise<void> {
    await guarded(async () => {
      const open = await this.requests.listOpen();
      if (options.json) {
        printJson(
          open.map((r) => ({
            request_id: r.id,
            user_id: r.user_id,
            username: r.username,
            requested_at: formatTimestamp(r.created_at),
          })),
        );
        return;
      }
      if (open.length === 0) {
        print('No open requests for Pro.');
      }
      for (const r of open) {
        print(`${r.username}\trequested ${formatTimestamp(r.created_at)}`);
      }
    });
  }

  @Option({ flags: '--json', description: 'Print one JSON array' })
  parseJson(): boolean {
    return true;
  }
}

@SubCommand({
  name: 'set-delay',
  arguments: '<username> <minutes>',
  description: 'Set the publishing delay (penalize or forgive an account)',
})
export class UsersSetDelayCommand extends CommandRunner {
  constructor(private readonly users: UsersService) {
    super();
  }

  async run([username, minutes]: string[]): Promise<void> {
    await guarded(async () => {
      const user = await this.users.setDelay(username, parseWholeNumber(minutes, 'The delay'));
      print(`${user.username} now has a publishing delay of ${user.delay_minutes} minutes.`);
    });
  }
}

@SubCommand({
  name: 'delete',
  arguments: '<username>',
  description:
    'Erase the user and all of their data (keys, posts, reactions, notifications, media); the name becomes free',
})
export class UsersDeleteCommand extends CommandRunner {
  constructor(private readonly erasure: ErasureService) {
    super();
  }

  async run([username]: string[]): Promise<void> {
    await guarded(async () => {
      const userId = await this.erasure.eraseByUsername(username);
      print(`${username} (id ${userId}) and all of their data are erased.`);
    });
  }
}

@SubCommand({
  name: 'set-role',
  arguments: '<username> <role>',
  description: 'Grant or revoke the moderator role: moderator or none',
})
export class UsersSetRoleCommand extends CommandRunner {
  constructor(private readonly users: UsersService) {
    super();
  }

  async run([username, role]: string[]): Promise<void> {
    if (!ROLES.includes(role as Role)) {
      fail(`The role must be "moderator" or "none", got "${role}".`);
      return;
    }
    await guarded(async () => {
      const user = await this.users.setRole(username, role as Role);
      print(
        user.role === 'moderator'
          ? `${user.username} is now a moderator.`
          : `${user.username} no longer has a role.`,
      );
    });
  }
}

@Command({
  name: 'users',
  description: 'Manage users',
  subCommands: [
    UsersCreateCommand,
    UsersSetPlanCommand,
    UsersSetDelayCommand,
    UsersSetRoleCommand,
    UsersDeleteCommand,
    UsersProRequestsCommand,
    UsersSetPasswordCommand,
  ],
})
export class UsersCommand extends CommandRunner {
  run(): Promise<void> {
    fail(
      'Use one of: users create | users set-plan | users set-delay | users set-role | users delete | users pro-requests | users set-password',
    );
    return Promise.resolve();
  }
}
