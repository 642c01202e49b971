import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { EventTransport } from './notification-events';

/** The PostgreSQL channel of notification events. */
const NOTIFY_CHANNEL = 'social_notifications';
const RETRY_MS = 1000;

/**
 * LISTEN/NOTIFY on a dedicated connection (outside the pool), reconnecting after a loss. NOTIFY
 * is sent on the same connection, in a statement of its own: the writers' transactions never
 * NOTIFY, so their COMMIT does not take PostgreSQL's global notify-queue lock.
 */
export class PostgresNotifyTransport implements EventTransport {
  private readonly logger = new Logger('NotificationEvents');
  private client: Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(private readonly url: string) {}

  async start(onMessage: (payload: string) => void, onReconnect: () => void): Promise<void> {
    try {
      await this.connect(onMessage, onReconnect, false);
    } catch (error) {
      this.logger.warn(`LISTEN failed, retrying: ${String(error)}`);
      this.scheduleReconnect(onMessage, onReconnect);
    }
  }

  async publish(payload: string): Promise<void> {
    if (!this.client) {
      throw new Error('the notification channel is not connected');
    }
    await this.client.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, payload]);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) {
      clearTimeout(this.retry);
    }
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(
    onMessage: (payload: string) => void,
    onReconnect: () => void,
    reconnecting: boolean,
  ): Promise<void> {
    const client = new Client({ connectionString: this.url, application_name: 'social-events' });
    client.on('notification', (message) => {
      if (message.channel === NOTIFY_CHANNEL && message.payload) {
        onMessage(message.payload);
      }
    });
    const lost = (error?: Error) => {
      if (this.client !== client) {
        return;
      }
      this.client = null;
      client.end().catch(() => undefined);
      if (!this.closed) {
        this.logger.warn(`The LISTEN connection was lost${error ? `: ${error.message}` : ''}`);
        this.scheduleReconnect(onMessage, onReconnect);
      }
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end();
      return;
    }
    this.client = client;
    if (reconnecting) {
      onReconnect();
    }
  }

  private scheduleReconnect(onMessage: (payload: string) => void, onReconnect: () => void): void {
    if (this.closed || this.retry) {
      return;
    }
    this.retry = setTimeout(() => {
      this.retry = null;
      this.connect(onMessage, onReconnect, true).catch((error: unknown) => {
        this.logger.warn(`LISTEN failed, retrying: ${String(error)}`);
        this.scheduleReconnect(onMessage, onReconnect);
      });
    }, RETRY_MS);
    this.retry.unref();
  }
}
