import { Db } from '../src/database/sql';
import { PostLifecycleService } from '../src/modules/posts/lifecycle/post-lifecycle.service';
import { DAY_MS, StandingService } from '../src/modules/standing/standing.service';
import { UsersService } from '../src/users/users.service';
import { createUser, TestUser } from './utils/auth';
import { createTestApp, TestApp } from './utils/create-test-app';
import { call } from './utils/http';
import { react } from './utils/post-api';
import { insertPost } from './utils/post-fixtures';
import { resetDatabase } from './utils/reset-database';

const HOUR = 3_600_000;

/**
 * The daily standing job (StandingService.runDaily), with the clock moved: which accounts get
 * their delay halved (rounding up), once per UTC day whatever the number of runs.
 */
describe('the standing job', () => {
  let t: TestApp;
  let standing: StandingService;
  let flagger: TestUser;
  /** The job's run: noon (UTC) of a day, so moving by hours stays within it. */
  let runAt: number;

  beforeAll(async () => {
    t = await createTestApp();
    standing = t.app.get(StandingService);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.app);
    runAt = Math.floor(t.clock.now() / DAY_MS) * DAY_MS + 12 * HOUR;
    t.clock.set(runAt - 10 * DAY_MS);
    flagger = await createUser(t.app, 'flagger');
  });

  const delayOf = async (user: TestUser) =>
    Number(
      (await t.app
        .get(Db)
        .get<{ delay_minutes: number }>('SELECT delay_minutes FROM users WHERE id = $1', [
          user.id,
        ]))!.delay_minutes,
    );

  /** An account with `delay` and a published post `hoursAgo` before the run. */
  async function account(name: string, delay: number, hoursAgo?: number): Promise<TestUser> {
    const user = await createUser(t.app, name, { delayMinutes: delay });
    if (hoursAgo !== undefined) {
      await insertPost(t.app, { userId: user.id, at: runAt - hoursAgo * HOUR });
    }
    return user;
  }

  /** A flag by `flagger` on `postId`, given `hoursAgo` before the run. */
  async function flagAt(postId: number, hoursAgo: number): Promise<void> {
    const now = t.clock.now();
    t.clock.set(runAt - hoursAgo * HOUR);
    await react(t.app, flagger, 'flag', postId);
    t.clock.set(now);
  }

  const newestPostOf = async (user: TestUser) =>
    (await t.app
      .get(Db)
      .get<{ id: number }>('SELECT MAX(id) AS id FROM posts WHERE user_id = $1', [user.id]))!.id;

  it('halves, rounding up, the delay of accounts whose posts stayed published 48 h unflagged', async () => {
    const good = await account('good', 8, 49);
    const odd = await account('odd', 5, 72);
    const one = await account('one', 1, 100);
    const zero = await account('zero', 0, 100);
    const recent = await account('recent', 8, 47); // published 47 h ago only
    const nothing = await account('nothing', 8); // no post
    const flagged = await account('flagged', 8, 100);
    await flagAt(await newestPostOf(flagged), 20); // flagged in the window
    const flaggedLongAgo = await account('flagged_long_ago', 8, 100);
    await flagAt(await newestPostOf(flaggedLongAgo), 60); // before the window
    const withdrawn = await account('withdrawn', 8, 100);
    await flagAt(await newestPostOf(withdrawn), 10);
    await react(t.app, flagger, 'unflag', await newestPostOf(withdrawn)); // taken back
    const flaggedNew = await account('flagged_new', 8, 100);
    // a newer post, published in the window, flagged: the account is not in good standing
    const newer = await insertPost(t.app, { userId: flaggedNew.id, at: runAt - 5 * HOUR });
    await flagAt(newer, 2);
    const hidden = await account('hidden', 8, 100);
    await insertPost(t.app, { userId: hidden.id, at: runAt - 90 * HOUR });
    expect(
      await t.app.get(PostLifecycleService).hide(await newestPostOf(hidden), 'moderator'),
    ).toBe(true);
    const suspended = await account('suspended', 8, 100);
    await t.app
      .get(Db)
      .run('UPDATE users SET suspended_at = $1 WHERE id = $2', [runAt - 200 * HOUR, suspended.id]);
    const pendingOnly = await account('pending_only', 8);
    await insertPost(t.app, {
      userId: pendingOnly.id,
      status: 'pending',
      at: runAt + 10 * HOUR,
    });
    const deletedOnly = await account('deleted_only', 8, 100);
    expect(
      (
        await call(t.app, 'DELETE', `/post/${await newestPostOf(deletedOnly)}`, {
          auth: deletedOnly.auth,
        })
      ).status,
    ).toBe(200);
    const penalised = await account('penalised', 8, 100);
    t.clock.set(runAt - 10 * HOUR);
    await t.app.get(UsersService).setDelay('penalised', 60); // the operator's penalty, lately
    const forgiven = await account('forgiven', 8, 100);
    t.clock.set(runAt - 49 * HOUR);
    await t.app.get(UsersService).setDelay('forgiven', 16); // a penalty served for 48 h

    t.clock.set(runAt);
    const run = await standing.runDaily();
    expect(run).toEqual({ day: Math.floor(runAt / DAY_MS), halved: 5 });
    const delays = async () =>
      Object.fromEntries(
        await Promise.all(
          [
            good,
            odd,
            one,
            zero,
            recent,
            nothing,
            flagged,
            flaggedLongAgo,
            withdrawn,
            flaggedNew,
            hidden,
            suspended,
            pendingOnly,
            deletedOnly,
            penalised,
            forgiven,
          ].map(async (u) => [u.username, await delayOf(u)]),
        ),
      );
    expect(await delays()).toEqual({
      good: 4,
      odd: 3,
      one: 1,
      zero: 0,
      recent: 8,
      nothing: 8,
      flagged: 8,
      flagged_long_ago: 4,
      withdrawn: 4,
      flagged_new: 8,
      hidden: 8,
      suspended: 8,
      pending_only: 8,
      deleted_only: 8,
      penalised: 60,
      forgiven: 8,
    });
  });

  it('runs once per UTC day: later runs that day change nothing, the next day halves again', async () => {
    const good = await account('good', 16, 49);
    t.clock.set(runAt);
    expect(await standing.runDaily()).toEqual({ day: Math.floor(runAt / DAY_MS), halved: 1 });
    expect(await delayOf(good)).toBe(8);
    t.clock.set(runAt + 11 * HOUR); // 23:00 the same day
    expect(await standing.runDaily()).toBeNull();
    expect(await delayOf(good)).toBe(8);
    t.clock.set(runAt + 13 * HOUR); // 01:00 the next day
    expect(await standing.runDaily()).toEqual({ day: Math.floor(runAt / DAY_MS) + 1, halved: 1 });
    expect(await delayOf(good)).toBe(4);
    for (let day = 2; day < 6; day++) {
      t.clock.set(runAt + day * DAY_MS);
      await standing.runDaily();
    }
    expect(await delayOf(good)).toBe(1); // 4 → 2 → 1 → 1 → 1: never below 1 by halving
    const days = await t.app.get(Db).all<{ day: number }>('SELECT day FROM standing_runs');
    expect(days).toHaveLength(6);
  });

  it('runs once when several instances run it at the same time', async () => {
    const good = await account('good', 16, 49);
    t.clock.set(runAt);
    const runs = await Promise.all(Array.from({ length: 6 }, () => standing.runDaily(runAt)));
    expect(runs.filter((r) => r !== null)).toEqual([
      { day: Math.floor(runAt / DAY_MS), halved: 1 },
    ]);
    expect(await delayOf(good)).toBe(8);
  });

  it('changes nothing when the run fails: the day stays free for the next look', async () => {
    const good = await account('good', 16, 49);
    t.clock.set(runAt);
    const users = t.app.get(UsersService);
    const halveDelays = users.halveDelays.bind(users);
    // the halving is written, then the transaction fails before its COMMIT
    const failing = jest
      .spyOn(users, 'halveDelays')
      .mockImplementationOnce(async (tx, qualifies, since, now) => {
        await halveDelays(tx, qualifies, since, now);
        throw new Error('the connection broke');
      });
    await expect(standing.runDaily()).rejects.toThrow('the connection broke');
    failing.mockRestore();
    expect(await delayOf(good)).toBe(16);
    expect(await t.app.get(Db).all('SELECT day FROM standing_runs')).toEqual([]);
    expect(await standing.runDaily()).toEqual({ day: Math.floor(runAt / DAY_MS), halved: 1 });
    expect(await delayOf(good)).toBe(8);
  });
});
