/** A read of the ids above a settled one, with the statement's snapshot bounds. */
export interface IdsAbove {
  rows: { id: number; receiver_id: number }[];
  /** The oldest transaction still running when the statement started (0 without rows). */
  xmin: bigint;
  /** The first transaction id not yet assigned then (0 without rows). */
  xmax: bigint;
}

/** What SettledIds reads (stream-horizon.postgres.ts implements it). */
export interface NotificationIds {
  /** The newest notification id of all users (0 when none). */
  maxId(): Promise<number>;
  /** Ids (with their receivers) above `after`, of all users, in order, and the snapshot bounds. */
  idsAbove(after: number, limit: number): Promise<IdsAbove>;
}

/**
 * A missing id is given up after this long even when unrelated long transactions keep the
 * snapshot's xmin from passing it (see SettledIds).
 */
export const GAP_TIMEOUT_MS = 10_000;
/** How often missing ids are looked for again while there are some. */
const GAP_RECHECK_MS = 250;
/** Ids below the newest that are checked for gaps when tracking (re)starts. */
const START_WINDOW = 1000;
const BATCH = 5000;
/** More missing ids than this at once cannot all be in flight: the excess is given up at once. */
const MAX_TRACKED_GAPS = 10_000;

/**
 * PostgreSQL: the "settled" notification id, below which no notification can still appear.
 *
 * Ids come from a sequence when the row is inserted, but transactions commit in any order: id 11
 * can be visible while id 10's transaction is still running. A stream that sent 11 and moved its
 * cursor past 10 would never send 10, and a client resuming with `Last-Event-ID: 11` would miss
 * it. So streams send only ids up to `settled`: the highest id such that every id below it is
 * visible or known never to appear. Ids are otherwise consecutive (only notifications draw from
 * their sequence), so a missing id belongs to a transaction that was running when the read that
 * first missed it started, i.e. below that read's snapshot `xmax`, or was deleted (with the post it
 * was about) after it committed: either way it is skipped once that `xmax` has passed, and a
 * deleted id is never sent.
 * Once a later read's snapshot `xmin` has passed that `xmax`, all those transactions have ended,
 * and an id still missing was rolled back: it is skipped. A missing id holds the ids after it
 * back until it appears or is skipped; GAP_TIMEOUT_MS is the backstop when an unrelated long
 * transaction holds `xmin` back. (Each writer takes its transaction id before drawing a
 * notification id: the star statement and the publisher write other rows first.)
 *
 * One query per refresh, for all streams of this instance, and refreshes coalesce (one in flight,
 * at most one queued). Tracking runs only while this instance holds streams.
 */
export class SettledIds {
  private settled: number | null = null;
  /** Missing ids above `settled` → when they were first seen missing (ms, snapshot xmax). */
  private readonly missing = new Map<number, { since: number; xmax: bigint }>();
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private recheck: NodeJS.Timeout | null = null;
  /** Bumped by stop(), so that a refresh still running then changes nothing. */
  private generation = 0;

  constructor(
    private readonly repository: NotificationIds,
    /** Told which receivers got notifications that just settled. */
    private readonly onSettled: (receiverIds: Set<number>) => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The settled id as of the last refresh, null when not tracking. */
  get value(): number | null {
    return this.settled;
  }

  /** The settled id after a refresh that started after this call. */
  async current(): Promise<number> {
    await this.refresh();
    return this.settled ?? 0;
  }

  /** Re-reads the ids above `settled`; concurrent calls share the queued refresh. */
  refresh(): Promise<void> {
    if (!this.running) {
      this.running = this.advance().finally(() => (this.running = null));
      return this.running;
    }
    const generation = this.generation;
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        // Not after stop(): a value nobody keeps up to date would cut the next stream short.
        return generation === this.generation ? this.refresh() : undefined;
      });
    return this.queued;
  }

  /** Forgets everything (no streams left); the next refresh starts again from the newest id. */
  stop(): void {
    this.generation += 1;
    this.settled = null;
    this.queued = null;
    this.missing.clear();
    if (this.recheck) {
      clearTimeout(this.recheck);
      this.recheck = null;
    }
  }

  private async advance(): Promise<void> {
    const generation = this.generation;
    if (this.settled === null) {
      const start = Math.max(0, (await this.repository.maxId()) - START_WINDOW);
      if (generation !== this.generation) {
        return;
      }
      this.settled ??= start;
    }
    const receivers = new Set<number>();
    for (;;) {
      const read = await this.repository.idsAbove(this.settled, BATCH);
      if (generation !== this.generation) {
        return;
      }
      if (!this.walk(read, receivers) || read.rows.length < BATCH) {
        break;
      }
    }
    this.scheduleRecheck();
    if (receivers.size > 0) {
      this.onSettled(receivers);
    }
  }

  /** Moves `settled` over visible and given-up ids; false when a missing id stops it. */
  private walk(read: IdsAbove, receivers: Set<number>): boolean {
    const now = this.now();
    for (const { id, receiver_id } of read.rows) {
      const from = this.settled! + 1;
      if (id - from > MAX_TRACKED_GAPS) {
        this.missing.clear();
      } else if (id > from) {
        let waiting = false;
        for (let gap = from; gap < id; gap++) {
          let seen = this.missing.get(gap);
          if (seen === undefined) {
            seen = { since: now, xmax: read.xmax };
            this.missing.set(gap, seen);
          }
          waiting ||= read.xmin < seen.xmax && now - seen.since < GAP_TIMEOUT_MS;
        }
        if (waiting) {
          return false;
        }
        for (let gap = from; gap < id; gap++) {
          this.missing.delete(gap);
        }
      }
      this.settled = id;
      receivers.add(receiver_id);
    }
    return true;
  }

  private scheduleRecheck(): void {
    if (this.missing.size === 0 || this.recheck || this.settled === null) {
      return;
    }
    this.recheck = setTimeout(() => {
      this.recheck = null;
      this.refresh().catch(() => this.scheduleRecheck());
    }, GAP_RECHECK_MS);
    this.recheck.unref();
  }
}
