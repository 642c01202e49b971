import { collapse, NO_ROW, ScriptedDb } from '../../../test/utils/scripted-db';
import { refusal } from '../../../test/utils/refusal';
import type { Clock } from '../../core/clock';
import type { NotificationEvents } from '../../core/events/notification-events';
import type { MediaUrls } from '../../core/media-urls';
import { addToCounterSql } from '../../database/counters/counters.sql';
import { CountersRepository } from '../../database/counters/counters.repository';
import { connectionShardSql, shardNames } from '../../database/counters/sharded-counters';
import type { SqlParam } from '../../database/sql';
import type { BlocksService } from '../blocks/blocks.service';
import { insertNotificationsSql, notificationTotalName } from '../notifications/notification.sql';
import { NotificationsRepository } from '../notifications/notifications.repository';
import { NotificationsService } from '../notifications/notifications.service';
import { PostAccessRow, PostCountsRepository } from '../posts/post-counts.repository';
import { PostCountsService } from '../posts/post-counts.service';
import { POSTGRES_ROW_LOCKS } from '../posts/rules/row-locks.postgres';
import { SQLITE_ROW_LOCKS } from '../posts/rules/row-locks.sqlite';
import { countReactionSql } from '../posts/sql/post-counters.sql';
import { POST_BY_ID, reactablePostSql } from '../posts/sql/post.sql';
import { PostgresPostViewsRepository } from '../posts/views/post-views.repository.postgres';
import { SqlitePostViewsRepository } from '../posts/views/post-views.repository.sqlite';
import { PostViewsService } from '../posts/views/post-views.service';
import type { FlagHooks } from './flag-hooks';
import { ReactionWriter } from './reaction-writer';
import { viewerReactionsSql } from './reaction.sql';
import { PostgresReactionWriter } from './reaction-writer.postgres';
import { SqliteReactionWriter } from './reaction-writer.sqlite';
import { ReactionType } from './reaction.types';
import { ReactionsRepository } from './reactions.repository';
import { POST_NOT_FOUND } from '../posts';
import { ReactionsService } from './reactions.service';

/**
 * The decisions of both ReactionWriters and of ReactionsService.add/remove (CONTRIBUTING.md
 * "Rules with two SQL implementations": only a state change counts, a first star bumps, a first
 * reaction notifies the author but not oneself, the totals count published posts only), on a
 * scripted database: which statements run with which parameters, and what is refused. That the
 * PostgreSQL statement does the same in SQL, and what happens under concurrency, is tested on
 * both databases by test/reactions.e2e-spec.ts and test/dialect-rules.e2e-spec.ts.
 */

const CALLER = 7;
const AUTHOR = 8;
const POST = 100;
const NOW = 1_700_000_000_000;

// the statements, by a piece of their text (the first that matches names a statement)
const ADD_IN_ONE_STATEMENT = 'WITH target AS';
const STATEMENTS = {
  addInOneStatement: ADD_IN_ONE_STATEMENT,
  accessRow: 'SELECT user_id, status, parent_id,',
  insertFirst: 'INSERT INTO reactions',
  reactivate: 'UPDATE reactions SET active = 1',
  deactivate: 'UPDATE reactions SET active = 0',
  countAndBump: 'SET stars = stars + 1, bumps = bumps +',
  countStar: 'SET stars = stars + 1,',
  countFlag: 'SET flags = flags + 1,',
  uncountStar: 'UPDATE posts SET stars = stars - CASE',
  uncountFlag: 'UPDATE posts SET flags = flags - CASE',
  notify: 'INSERT INTO notifications',
  notificationTotal: 'INSERT INTO counters',
  systemTotal: 'UPDATE counters SET value = value + $1 WHERE name = $2',
  findRow: POST_BY_ID,
};

/** The reduced post as the writers answer it (a post row; the test reads only the mapped fields). */
const POST_ROW = {
  id: POST,
  user_id: AUTHOR,
  conversation_id: 0,
  parent_id: 0,
  original_id: 0,
  post: 'hello',
  status: 'published',
  created_at: NOW - 60_000,
  updated_at: NOW,
  published_at: NOW - 60_000,
  username: 'author',
  display_name: 'Author',
  bio: '',
};

/** A published top-level post of AUTHOR, which CALLER may react to. */
function post(changes: Partial<PostAccessRow> = {}): PostAccessRow {
  return { user_id: AUTHOR, status: 'published', parent_id: 0, viewer_blocked: 0, ...changes };
}

/** The posts the caller may not react to (or withdraw a reaction from): each a 404. */
const NOT_REACTABLE: [string, PostAccessRow | undefined][] = [
  ['missing', undefined],
  ['pending, of another user', post({ status: 'pending' })],
  ['deleted (a tombstone)', post({ status: 'deleted', user_id: null })],
  ['hidden, though the caller wrote it', post({ status: 'hidden', user_id: CALLER })],
  ['published by a user who blocked the caller', post({ viewer_blocked: 1 })],
];

/** The writer of one dialect and the service over it, on a scripted database. */
function world(dialect: 'sqlite' | 'postgres', db = new ScriptedDb(dialect)) {
  const raised: number[][] = [];
  /** How the first transaction had ended when each event was raised. */
  const raisedAfter: (string | undefined)[] = [];
  const events = {
    raise: (ids: readonly number[]) => {
      raised.push([...ids]);
      raisedAfter.push(db.outcomes.get(1));
    },
  } as unknown as NotificationEvents;
  const counters = new CountersRepository(db);
  const notifications = new NotificationsService(
    db,
    new NotificationsRepository(db),
    {} as PostViewsService,
    {} as Clock,
    {} as MediaUrls,
    events,
    counters,
  );
  const deps = [
    db,
    new ReactionsRepository(db),
    new PostCountsService(
      new PostCountsRepository(dialect === 'postgres' ? POSTGRES_ROW_LOCKS : SQLITE_ROW_LOCKS),
    ),
    new PostViewsService(
      dialect === 'postgres'
        ? new PostgresPostViewsRepository(db, viewerReactionsSql)
        : new SqlitePostViewsRepository(db, viewerReactionsSql),
      {} as MediaUrls,
    ),
    notifications,
    counters,
  ] as const;
  const writer: ReactionWriter =
    dialect === 'postgres'
      ? new PostgresReactionWriter(...deps)
      : new SqliteReactionWriter(...deps);
  const flagged: number[] = [];
  const flagHooks = {
    flagged: (postId: number) => {
      flagged.push(postId);
      return Promise.resolve();
    },
  } as unknown as FlagHooks;
  const service = new ReactionsService(
    deps[1],
    writer,
    {} as PostViewsService,
    {} as BlocksService,
    counters,
    { now: () => NOW },
    flagHooks,
    {} as MediaUrls,
  );
  return { db, service, raised, raisedAfter, flagged };
}

/**
 * A SQLite world whose reaction rows answer as given: `inserted` (a first reaction), else
 * `reactivated` (a withdrawn one turned back on), else neither (already active).
 */
function sqliteWorld(
  target: PostAccessRow | undefined,
  rows: { inserted?: boolean; reactivated?: boolean } = {},
) {
  const changes = (changed = false) => ({ changes: changed ? 1 : 0 });
  const db = new ScriptedDb('sqlite')
    .on(STATEMENTS.accessRow, target ? [target] : NO_ROW)
    .on(STATEMENTS.insertFirst, changes(rows.inserted))
    .on(STATEMENTS.reactivate, changes(rows.reactivated))
    .on(STATEMENTS.countStar, changes(true))
    .on(STATEMENTS.countFlag, changes(true))
    .on(STATEMENTS.notify, [{ receiver_id: AUTHOR }])
    .on(STATEMENTS.notificationTotal, changes(true))
    .on(STATEMENTS.systemTotal, changes(true))
    .on(STATEMENTS.findRow, [POST_ROW]);
  return world('sqlite', db);
}

/** The one parameter list of the statement named `name` (it ran once). */
function paramsOf(db: ScriptedDb, name: keyof typeof STATEMENTS): SqlParam[] {
  const ran = db.ran(STATEMENTS[name]);
  expect(ran).toHaveLength(1);
  return ran[0].params;
}

/** The shard rows of the system total of `type`. */
const shardsOf = (type: ReactionType) =>
  shardNames(type === 'star' ? 'stars_total' : 'flags_total') as SqlParam[];

describe('SqliteReactionWriter add (scripted database)', () => {
  it('a first star on a published post: counts and bumps it, notifies the author, counts the total', async () => {
    const { db, service, raised, raisedAfter } = sqliteWorld(post(), { inserted: true });
    const answer = await service.add('star', POST, CALLER);
    expect(answer).toMatchObject({ id: POST, user_id: AUTHOR, post: 'hello' });
    expect(db.names(STATEMENTS)).toEqual([
      'accessRow',
      'insertFirst',
      'countAndBump',
      'notify',
      'notificationTotal',
      'systemTotal',
      'findRow',
    ]);
    expect(paramsOf(db, 'accessRow')).toEqual([POST, CALLER]);
    expect(paramsOf(db, 'insertFirst')).toEqual([CALLER, POST, 'star', NOW]);
    expect(paramsOf(db, 'countAndBump')).toEqual([POST, NOW]);
    // receiver, its post, initiator (named for a star), initiator post, type, actor, time, content
    expect(paramsOf(db, 'notify')).toEqual([AUTHOR, POST, CALLER, 0, 'star', CALLER, NOW, null]);
    expect(paramsOf(db, 'notificationTotal')).toEqual([notificationTotalName(AUTHOR), 1]);
    const [by, shard] = paramsOf(db, 'systemTotal');
    expect(by).toBe(1);
    expect(shardsOf('star')).toContain(shard);
    expect(db.outcomes).toEqual(new Map([[1, 'commit']]));
    expect(raised).toEqual([[AUTHOR]]);
    expect(raisedAfter).toEqual(['commit']);
  });

  it('a first flag: counts it without a bump, notifies the author anonymously, runs the flag hooks', async () => {
    const { db, service, raised, flagged } = sqliteWorld(post(), { inserted: true });
    await service.add('flag', POST, CALLER);
    expect(db.names(STATEMENTS)).toEqual([
      'accessRow',
      'insertFirst',
      'countFlag',
      'notify',
      'notificationTotal',
      'systemTotal',
      'findRow',
    ]);
    expect(paramsOf(db, 'insertFirst')).toEqual([CALLER, POST, 'flag', NOW]);
    expect(paramsOf(db, 'countFlag')).toEqual([POST, NOW]);
    expect(paramsOf(db, 'notify')).toEqual([AUTHOR, POST, 0, 0, 'flag', CALLER, NOW, null]);
    expect(shardsOf('flag')).toContain(paramsOf(db, 'systemTotal')[1]);
    expect(raised).toEqual([[AUTHOR]]);
    expect(flagged).toEqual([POST]);
  });

  it.each<ReactionType>(['star', 'flag'])(
    'a first %s on one’s own published post: counted, nobody notified',
    async (type) => {
      const { db, service, raised } = sqliteWorld(post({ user_id: CALLER }), { inserted: true });
      await service.add(type, POST, CALLER);
      expect(db.ran(STATEMENTS.notify)).toEqual([]);
      expect(db.ran(STATEMENTS.notificationTotal)).toEqual([]);
      expect(db.ran(type === 'star' ? STATEMENTS.countAndBump : STATEMENTS.countFlag)).toHaveLength(
        1,
      );
      expect(db.ran(STATEMENTS.systemTotal)).toHaveLength(1);
      expect(raised).toEqual([]);
    },
  );

  it('a first star on one’s own pending post: counted and bumped, not in the system total', async () => {
    const { db, service } = sqliteWorld(post({ user_id: CALLER, status: 'pending' }), {
      inserted: true,
    });
    await service.add('star', POST, CALLER);
    expect(db.names(STATEMENTS)).toEqual(['accessRow', 'insertFirst', 'countAndBump', 'findRow']);
  });

  it.each<ReactionType>(['star', 'flag'])(
    'a %s given again after being withdrawn: counts again, no bump, nobody notified',
    async (type) => {
      const { db, service, raised } = sqliteWorld(post(), { reactivated: true });
      await service.add(type, POST, CALLER);
      expect(db.names(STATEMENTS)).toEqual([
        'accessRow',
        'insertFirst',
        'reactivate',
        type === 'star' ? 'countStar' : 'countFlag',
        'systemTotal',
        'findRow',
      ]);
      expect(paramsOf(db, 'reactivate')).toEqual([CALLER, POST, type, NOW]);
      expect(raised).toEqual([]);
    },
  );

  it.each<ReactionType>(['star', 'flag'])(
    'a %s already active: no counter moves, answered as a success',
    async (type) => {
      const { db, service } = sqliteWorld(post());
      expect(await service.add(type, POST, CALLER)).toMatchObject({ id: POST });
      expect(db.names(STATEMENTS)).toEqual(['accessRow', 'insertFirst', 'reactivate', 'findRow']);
    },
  );
});

describe('PostgresReactionWriter add (scripted database)', () => {
  function postgresWorld(answer: Record<string, unknown> | undefined) {
    return world(
      'postgres',
      new ScriptedDb('postgres').on(ADD_IN_ONE_STATEMENT, answer ? [answer] : NO_ROW),
    );
  }

  it.each<ReactionType>(['star', 'flag'])(
    'a %s is one statement: caller, post, type, time, the named initiator',
    async (type) => {
      const { db, service } = postgresWorld({ ...POST_ROW, notified: false });
      expect(await service.add(type, POST, CALLER)).toMatchObject({ id: POST, user_id: AUTHOR });
      expect(db.names(STATEMENTS)).toEqual(['addInOneStatement']);
      const params = paramsOf(db, 'addInOneStatement');
      // a star names its giver in the notification, a flag does not
      expect(params).toEqual([CALLER, POST, type, NOW, type === 'star' ? CALLER : 0]);
      expect(db.statements[0].tx).toBeNull();
    },
  );

  it.each<ReactionType>(['star', 'flag'])(
    'the %s statement is built from the owners’ fragments, so each rule is written once',
    async (type) => {
      const { db, service } = postgresWorld({ ...POST_ROW, notified: false });
      await service.add(type, POST, CALLER);
      const [statement] = db.ran(ADD_IN_ONE_STATEMENT);
      for (const fragment of [
        reactablePostSql('$2', '$1'),
        countReactionSql(type === 'star' ? 'stars' : 'flags', 'changed', '$4'),
        insertNotificationsSql('notice'),
        addToCounterSql(
          connectionShardSql(type === 'star' ? 'stars_total' : 'flags_total'),
          '1',
          `EXISTS (SELECT 1 FROM counted WHERE status = 'published')`,
        ),
      ]) {
        expect(statement.sql).toContain(collapse(fragment));
      }
    },
  );

  it('announces the notification the statement wrote', async () => {
    const { service, raised } = postgresWorld({ ...POST_ROW, notified: true });
    await service.add('star', POST, CALLER);
    expect(raised).toEqual([[AUTHOR]]);
  });

  it('announces nothing when the statement wrote no notification', async () => {
    const { service, raised } = postgresWorld({ ...POST_ROW, notified: false });
    await service.add('star', POST, CALLER);
    expect(raised).toEqual([]);
  });

  it('answers 404 when the statement found no post the caller may react to, and runs no flag hook', async () => {
    const { db, service, raised, flagged } = postgresWorld(undefined);
    expect(await refusal(service.add('flag', POST, CALLER))).toEqual({
      status: 404,
      message: POST_NOT_FOUND,
    });
    expect(db.names(STATEMENTS)).toEqual(['addInOneStatement']);
    expect(raised).toEqual([]);
    expect(flagged).toEqual([]);
  });
});

describe.each(['sqlite', 'postgres'] as const)(
  'ReactionWriter on %s: refusals and removal (scripted database)',
  (dialect) => {
    /** A world whose active reaction is withdrawn (`deactivated`), the post then `status`. */
    function removal(
      target: PostAccessRow | undefined,
      deactivated: boolean,
      status: string = target?.status ?? 'published',
    ) {
      const db = new ScriptedDb(dialect)
        .on(STATEMENTS.accessRow, target ? [target] : NO_ROW)
        .on(STATEMENTS.deactivate, { changes: deactivated ? 1 : 0 })
        .on(STATEMENTS.uncountStar, [{ status }])
        .on(STATEMENTS.uncountFlag, [{ status }])
        .on(STATEMENTS.systemTotal, { changes: 1 })
        .on(STATEMENTS.findRow, [POST_ROW]);
      return world(dialect, db);
    }

    it.each(NOT_REACTABLE)(
      `${dialect === 'sqlite' ? 'a star, unstar, flag or unflag' : 'an unstar or unflag'} of a post that is %s: 404, nothing written`,
      async (_case, target) => {
        // the PostgreSQL star and flag check the post in their statement (see above)
        const changes = dialect === 'sqlite' ? (['add', 'remove'] as const) : (['remove'] as const);
        for (const type of ['star', 'flag'] as const) {
          for (const change of changes) {
            const { db, service, flagged } = removal(target, true);
            expect(await refusal(service[change](type, POST, CALLER))).toEqual({
              status: 404,
              message: POST_NOT_FOUND,
            });
            expect(db.writes()).toEqual([]);
            expect(flagged).toEqual([]);
          }
        }
      },
    );

    it.each<ReactionType>(['star', 'flag'])(
      'withdrawing an active %s on a published post: one less on the post and the total',
      async (type) => {
        const { db, service } = removal(post(), true);
        expect(await service.remove(type, POST, CALLER)).toMatchObject({ id: POST });
        const uncount = type === 'star' ? 'uncountStar' : 'uncountFlag';
        expect(db.names(STATEMENTS)).toEqual([
          'accessRow',
          'deactivate',
          uncount,
          'systemTotal',
          'findRow',
        ]);
        expect(paramsOf(db, 'deactivate')).toEqual([CALLER, POST, type, NOW]);
        expect(paramsOf(db, uncount)).toEqual([POST, NOW]);
        const [by, shard] = paramsOf(db, 'systemTotal');
        expect(by).toBe(-1);
        expect(shardsOf(type)).toContain(shard);
        expect(db.outcomes).toEqual(new Map([[1, 'commit']]));
      },
    );

    it('withdrawing a star from one’s own pending post: not taken off the system total', async () => {
      const { db, service } = removal(post({ user_id: CALLER, status: 'pending' }), true);
      await service.remove('star', POST, CALLER);
      expect(db.names(STATEMENTS)).toEqual(['accessRow', 'deactivate', 'uncountStar', 'findRow']);
    });

    it('withdrawing from a post published since the access read: the status of the UPDATE decides', async () => {
      const { db, service } = removal(
        post({ user_id: CALLER, status: 'pending' }),
        true,
        'published',
      );
      await service.remove('star', POST, CALLER);
      expect(paramsOf(db, 'systemTotal')[0]).toBe(-1);
    });

    it.each<ReactionType>(['star', 'flag'])(
      'withdrawing a %s that is not active: nothing moves, answered as a success',
      async (type) => {
        const { db, service } = removal(post(), false);
        expect(await service.remove(type, POST, CALLER)).toMatchObject({ id: POST });
        expect(db.names(STATEMENTS)).toEqual(['accessRow', 'deactivate', 'findRow']);
      },
    );

    it('reads the post locked against a lifecycle change in the same transaction', async () => {
      const { db, service } = removal(post(), false);
      await service.remove('star', POST, CALLER);
      const [access] = db.ran(STATEMENTS.accessRow);
      expect(access.tx).toBe(1);
      expect(access.sql.endsWith(' FOR KEY SHARE')).toBe(dialect === 'postgres');
    });
  },
);
