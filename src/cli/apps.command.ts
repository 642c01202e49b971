import { Command, CommandRunner, Option, SubCommand } from 'nest-commander';
import { AppsService } from '../modules/oauth';
import { fail, guarded, print, printJson } from './output';

@SubCommand({ name: 'list', description: 'List the registered OAuth apps (never their secrets)' })
export class AppsListCommand extends CommandRunner {
  constructor(private readonly apps: AppsService) {
    super();
  }

  async run(_args: string[], options: { json?: boolean }): Promise<void> {
    await guarded(async () => {
      const apps = await this.apps.list();
      if (options.json) {
        printJson(apps);
        return;
      }
      if (apps.length === 0) {
        print('No apps are registered.');
      }
      for (const app of apps) {
        print(
          `${app.client_id}\t${app.name}\t${app.client_type}\t${app.scopes}\tcreated ${app.created_at}\t${app.redirect_uris.join(' ')}`,
        );
      }
    });
  }

  @Option({ flags: '--json', description: 'Print one JSON array' })
  parseJson(): boolean {
    return true;
  }
}

@SubCommand({
  name: 'delete',
  arguments: '<client-id>',
  description: 'Delete an app: every token issued to it stops working',
})
export class AppsDeleteCommand extends CommandRunner {
  constructor(private readonly apps: AppsService) {
    super();
  }

  async run([clientId]: string[]): Promise<void> {
    await guarded(async () => {
      if (!(await this.apps.delete(clientId))) {
        fail(`The app ${clientId} does not exist.`);
        return;
      }
      print(`App ${clientId} is deleted, with its tokens.`);
    });
  }
}

@Command({
  name: 'apps',
  description: 'Manage OAuth apps',
  subCommands: [AppsListCommand, AppsDeleteCommand],
})
export class AppsCommand extends CommandRunner {
  run(): Promise<void> {
    fail('Use one of: apps list | apps delete');
    return Promise.resolve();
  }
}
