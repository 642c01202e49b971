import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrations } from '../../src/database/migrations';
import { openRawDatabase } from '../utils/raw-database';
import { serviceMain, ServiceProcess } from '../utils/service-process';
import { createTestDatabase, TestDatabase } from '../utils/test-database';

// Several processes on one database is a PostgreSQL deployment (SQLite is one embedded file per
// process, and its migrations run under SQLite's own write lock): PostgreSQL leg only.
const describePg = process.env.TEST_DATABASE_URL ? describe : describe.skip;

const INSTANCES = 10;

describePg('migrations on PostgreSQL under an advisory lock', () => {
  let database: TestDatabase;
  const instances: ServiceProcess[] = [];
  const dirs: string[] = [];

  beforeAll(async () => {
    serviceMain();
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await Promise.all(instances.map((i) => i.stop()));
    await database?.drop();
    for (const dir of dirs) {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it(`lets ${INSTANCES} instances started at once on an empty database all come up, and runs each migration once`, async () => {
    const started = await Promise.allSettled(
      Array.from({ length: INSTANCES }, () => {
        const storageDir = mkdtempSync(join(tmpdir(), 'social-migrate-'));
        dirs.push(storageDir);
        return ServiceProcess.start({
          databaseUrl: database.url,
          storageDir,
          // ten Node processes booting at once on a shared machine
          readyTimeoutMs: 240_000,
          env: { LOG_LEVEL: 'info' },
        });
      }),
    );
    for (const result of started) {
      if (result.status === 'fulfilled') {
        instances.push(result.value);
      }
    }
    const failures = started
      .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      .map((r) => String(r.reason).slice(0, 600));
    expect(failures).toEqual([]);
    expect(instances).toHaveLength(INSTANCES);

    const db = await openRawDatabase(database.url);
    try {
      const rows = await db.all<{ name: string; n: number }>(
        'SELECT name, COUNT(*) AS n FROM migrations GROUP BY name',
      );
      // sorted here: the database's collation and localeCompare order some names differently
      const byName = (a: { name: string }, b: { name: string }) =>
        a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
      expect(rows.map((r) => ({ name: r.name, n: Number(r.n) })).sort(byName)).toEqual(
        migrations.map((m) => ({ name: m.name, n: 1 })).sort(byName),
      );
    } finally {
      await db.close();
    }
    // the log says which instance ran them (host and pid), and every other found none pending
    const said = instances.map((instance) =>
      instance.output
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { context?: string; msg: string })
        .filter((line) => line.context === 'Migrations')
        .map((line) => line.msg),
    );
    const ran = said.filter(([msg]) => /^This instance \(/.test(msg));
    expect(ran).toHaveLength(1);
    const runner = instances[said.indexOf(ran[0])];
    const line = /^This instance \((.+)\) ran (\d+) migration\(s\): (.+)$/.exec(ran[0][0] ?? '');
    expect(line?.[1]).toBe(`${hostname()} pid ${runner.child.pid}`);
    expect(Number(line?.[2])).toBe(migrations.length);
    expect(line?.[3].split(', ').sort()).toEqual(migrations.map((m) => m.name).sort());
    expect(ran[0]).toHaveLength(1);
    for (const [i, lines] of said.entries()) {
      if (lines !== ran[0]) {
        expect(lines).toEqual([
          `No migration pending: this instance (${hostname()} pid ${instances[i].child.pid}) ran none`,
        ]);
      }
    }
    for (const instance of instances) {
      // JSON log lines at error or fatal (stderr also carries the AWS SDK's Node-version notice)
      expect(instance.errorLines().filter((line) => line.startsWith('{'))).toEqual([]);
    }
  }, 300_000);
});
