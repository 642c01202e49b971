import { Command, CommandRunner, Option, SubCommand } from 'nest-commander';
import { formatTimestamp } from '../core';
import { UsersService } from '../users';
import { fail, guarded, parseWholeNumber, print, printJson } from './output';

@SubCommand({
  name: 'create',
  arguments: '<username>',
  description: 'Create an API key (shown once)',
})
export class KeysCreateCommand extends CommandRunner {
  constructor(private readonly users: UsersService) {
    super();
  }

  async run(
    [username]: string[],
    options: { name?: string; readOnly?: boolean; json?: boolean },
  ): Promise<void> {
    await guarded(async () => {
      const user = await this.users.getByUsername(username);
      const { key, apiKey } = await this.users.createKey(user.id, options.name ?? '', {
        readOnly: options.readOnly,
      });
      if (options.json) {
        printJson({
          key_id: key.id,
          user_id: user.id,
          username: user.username,
          name: key.name,
          read_only: key.read_only,
          api_key: apiKey,
        });
        return;
      }
      const kind = key.read_only ? 'read-only key' : 'key';
      print(`Created ${kind} ${key.id} for ${user.username}: ${apiKey} (shown only now)`);
    });
  }

  @Option({ flags: '--name <label>', description: 'A label for the key' })
  parseName(value: string): string {
    return value;
  }

  @Option({
    flags: '--read-only',
    description: 'The key may only read: every POST and DELETE of the API answers 403',
  })
  parseReadOnly(): boolean {
    return true;
  }

  @Option({ flags: '--json', description: 'Print one JSON object' })
  parseJson(): boolean {
    return true;
  }
}

@SubCommand({
  name: 'list',
  arguments: '<username>',
  description:
    "List a user's keys (never the keys themselves): id, name, first characters, access, state, created, last used",
})
export class KeysListCommand extends CommandRunner {
  constructor(private readonly users: UsersService) {
    super();
  }

  async run([username]: string[]): Promise<void> {
    await guarded(async () => {
      const keys = await this.users.listKeys(username);
      if (keys.length === 0) {
        print(`${username} has no keys.`);
      }
      for (const key of keys) {
        const state =
          key.revoked_at === null ? 'active' : `revoked ${formatTimestamp(key.revoked_at)}`;
        const used =
          key.last_used_at === null
            ? 'never used'
            : `last used ${formatTimestamp(key.last_used_at)}`;
        const prefix = key.prefix === null ? '-' : `${key.prefix}…`;
        const access = key.read_only ? 'read-only' : 'read-write';
        print(
          `${key.id}\t${key.name || '-'}\t${prefix}\t${access}\t${state}\tcreated ${formatTimestamp(key.created_at)}\t${used}`,
        );
      }
    });
  }
}

@SubCommand({ name: 'revoke', arguments: '<key-id>', description: 'Revoke a key' })
export class KeysRevokeCommand extends CommandRunner {
  constructor(private readonly users: UsersService) {
    super();
  }

  async run([keyId]: string[]): Promise<void> {
    await guarded(async () => {
      const key = await this.users.revokeKey(parseWholeNumber(keyId, 'The key id'));
      print(`Key ${key.id} is revoked.`);
    });
  }
}

@Command({
  name: 'keys',
  description: 'Manage API keys',
  subCommands: [KeysCreateCommand, KeysListCommand, KeysRevokeCommand],
})
export class KeysCommand extends CommandRunner {
  run(): Promise<void> {
    fail('Use one of: keys create | keys list | keys revoke');
    return Promise.resolve();
  }
}
