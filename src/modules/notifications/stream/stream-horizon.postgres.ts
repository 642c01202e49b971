import { NotificationsRepository } from '../notifications.repository';
import { SettledIds } from './settled-ids';
import { StreamHorizon } from './stream-horizon';

/**
 * PostgreSQL: ids may commit out of order, so a stream sends only up to the settled id
 * (SettledIds), below which no transaction is still open.
 */
export class SettledHorizon extends StreamHorizon {
  private readonly settled: SettledIds;

  constructor(repository: NotificationsRepository) {
    super();
    this.settled = new SettledIds(repository, (receivers) => this.hooks.wake(receivers));
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
