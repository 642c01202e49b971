import type { ServerResponse } from 'node:http';
import {
  BeforeApplicationShutdown,
  HttpException,
  HttpStatus,
  Injectable,
  Logger,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { AuthUser } from '../../../auth';
import { AppConfig } from '../../../config';
import { NotificationEvents } from '../../../core';
import { NotificationsService } from '../notifications.service';
import { StreamHorizon } from './stream-horizon';

export const TOO_MANY_STREAMS = (n: number) =>
  `At most ${n} notification stream${n === 1 ? '' : 's'} may be open per API key.`;
export const STREAMS_CLOSING = 'The service is shutting down; reconnect in a moment.';

/** Notifications read per query while a stream catches up. */
const READ_BATCH = 100;
/** A client that leaves this much unread output is disconnected (it resumes with Last-Event-ID). */
const MAX_BUFFERED_BYTES = 1024 * 1024;

interface Stream {
  readonly receiverId: number;
  readonly keyId: number;
  /** The last id sent (or the starting point). */
  lastSent: number;
  res: ServerResponse | null;
  /** A read is running; `again` asks it to read once more when it ends. */
  reading: boolean;
  again: boolean;
  closed: boolean;
  /**
   * The first read of a resumed stream needs a fresh horizon (StreamHorizon.upTo); a stream that
   * starts from now read it for its starting point.
   */
  caughtUp: boolean;
}

/**
 * The open notification streams of this instance (GET /notifications/stream). A stream sends the
 * receiver's notifications with ids above its cursor, read from the database, oldest first: on
 * start (the ones missed since `Last-Event-ID`) and whenever an event says the receiver has new
 * ones, so resumption and live delivery are one code path. Reads coalesce: one in flight per
 * stream, and events arriving meanwhile cause one more read. On PostgreSQL, reads stop at the
 * settled id (see SettledIds) so that a late-committing lower id is never skipped.
 */
@Injectable()
export class NotificationStreamService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('NotificationStream');
  private readonly byReceiver = new Map<number, Set<Stream>>();
  private readonly perKey = new Map<number, number>();
  private heartbeat: NodeJS.Timeout | null = null;
  private closing = false;
  private count = 0;

  constructor(
    private readonly horizon: StreamHorizon,
    events: NotificationEvents,
    private readonly notifications: NotificationsService,
    private readonly config: AppConfig,
  ) {
    horizon.listen({
      wake: (receiverIds) => this.wakeReceivers(receiverIds),
      failed: (error) => this.readFailed(error),
    });
    events.listen(
      (receiverIds) => this.onEvent(receiverIds),
      () => this.onReconnect(),
    );
  }

  /** The streams open on this instance now. */
  get openStreams(): number {
    return this.count;
  }

  /**
   * Opens a stream for the caller: 503 while shutting down, 429 beyond the per-key limit, else the
   * reply is taken over and stays open. `lastEventId` is the last id the client received, or
   * undefined to start from now.
   */
  async open(user: AuthUser, lastEventId: number | undefined, reply: FastifyReply): Promise<void> {
    if (this.closing) {
      throw new ServiceUnavailableException({
        message: STREAMS_CLOSING,
        headers: { 'Retry-After': '1' },
      });
    }
    const limit = this.config.STREAM_LIMIT_PER_KEY;
    const open = this.perKey.get(user.keyId) ?? 0;
    if (open >= limit) {
      // A place frees when one of the key's streams closes; a client that waits as long as it
      // would before reconnecting a dropped stream does not hammer the service.
      const retryAfter = Math.max(1, Math.ceil(this.config.STREAM_RETRY_MS / 1000));
      throw new HttpException(
        { message: TOO_MANY_STREAMS(limit), headers: { 'Retry-After': String(retryAfter) } },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    if (reply.request.method === 'HEAD') {
      reply.hijack();
      reply.raw.writeHead(200, this.headers(reply));
      reply.raw.end();
      return;
    }
    // Registered before the starting point is read, so that no event in between is missed.
    const stream: Stream = {
      receiverId: user.id,
      keyId: user.keyId,
      lastSent: lastEventId ?? 0,
      res: null,
      reading: true,
      again: false,
      closed: false,
      caughtUp: lastEventId === undefined,
    };
    this.register(stream);
    try {
      stream.lastSent = lastEventId ?? (await this.startingPoint());
    } catch (error) {
      this.unregister(stream);
      throw error;
    }
    if (this.closing) {
      this.unregister(stream);
      throw new ServiceUnavailableException({
        message: STREAMS_CLOSING,
        headers: { 'Retry-After': '1' },
      });
    }
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, this.headers(reply));
    res.write(`retry: ${this.config.STREAM_RETRY_MS}\n\n`);
    res.once('close', () => this.unregister(stream));
    // a write to a connection the client just dropped; 'close' follows
    res.on('error', () => this.unregister(stream));
    if (res.socket?.destroyed !== false) {
      // the client left while the starting point was read: its 'close' has already passed
      this.unregister(stream);
      return;
    }
    stream.res = res;
    void this.drain(stream);
  }

  /** The headers hooks set so far (request id, security, CORS) and the stream's own. */
  private headers(reply: FastifyReply): Record<string, string> {
    return {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      // nginx would otherwise buffer the stream
      'x-accel-buffering': 'no',
    };
  }

  /** Shutdown starts: every stream ends (clients reconnect elsewhere) and no new one opens. */
  beforeApplicationShutdown(): void {
    this.closing = true;
    for (const streams of this.byReceiver.values()) {
      for (const stream of streams) {
        this.end(stream);
      }
    }
  }

  /** "Now": the settled id on PostgreSQL, the newest id on SQLite (StreamHorizon). */
  private startingPoint(): Promise<number> {
    return this.horizon.start();
  }

  private onEvent(receiverIds: readonly number[]): void {
    if (this.count === 0) {
      return;
    }
    if (receiverIds.some((id) => this.byReceiver.has(id))) {
      this.horizon.changed(receiverIds);
    }
  }

  /** Remote events may have been lost: every stream reads again. */
  private onReconnect(): void {
    if (this.count > 0) {
      this.horizon.reconnected();
    }
    for (const streams of this.byReceiver.values()) {
      this.wake(streams);
    }
  }

  private wakeReceivers(receiverIds: Iterable<number>): void {
    for (const id of receiverIds) {
      this.wake(this.byReceiver.get(id));
    }
  }

  private wake(streams: Set<Stream> | undefined): void {
    for (const stream of streams ?? []) {
      if (stream.reading) {
        stream.again = true;
      } else {
        stream.reading = true;
        void this.drain(stream);
      }
    }
  }

  /** Sends everything above the cursor, again while events came in meanwhile. */
  private async drain(stream: Stream): Promise<void> {
    try {
      do {
        stream.again = false;
        await this.sendNew(stream);
      } while (stream.again && !stream.closed);
    } catch (error) {
      // The client reconnects with Last-Event-ID and gets the rest then.
      this.readFailed(error);
      this.end(stream);
    } finally {
      stream.reading = false;
    }
  }

  private async sendNew(stream: Stream): Promise<void> {
    const upTo = await this.horizon.upTo(!stream.caughtUp);
    stream.caughtUp = true;
    for (;;) {
      if (stream.closed || !stream.res) {
        return;
      }
      const items = await this.notifications.between(
        stream.receiverId,
        stream.lastSent,
        upTo,
        READ_BATCH,
      );
      if (stream.closed) {
        return;
      }
      let chunk = '';
      for (const item of items) {
        chunk += `id: ${item.id}\nevent: notification\ndata: ${JSON.stringify(item)}\n\n`;
      }
      if (items.length > 0) {
        stream.lastSent = items[items.length - 1].id;
        stream.res.write(chunk);
        if (stream.res.writableLength > MAX_BUFFERED_BYTES) {
          this.end(stream);
          return;
        }
      }
      if (items.length < READ_BATCH) {
        return;
      }
    }
  }

  private register(stream: Stream): void {
    this.perKey.set(stream.keyId, (this.perKey.get(stream.keyId) ?? 0) + 1);
    let streams = this.byReceiver.get(stream.receiverId);
    if (!streams) {
      streams = new Set();
      this.byReceiver.set(stream.receiverId, streams);
    }
    streams.add(stream);
    this.count += 1;
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => this.beat(), this.config.STREAM_HEARTBEAT_MS);
      this.heartbeat.unref();
    }
  }

  private unregister(stream: Stream): void {
    if (stream.closed) {
      return;
    }
    stream.closed = true;
    const left = (this.perKey.get(stream.keyId) ?? 1) - 1;
    if (left > 0) {
      this.perKey.set(stream.keyId, left);
    } else {
      this.perKey.delete(stream.keyId);
    }
    const streams = this.byReceiver.get(stream.receiverId);
    streams?.delete(stream);
    if (streams?.size === 0) {
      this.byReceiver.delete(stream.receiverId);
    }
    this.count -= 1;
    if (this.count === 0) {
      if (this.heartbeat) {
        clearInterval(this.heartbeat);
        this.heartbeat = null;
      }
      this.horizon.stop();
    }
  }

  private end(stream: Stream): void {
    const res = stream.res;
    this.unregister(stream);
    res?.end();
  }

  /** A comment line: proxies see traffic on an idle stream and keep it open. */
  private beat(): void {
    for (const streams of this.byReceiver.values()) {
      for (const stream of streams) {
        stream.res?.write(':\n\n');
      }
    }
  }

  private readFailed(error: unknown): void {
    this.logger.warn(`A notification stream could not read: ${String(error)}`);
  }
}
