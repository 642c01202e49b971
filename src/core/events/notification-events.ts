import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { throttledWarning } from '../logging/throttled-warning';

/** Called with the users who have new notifications (on this instance or another). */
export type NotificationListener = (receiverIds: readonly number[]) => void;

/** How instances tell each other: PostgreSQL LISTEN/NOTIFY or Redis pub/sub. */
export interface EventTransport {
  /** Connects and keeps reconnecting; `onReconnect` runs after a reconnection (messages may be lost). */
  start(onMessage: (payload: string) => void, onReconnect: () => void): Promise<void>;
  /** Sends one message to every instance (this one included). */
  publish(payload: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * How long the ids raised collect before a message leaves: under a stream of stars every raise
 * would otherwise send its own NOTIFY (a statement, and its echo back to this instance). Other
 * instances' streams hear of new notifications this much later; this instance's at once.
 */
export const SEND_WINDOW_MS = 20;

/** The largest message (PostgreSQL's NOTIFY payload limit is 8000 bytes). */
const MAX_PAYLOAD = 7000;

/**
 * "User R has new notifications", raised after the COMMIT that wrote them (via Sql.afterCommit),
 * delivered at once to this instance's listener and, through the transport, to the other
 * instances. A message carries only receiver ids: each stream reads its notifications from the
 * database, so a lost or repeated message never loses or repeats a notification.
 *
 * Sending is off the request's path and coalesced: the ids raised within SEND_WINDOW_MS, and
 * while a message is on its way, collect in a set and leave together in the next one.
 */
export class NotificationEvents implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('NotificationEvents');
  // one per publish while the transport (Redis, PostgreSQL) is down: throttled like the others
  private readonly warnPublish = throttledWarning(
    this.logger,
    'Could not publish a notification event',
  );
  /** Marks this instance's own messages, which it has already delivered locally. */
  private readonly instance = randomBytes(6).toString('base64url');
  private listener: NotificationListener | null = null;
  private reconnectListener: (() => void) | null = null;
  private readonly pending = new Set<number>();
  private sending = false;

  constructor(private readonly transport: EventTransport | null) {}

  async onModuleInit(): Promise<void> {
    await this.transport?.start(
      (payload) => this.receive(payload),
      () => this.reconnectListener?.(),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.transport?.close();
  }

  /** The one listener (the stream hub); `onReconnect` runs when remote messages may have been lost. */
  listen(listener: NotificationListener, onReconnect: () => void): void {
    this.listener = listener;
    this.reconnectListener = onReconnect;
  }

  /** Announces new notifications of these users; call it after their COMMIT. */
  raise(receiverIds: readonly number[]): void {
    if (receiverIds.length === 0) {
      return;
    }
    this.listener?.(receiverIds);
    if (this.transport) {
      for (const id of receiverIds) {
        this.pending.add(id);
      }
      if (!this.sending) {
        void this.send();
      }
    }
  }

  private async send(): Promise<void> {
    this.sending = true;
    try {
      await sleep(SEND_WINDOW_MS);
      while (this.pending.size > 0) {
        const ids = [...this.pending];
        this.pending.clear();
        for (const payload of payloads(this.instance, ids)) {
          await this.transport!.publish(payload);
        }
      }
    } catch (error) {
      // The other instances' streams catch up with their next message (they read the database).
      this.warnPublish(error);
    } finally {
      this.sending = false;
    }
  }

  private receive(payload: string): void {
    const [from, list] = payload.split(' ', 2);
    if (from === this.instance || !list) {
      return;
    }
    const ids = list
      .split(',')
      .map(Number)
      .filter((id) => Number.isSafeInteger(id) && id > 0);
    if (ids.length > 0) {
      this.listener?.(ids);
    }
  }
}

/** `<instance> <id>,<id>,…`, split so that no message exceeds MAX_PAYLOAD. */
export function payloads(instance: string, ids: number[]): string[] {
  const out: string[] = [];
  let current = '';
  for (const id of ids) {
    const part = String(id);
    if (current && instance.length + 1 + current.length + 1 + part.length > MAX_PAYLOAD) {
      out.push(`${instance} ${current}`);
      current = '';
    }
    current = current ? `${current},${part}` : part;
  }
  if (current) {
    out.push(`${instance} ${current}`);
  }
  return out;
}
