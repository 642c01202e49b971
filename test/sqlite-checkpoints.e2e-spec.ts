import { SqliteCheckpointer } from '../src/database/sqlite-checkpointer';
import { createUser } from './utils/auth';
import { createTestApp, TestApp } from './utils/create-test-app';
import { call } from './utils/http';

describe('SQLite checkpoints', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { SQLITE_CHECKPOINT_INTERVAL_MS: '200' } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('are made by a worker on the service database (SQLite), and by nobody on PostgreSQL', async () => {
    const checkpointer = t.app.get(SqliteCheckpointer);
    if (t.database.isPostgres) {
      await expect(checkpointer.checkpointNow()).rejects.toThrow(/not running/);
      return;
    }
    const alice = await createUser(t.app, 'alice');
    for (let i = 0; i < 20; i++) {
      const res = await call(t.app, 'POST', '/post', {
        auth: alice.auth,
        form: { post: `post ${i}` },
      });
      expect(res.status).toBe(200);
    }
    const result = await checkpointer.checkpointNow();
    expect(result.busy).toBe(0);
    expect(result.log).toBeGreaterThan(0);
    expect(result.checkpointed).toBe(result.log);
  });
});
