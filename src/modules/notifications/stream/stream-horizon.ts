/** What a horizon tells the streams of this instance. */
export interface HorizonHooks {
  /** These receivers may have new notifications up to the horizon: their streams read. */
  wake(receiverIds: Iterable<number>): void;
  failed(error: unknown): void;
}

/**
 * The highest notification id the streams of this instance may send (the database-specific part
 * of the stream, chosen by the module's provider factory): on SQLite every visible id (one writer
 * commits in id order); on PostgreSQL the settled id (SettledIds), so a late-committing lower id
 * is never skipped.
 */
export abstract class StreamHorizon {
  protected hooks: HorizonHooks = { wake: () => {}, failed: () => {} };

  /** Where the horizon sends its wake-ups and failures (NotificationStreamService, once). */
  listen(hooks: HorizonHooks): void {
    this.hooks = hooks;
  }

  /** "Now", where a stream without Last-Event-ID starts. */
  abstract start(): Promise<number>;
  /**
   * The bound of a read: ids above it are not sent yet. `fresh` asks for a bound that counts
   * every notification committed before the call, for a stream's first read: events for a
   * receiver without a stream here do not move the horizon, so its last value can be old.
   */
  abstract upTo(fresh: boolean): Promise<number>;
  /** Events say these receivers (some with streams here) have new notifications. */
  abstract changed(receiverIds: readonly number[]): void;
  /** Remote events may have been lost. */
  abstract reconnected(): void;
  /** The last stream of this instance ended. */
  abstract stop(): void;
}
