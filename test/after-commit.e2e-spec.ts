import { Db } from '../src/database/sql';
import { createTestApp, TestApp } from './utils/create-test-app';

/** `afterCommit`: effects outside the database run only once the data they announce is durable. */
describe('Db.afterCommit', () => {
  let t: TestApp;
  let db: Db;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(Db);
  });

  afterAll(() => t.close());

  it('runs at once on the plain handle', () => {
    const seen: string[] = [];
    db.afterCommit(() => seen.push('now'));
    expect(seen).toEqual(['now']);
  });

  it('runs after the COMMIT of a transaction, in order, and sees the committed row', async () => {
    const seen: string[] = [];
    let countAtCallback = -1;
    await db.transaction(async (tx) => {
      await tx.run(`INSERT INTO counters (name, value) VALUES ('after_commit_test', 7)`);
      tx.afterCommit(() => seen.push('first'));
      tx.afterCommit(() => {
        seen.push('second');
        void db
          .get<{ value: number }>(`SELECT value FROM counters WHERE name = 'after_commit_test'`)
          .then((row) => (countAtCallback = row?.value ?? 0));
      });
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['first', 'second']);
    await new Promise((r) => setTimeout(r, 50));
    expect(countAtCallback).toBe(7);
  });

  it('never runs after a rollback', async () => {
    const seen: string[] = [];
    await expect(
      db.transaction((tx) => {
        tx.afterCommit(() => seen.push('no'));
        return Promise.reject(new Error('roll back'));
      }),
    ).rejects.toThrow('roll back');
    expect(seen).toEqual([]);
  });

  it('a failing callback does not fail the committed transaction or stop the others', async () => {
    const seen: string[] = [];
    await expect(
      db.transaction((tx) => {
        tx.afterCommit(() => {
          throw new Error('callback failed');
        });
        tx.afterCommit(() => seen.push('still runs'));
        return Promise.resolve(1);
      }),
    ).resolves.toBe(1);
    expect(seen).toEqual(['still runs']);
  });
});
