import { Db } from '../../../database';
import { NotificationsRepository } from '../notifications.repository';
import { IdsAbove, NotificationIds, SettledIds } from './settled-ids';
import { StreamHorizon } from './stream-horizon';

/** The reads of SettledIds: the shared repository's newest id, and the ids with snapshot bounds. */
export class PostgresNotificationIds implements NotificationIds {
  constructor(
    private readonly db: Db,
    private readonly repository: NotificationsRepository,
  ) {}

  maxId(): Promise<number> {
    return this.repository.maxId();
  }

  /** The statement's snapshot bounds come as xids in text (they may exceed 2^53). */
  async idsAbove(after: number, limit: number): Promise<IdsAbove> {
    const rows = await this.db.all<{ id: number; receiver_id: number; xmin: string; xmax: string }>(
      `SELECT id, receiver_id,
              pg_snapshot_xmin(pg_current_snapshot())::text AS xmin,
              pg_snapshot_xmax(pg_current_snapshot())::text AS xmax
         FROM notifications WHERE id > $1 ORDER BY id LIMIT $2`,
      [after, limit],
    );
    return {
      rows: rows.map((r) => ({ id: Number(r.id), receiver_id: Number(r.receiver_id) })),
      xmin: rows.length > 0 ? BigInt(rows[0].xmin) : 0n,
      xmax: rows.length > 0 ? BigInt(rows[0].xmax) : 0n,
    };
  }
}

/**
 * PostgreSQL: ids may commit out of order, so a stream sends only up to the settled id
 * (SettledIds), below which no transaction is still open.
 */
export class PostgresStreamHorizon extends StreamHorizon {
  private readonly settled: SettledIds;

  constructor(ids: NotificationIds) {
    super();
    this.settled = new SettledIds(ids, (receivers) => this.hooks.wake(receivers));
  }

  start(): Promise<number> {
    return this.settled.current();
  }

  /** The tracker's last value (it woke the stream), or a fresh one when idle or asked to. */
  upTo(fresh: boolean): Promise<number> {
    const value = this.settled.value;
    return value === null || fresh ? this.settled.current() : Promise.resolve(value);
  }

  changed(): void {
    this.refresh();
  }

  reconnected(): void {
    this.refresh();
  }

  stop(): void {
    this.settled.stop();
  }

  private refresh(): void {
    this.settled.refresh().catch((error: unknown) => this.hooks.failed(error));
  }
}
