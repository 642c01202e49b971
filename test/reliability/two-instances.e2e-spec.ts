import { PublicationRepository } from '../../src/modules/posts/publication/publication.repository';
import { PublisherService } from '../../src/modules/posts/publication/publisher.service';
import { createUser } from '../utils/auth';
import { createTestApp } from '../utils/create-test-app';
import { checkInvariants, readState } from '../utils/invariants';
import { createPost, postState, publishDue } from '../utils/post-api';
import { createUsersIn, openRawDatabase, RawDatabase } from '../utils/raw-database';
import { postTo, serviceMain, ServiceProcess } from '../utils/service-process';
import { waitUntil } from '../utils/wait';
import { createTestDatabase, TestDatabase } from '../utils/test-database';
import { WriteLoad } from '../utils/write-load';

const USERS = 8;
const LOAD_MS = 3000;

// Several instances can share only a PostgreSQL database (SQLite is one embedded file per
// process), so this suite runs in the PostgreSQL leg of .ci/run and is skipped on SQLite.
const describePg = process.env.TEST_DATABASE_URL ? describe : describe.skip;

/**
 * Two processes of the built service on one PostgreSQL database, both running the publication
 * job every 50 ms, under concurrent posts and replies (many to a few hot parents, and chains of
 * replies to the author's own still-pending posts) sent to both: every post is published
 * exactly once, with its side effects (counters, bumps, notifications) exactly once.
 */
describePg('two instances on one PostgreSQL database, both publishing', () => {
  let database: TestDatabase;
  let instances: ServiceProcess[] = [];
  let db: RawDatabase;

  beforeAll(async () => {
    serviceMain();
    database = await createTestDatabase();
  }, 120_000);

  afterAll(async () => {
    await db?.close();
    await Promise.all(instances.map((i) => i.kill()));
    await database?.drop();
  });

  it('publishes every post exactly once, with exact counters and notifications', async () => {
    const options = {
      databaseUrl: database.url,
      storageDir: database.storageDir,
      env: { PUBLISH_INTERVAL_MS: '50' },
    };
    // the first runs the migrations, then the second joins
    instances = [await ServiceProcess.start(options)];
    instances.push(await ServiceProcess.start(options));
    const [a, b] = instances;

    db = await openRawDatabase(database.url);
    const users = await createUsersIn(
      database.url,
      Array.from({ length: USERS }, (_, i) => `twin_user_${i}`),
    );

    const hot: number[] = [];
    for (const [i, user] of users.slice(0, 3).entries()) {
      hot.push((await postTo([a, b][i % 2].url, user, { post: `hot ${i}` })).id);
    }
    await waitUntil('the hot posts are published', async () => {
      const rows = await db.all<{ n: number }>(
        `SELECT COUNT(*) AS n FROM posts WHERE status = 'published'`,
      );
      return Number(rows[0].n) === hot.length;
    });

    const load = new WriteLoad({
      targets: [a.url, b.url],
      users,
      mix: { post: 2, reply: 7, star: 1 },
      hotPosts: hot,
      hotShare: 0.5,
      ownShare: 0.3,
    });
    load.start();
    await new Promise((r) => setTimeout(r, LOAD_MS));
    await waitUntil('enough replies were acknowledged', () =>
      Promise.resolve(load.count('reply', 200) >= 100 && load.count('post', 200) >= 20),
    );
    await load.stop();
    expect(load.ops.filter((o) => o.status === null || o.status >= 500)).toEqual([]);

    await waitUntil('no post is pending', async () => {
      const rows = await db.all<{ n: number }>(
        `SELECT COUNT(*) AS n FROM posts WHERE status = 'pending'`,
      );
      return Number(rows[0].n) === 0;
    });
    // a few more ticks of both publishers on nothing left to do
    await new Promise((r) => setTimeout(r, 300));

    const state = await readState(db);
    const acknowledged = [...load.posts.values()];
    expect(acknowledged.filter((p) => state.posts.get(p.id)?.status !== 'published')).toEqual([]);
    expect(state.posts.size).toBe(hot.length + acknowledged.length);
    expect(checkInvariants(state)).toEqual([]);
    // replies to the hot parents really piled up, and chains under pending posts were published
    for (const id of hot) {
      expect(state.posts.get(id)!.replies).toBeGreaterThan(10);
    }
    expect([...state.posts.values()].filter((p) => p.depth >= 2).length).toBeGreaterThan(5);
    for (const instance of instances) {
      expect(instance.errorLines()).toEqual([]);
    }
  }, 90_000);
});

describePg('two publishers whose batches share a reply chain', () => {
  it('neither deadlocks nor fails when a due reply’s parent is in the other batch', async () => {
    const t = await createTestApp();
    try {
      const alice = await createUser(t.app, 'alice');
      const root = await createPost(t.app, alice, 'root');
      await publishDue(t.app, t.clock);
      t.clock.advance(1000);
      // a pending reply and the author's reply to it, both due now
      const parent = await createPost(t.app, alice, { post: 'parent', parent_id: root.id });
      const child = await createPost(t.app, alice, { post: 'child', parent_id: parent.id });
      // the batch that took the parent pauses, so the other takes the child meanwhile: before
      // the fix it locked the root and waited for the parent, while the first waited for the root
      const repository = t.app.get(PublicationRepository);
      const markPublished = repository.markPublished.bind(repository);
      jest.spyOn(repository, 'markPublished').mockImplementation(async (tx, ids, now) => {
        if (ids.includes(parent.id)) {
          await new Promise((r) => setTimeout(r, 300));
        }
        return markPublished(tx, ids, now);
      });
      const publisher = t.app.get(PublisherService);
      const started = Date.now();
      const runs = await Promise.allSettled([
        publisher.publishDue(t.clock.now(), 1),
        publisher.publishDue(t.clock.now(), 1),
      ]);
      // PostgreSQL detects a deadlock after deadlock_timeout (1 s) and fails one of them
      expect(Date.now() - started).toBeLessThan(1000);
      expect(runs.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
      const published = runs.map((r) => (r.status === 'fulfilled' ? r.value : 0));
      expect(published[0] + published[1]).toBe(2);
      expect(await postState(t.app, root.id)).toMatchObject({ replies: 2, bumps: 2 });
      expect(await postState(t.app, parent.id)).toMatchObject({ status: 'published', replies: 1 });
      expect((await postState(t.app, child.id)).status).toBe('published');
    } finally {
      jest.restoreAllMocks();
      await t.close();
    }
  });
});
