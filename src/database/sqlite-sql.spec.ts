import Database from 'better-sqlite3';
import { Sql } from './sql';
import { rowFactory, SqliteSql, toSqlitePlaceholders } from './sqlite-sql';

describe('toSqlitePlaceholders', () => {
  it('turns numbered placeholders into positional ones, in order of appearance', () => {
    expect(toSqlitePlaceholders('SELECT $2, $1, $2')).toEqual({
      text: 'SELECT +?, +?, +?',
      order: [1, 0, 1],
    });
  });

  it("keeps every value and the columns' affinity as a bare ? would (the unary plus is a no-op)", () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE t (i INTEGER, s TEXT, b BLOB, r REAL)');
    const values = [7, '007', Buffer.from([0, 1, 2]), 1.5, null, 'text', 2 ** 53 - 1];
    for (const v of values) {
      const plain = db.prepare('SELECT ? AS v, typeof(?) AS t').get(v, v);
      const { text } = toSqlitePlaceholders('SELECT $1 AS v, typeof($1) AS t');
      expect(db.prepare(text).get(v, v)).toEqual(plain);
    }
    const insert = (sql: string) => db.prepare(sql).run('007', '007', '007', '1');
    insert('INSERT INTO t VALUES (?, ?, ?, ?)');
    insert(toSqlitePlaceholders('INSERT INTO t VALUES ($1, $2, $3, $4)').text);
    const rows = db.prepare('SELECT i, s, b, r, typeof(i) ti, typeof(r) tr FROM t').all();
    expect(rows[1]).toEqual(rows[0]);
    expect(rows[0]).toEqual({ i: 7, s: '007', b: '007', r: 1, ti: 'integer', tr: 'real' });
    const { text } = toSqlitePlaceholders(
      'SELECT count(*) AS n FROM t WHERE i = $1 AND s = $2 LIMIT $3',
    );
    expect(db.prepare(text).get('7', '007', 5)).toEqual({ n: 2 });
  });
});

describe('rowFactory', () => {
  it('maps an array-mode row onto its column names, the last of duplicate names winning', () => {
    expect(rowFactory(['id', 'user name', 'x"y'])([1, 'ann', null])).toEqual({
      id: 1,
      'user name': 'ann',
      'x"y': null,
    });
    expect(rowFactory(['a', 'a'])([1, 2])).toEqual({ a: 2 });
  });
});

describe("SqliteSql: a request's ambient transaction", () => {
  // a real in-memory database: the rule is about which statements share the one connection
  let db: SqliteSql;
  const count = async (sql: Sql = db) =>
    (await sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM t'))!.n;

  beforeEach(async () => {
    db = new SqliteSql(new Database(':memory:'));
    await db.run('CREATE TABLE t (v INTEGER)');
  });

  it('takes no lock before its first write: other transactions run meanwhile', async () => {
    const ambient = await db.beginAmbient();
    await ambient.enter(() => db.get('SELECT 1')); // a read of the request
    await db.transaction((tx) => tx.run('INSERT INTO t (v) VALUES (1)'));
    expect(await count()).toBe(1);
    await ambient.rollback();
  });

  it('begins at the first write; others wait for its COMMIT and never see its rows before', async () => {
    const ambient = await db.beginAmbient();
    await ambient.enter(() => db.run('INSERT INTO t (v) VALUES (1)'));
    const seen = count(); // another request's read
    const written = db.transaction((tx) => tx.run('INSERT INTO t (v) VALUES (2)'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(await ambient.enter(() => count())).toBe(1); // its own row, inside it
    await ambient.commit();
    expect(await seen).toBe(1);
    await written;
    expect(await count()).toBe(2);
  });

  it('rolls back its writes, the nested ones and the plain ones alike', async () => {
    const ambient = await db.beginAmbient();
    await ambient.enter(async () => {
      await db.transaction((tx) => tx.run('INSERT INTO t (v) VALUES (1)'));
      await db.run('INSERT INTO t (v) VALUES (2)');
    });
    await ambient.rollback();
    expect(await count()).toBe(0);
  });

  it('undoes the work but keeps the answer written after it (an error answer)', async () => {
    const ambient = await db.beginAmbient();
    await ambient.enter(() => db.run('INSERT INTO t (v) VALUES (1)'));
    await ambient.undoWork();
    await ambient.ready();
    await ambient.sql.run('INSERT INTO t (v) VALUES (2)');
    await ambient.commit();
    expect(await db.all('SELECT v FROM t')).toEqual([{ v: 2 }]);
  });

  it('undoes nothing, and begins nothing, when the request wrote nothing', async () => {
    const ambient = await db.beginAmbient();
    await ambient.undoWork();
    await db.transaction((tx) => tx.run('INSERT INTO t (v) VALUES (3)')); // no lock held
    await ambient.ready();
    await ambient.sql.run('INSERT INTO t (v) VALUES (4)');
    await ambient.commit();
    expect(await db.all('SELECT v FROM t ORDER BY v')).toEqual([{ v: 3 }, { v: 4 }]);
  });

  it("undoes a failed nested transaction alone: the request's other writes stay", async () => {
    const ambient = await db.beginAmbient();
    await ambient.enter(async () => {
      await db.run('INSERT INTO t (v) VALUES (1)');
      await expect(
        db.transaction(async (tx) => {
          await tx.run('INSERT INTO t (v) VALUES (2)');
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
    });
    await ambient.commit();
    expect(await db.all('SELECT v FROM t')).toEqual([{ v: 1 }]);
  });

  it('undoes a failed nested transaction that was its first write, and gives the lock back', async () => {
    const ambient = await db.beginAmbient();
    let failed!: () => void;
    const afterFailure = new Promise<void>((resolve) => (failed = resolve));
    let resume!: () => void;
    const resumed = new Promise<void>((resolve) => (resume = resolve));
    const request = ambient.enter(async () => {
      await expect(
        db.transaction(async (tx) => {
          await tx.run('INSERT INTO t (v) VALUES (1)');
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      failed();
      await resumed;
      await db.transaction((tx) => tx.run('INSERT INTO t (v) VALUES (2)'));
    });
    await afterFailure;
    // no lock held now: another request writes, commits and reads meanwhile
    await db.transaction((tx) => tx.run('INSERT INTO t (v) VALUES (7)'));
    expect(await db.all('SELECT v FROM t')).toEqual([{ v: 7 }]);
    resume();
    await request;
    await ambient.commit();
    expect(await db.all('SELECT v FROM t ORDER BY v')).toEqual([{ v: 2 }, { v: 7 }]);
  });

  it('ready() begins a transaction that wrote nothing yet, for the answer alone', async () => {
    const ambient = await db.beginAmbient();
    await ambient.ready();
    const other = db.run('INSERT INTO t (v) VALUES (9)');
    await ambient.sql.run('INSERT INTO t (v) VALUES (1)');
    await ambient.rollback();
    await other;
    expect(await db.all('SELECT v FROM t')).toEqual([{ v: 9 }]);
  });
});
