import { createUsersIn, openRawDatabase, RawDatabase } from './utils/raw-database';
import { serviceMain, ServiceProcess } from './utils/service-process';
import { createTestDatabase, TestDatabase } from './utils/test-database';

// Several instances can share only a PostgreSQL database (see two-instances.e2e-spec.ts).
const describePg = process.env.TEST_DATABASE_URL ? describe : describe.skip;

/**
 * Idempotency-Key across instances: the record and the lock (an advisory lock) live in the
 * database, so retries of one request spread over two processes of the built service still make
 * one post and get one answer. Real HTTP (fetch) against listening servers.
 */
describePg('Idempotency-Key across two instances on one PostgreSQL database', () => {
  let database: TestDatabase;
  let instances: ServiceProcess[] = [];
  let db: RawDatabase | undefined;

  beforeAll(async () => {
    serviceMain();
    database = await createTestDatabase();
  }, 120_000);

  afterAll(async () => {
    await db?.close();
    await Promise.all(instances.map((i) => i.kill()));
    await database?.drop();
  });

  it('20 concurrent retries, half to each instance: one post, 20 identical answers', async () => {
    const options = { databaseUrl: database.url, storageDir: database.storageDir };
    instances = [await ServiceProcess.start(options)];
    instances.push(await ServiceProcess.start(options));
    db = await openRawDatabase(database.url);
    const [user] = await createUsersIn(database.url, ['twin_idem']);

    const sendUntilFinal = async (target: ServiceProcess) => {
      for (let attempt = 0; attempt < 60; attempt++) {
        const res = await fetch(`${target.url}/api/v0/post`, {
          method: 'POST',
          headers: { authorization: user.auth, 'idempotency-key': 'twin-key' },
          body: new URLSearchParams({ post: 'one post, two instances' }),
        });
        const body = await res.text();
        if (res.status !== 409) {
          return { status: res.status, body, replayed: res.headers.get('idempotent-replayed') };
        }
        await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after')) * 1000));
      }
      throw new Error('stayed 409');
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => sendUntilFinal(instances[i % 2])),
    );
    expect(answers[0].status).toBe(200);
    expect(new Set(answers.map((a) => `${a.status} ${a.body}`)).size).toBe(1);
    expect(answers.filter((a) => a.replayed === null)).toHaveLength(1);
    const posts = await db.all(`SELECT id FROM posts WHERE user_id = $1`, [user.id]);
    expect(posts).toHaveLength(1);
    for (const instance of instances) {
      expect(instance.errorLines()).toEqual([]);
    }
  }, 90_000);
});
