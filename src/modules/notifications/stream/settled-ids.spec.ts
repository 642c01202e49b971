import { GAP_TIMEOUT_MS, IdsAbove, NotificationIds, SettledIds } from './settled-ids';

/** The visible rows and snapshot a fake `notifications` table answers with. */
class FakeTable {
  rows: { id: number; receiver_id: number }[] = [];
  xmin = 100n;
  xmax = 110n;

  repository(): NotificationIds {
    return {
      maxId: () => Promise.resolve(Math.max(0, ...this.rows.map((r) => r.id))),
      idsAbove: (after: number, limit: number): Promise<IdsAbove> =>
        Promise.resolve({
          rows: this.rows.filter((r) => r.id > after).slice(0, limit),
          xmin: this.xmin,
          xmax: this.xmax,
        }),
    };
  }
}

describe('SettledIds', () => {
  let table: FakeTable;
  let now: number;
  let woken: number[][];
  let settled: SettledIds;

  beforeEach(async () => {
    table = new FakeTable();
    now = 0;
    woken = [];
    settled = new SettledIds(
      table.repository(),
      (receivers) => woken.push([...receivers]),
      () => now,
    );
    table.rows = [{ id: 1, receiver_id: 7 }];
    await settled.current();
    woken = [];
  });
  afterEach(() => settled.stop());

  it('moves over consecutive ids and wakes their receivers', async () => {
    table.rows.push({ id: 2, receiver_id: 8 }, { id: 3, receiver_id: 9 });
    expect(await settled.current()).toBe(3);
    expect(woken).toEqual([[8, 9]]);
  });

  it('holds back ids after a missing one while its transaction may still commit', async () => {
    table.rows.push({ id: 3, receiver_id: 9 });
    expect(await settled.current()).toBe(1);
    // still running: the oldest running transaction has not passed the first read's xmax
    table.xmin = 105n;
    table.xmax = 120n;
    expect(await settled.current()).toBe(1);
    table.rows.splice(1, 0, { id: 2, receiver_id: 8 });
    expect(await settled.current()).toBe(3);
    expect(woken).toEqual([[8, 9]]);
  });

  it('skips a missing id once every transaction running at its first sight has ended', async () => {
    table.rows.push({ id: 3, receiver_id: 9 });
    expect(await settled.current()).toBe(1);
    table.xmin = 110n;
    expect(await settled.current()).toBe(3);
  });

  it('skips it after GAP_TIMEOUT_MS when a long transaction holds xmin back', async () => {
    table.rows.push({ id: 3, receiver_id: 9 });
    expect(await settled.current()).toBe(1);
    now = GAP_TIMEOUT_MS - 1;
    expect(await settled.current()).toBe(1);
    now = GAP_TIMEOUT_MS;
    expect(await settled.current()).toBe(3);
  });

  it('starts a window below the newest id, so an id in flight then is not skipped', async () => {
    settled.stop();
    table.rows = [{ id: 500, receiver_id: 1 }];
    expect(await settled.current()).toBe(0);
    table.xmin = 120n;
    expect(await settled.current()).toBe(500);
  });

  // CI: the last stream closed during a burst, with one refresh running and one queued; the
  // queued one ran after stop() and left a value no event kept up to date (events are ignored
  // without streams), so the next stream's first read stopped at it and missed the burst's end.
  it('leaves no value behind from refreshes that were in flight when it stopped', async () => {
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    const repository = table.repository();
    const idsAbove = repository.idsAbove.bind(repository);
    repository.idsAbove = async (after, limit) => {
      await blocked;
      return idsAbove(after, limit);
    };
    settled = new SettledIds(
      repository,
      () => undefined,
      () => now,
    );
    const running = settled.refresh();
    const queued = settled.refresh();
    settled.stop();
    release();
    await Promise.all([running, queued]);
    expect(settled.value).toBeNull();
    // and the next start reads afresh
    table.rows.push({ id: 2, receiver_id: 8 });
    expect(await settled.current()).toBe(2);
  });
});
