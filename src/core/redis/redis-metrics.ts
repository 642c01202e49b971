import type Redis from 'ioredis';
import type { Command } from 'ioredis';

/**
 * The Redis connections of this process, for /metrics (MetricsRegistry): whether each is up
 * (`ready`), and how many commands failed on it (refused while it was down, timed out, or
 * answered with an error). Process-wide, like the other event counts: one process is one target.
 */
const live = new Map<string, Set<Redis>>();
const commandErrors = new Map<string, number>();

/**
 * Watches a client under its connection name until it ends. Every command goes through
 * `sendCommand`, so wrapping it counts the failures of every caller in one place, whatever each
 * caller then does with them (fall back, let through, retry).
 */
export function watchRedis(connection: string, client: Redis): void {
  let clients = live.get(connection);
  if (!clients) {
    clients = new Set();
    live.set(connection, clients);
  }
  clients.add(client);
  commandErrors.set(connection, commandErrors.get(connection) ?? 0);
  const send = client.sendCommand.bind(client);
  client.sendCommand = (command: Command, stream?: Parameters<Redis['sendCommand']>[1]) => {
    command.promise.catch((error: unknown) => {
      // not failures: a script's first EVALSHA on a server without it (ioredis then sends the
      // EVAL itself), and the CLIENT SETINFO ioredis sends on connecting, which Redis < 7.2 refuses
      const noScript = error instanceof Error && error.message.startsWith('NOSCRIPT');
      if (!noScript && command.name !== 'client') {
        commandErrors.set(connection, (commandErrors.get(connection) ?? 0) + 1);
      }
    });
    return send(command, stream);
  };
  client.once('end', () => live.get(connection)?.delete(client));
}

/** 1 per connection whose clients are all connected and ready, 0 otherwise. */
export function redisUpSamples(): { labels: { connection: string }; value: number }[] {
  return [...live]
    .filter(([, clients]) => clients.size > 0)
    .map(([connection, clients]) => ({
      labels: { connection },
      value: [...clients].every((c) => c.status === 'ready') ? 1 : 0,
    }));
}

export function redisErrorSamples(): { labels: { connection: string }; value: number }[] {
  return [...commandErrors].map(([connection, value]) => ({ labels: { connection }, value }));
}
