import { NotificationsRepository } from '../notifications.repository';
import { StreamHorizon } from './stream-horizon';

/** The largest id: every visible id may be sent. */
const NO_LIMIT = Number.MAX_SAFE_INTEGER;

/**
 * SQLite: ids commit in order (one writer), so every visible id may be sent and a stream only
 * needs waking.
 */
export class SqliteStreamHorizon extends StreamHorizon {
  constructor(private readonly repository: NotificationsRepository) {
    super();
  }

  start(): Promise<number> {
    return this.repository.maxId();
  }

  upTo(): Promise<number> {
    return Promise.resolve(NO_LIMIT);
  }

  changed(receiverIds: readonly number[]): void {
    this.hooks.wake(receiverIds);
  }

  reconnected(): void {}

  stop(): void {}
}
