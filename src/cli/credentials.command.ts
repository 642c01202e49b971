import { Command, CommandRunner, Option, SubCommand } from 'nest-commander';
import { InvitesService } from '../modules/identity';
import { CredentialsService, passwordProblem, UsersService } from '../users';
import { fail, guarded, parseWholeNumber, print, printJson } from './output';

/** The first line of stdin (a password is never an argument: it would sit in `ps` and history). */
async function readLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) {
    chunks.push(chunk as Buffer);
    if ((chunk as Buffer).includes(10)) {
      break;
    }
  }
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0];
}

@SubCommand({
  name: 'set-password',
  arguments: '<username>',
  description: 'Set the password (read from stdin); every session of the user ends',
})
export class UsersSetPasswordCommand extends CommandRunner {
  constructor(
    private readonly users: UsersService,
    private readonly credentials: CredentialsService,
  ) {
    super();
  }

  async run([username]: string[]): Promise<void> {
    await guarded(async () => {
      const user = await this.users.getByUsername(username);
      const password = await readLine();
      const problem = passwordProblem(password);
      if (problem) {
        throw new Error(problem);
      }
      await this.credentials.setPassword(user.id, password, null);
      print(`The password of ${user.username} is set; their sessions have ended.`);
    });
  }
}

interface InvitesCreateOptions {
  count?: number;
  json?: boolean;
}

@SubCommand({
  name: 'create',
  description: 'Create single-use sign-up invite codes (shown once), for SIGNUP=invite',
})
export class InvitesCreateCommand extends CommandRunner {
  constructor(private readonly invites: InvitesService) {
    super();
  }

  async run(_args: string[], options: InvitesCreateOptions): Promise<void> {
    await guarded(async () => {
      const codes = await this.invites.create(options.count ?? 1);
      if (options.json) {
        printJson({ invites: codes });
        return;
      }
      for (const code of codes) {
        print(code);
      }
    });
  }

  @Option({ flags: '--count <n>', description: 'How many codes (default 1, at most 1000)' })
  parseCount(value: string): number {
    return parseWholeNumber(value, 'The count');
  }

  @Option({ flags: '--json', description: 'Print one JSON object' })
  parseJson(): boolean {
    return true;
  }
}

@Command({
  name: 'invites',
  description: 'Manage sign-up invites',
  subCommands: [InvitesCreateCommand],
})
export class InvitesCommand extends CommandRunner {
  run(): Promise<void> {
    fail('Use: invites create [--count N]');
    return Promise.resolve();
  }
}
