import Database from 'better-sqlite3';
import { AccessFacts, accessSql, BlockFacts, mayAccess, PostAccess } from './post-visibility';
import type { PostStatus } from '../entities/post.entity';

const AUTHOR = 7;
const OTHER = 8;
const STATUSES: PostStatus[] = ['pending', 'published', 'deleted', 'hidden'];
const ACCESSES: PostAccess[] = ['open', 'reply', 'react'];

/** The rule table of post-visibility.ts: who may [open, reply, react]. */
const EXPECTED: Record<PostStatus, Record<'author' | 'other' | 'anonymous', boolean[]>> = {
  published: {
    author: [true, true, true],
    other: [true, true, true],
    anonymous: [true, true, true],
  },
  pending: {
    author: [true, true, true],
    other: [false, false, false],
    anonymous: [false, false, false],
  },
  deleted: {
    author: [true, false, false],
    other: [true, false, false],
    anonymous: [true, false, false],
  },
  hidden: {
    author: [true, false, false],
    other: [false, false, false],
    anonymous: [false, false, false],
  },
};

function post(status: PostStatus): AccessFacts & BlockFacts {
  // a tombstone has no author
  return { status, user_id: status === 'deleted' ? null : AUTHOR, viewer_blocked: false };
}

const sqlite = new Database(':memory:');
// the blocks table as accessSql's block probe reads it: nobody has blocked anybody here
sqlite.exec('CREATE TABLE blocks (blocker_id INTEGER, blocked_id INTEGER, created_at INTEGER)');

/** accessSql's condition evaluated by SQLite for one post (as `p`). */
function evaluate(sql: string, facts: AccessFacts): boolean {
  const row = sqlite
    .prepare(
      `SELECT CASE WHEN ${sql} THEN 1 ELSE 0 END AS ok FROM (SELECT ? AS status, ? AS user_id) p`,
    )
    .get(facts.status, facts.user_id) as { ok: number };
  return row.ok === 1;
}

/** mayAccess for any access (its overloads take `reply`/`react` only with the block facts). */
function check(facts: AccessFacts & BlockFacts, viewerId: number | null, a: PostAccess): boolean {
  return a === 'open' || a === 'counted'
    ? mayAccess(facts, viewerId, a)
    : mayAccess(facts, viewerId, a);
}

describe('post visibility', () => {
  it('refuses a reply or reaction from a viewer the author blocked, in TypeScript and in SQL', () => {
    const facts = { ...post('published'), viewer_blocked: true };
    expect(ACCESSES.map((a) => check(facts, OTHER, a))).toEqual([true, false, false]);
    sqlite.prepare('INSERT INTO blocks VALUES (?, ?, 0)').run(AUTHOR, OTHER);
    try {
      expect(ACCESSES.map((a) => evaluate(accessSql('p', String(OTHER), a), facts))).toEqual([
        true,
        false,
        false,
      ]);
    } finally {
      sqlite.prepare('DELETE FROM blocks').run();
    }
  });

  for (const status of STATUSES) {
    for (const [who, viewerId] of [
      ['author', AUTHOR],
      ['other', OTHER],
      ['anonymous', null],
    ] as const) {
      it(`${status} post, ${who} viewer: mayAccess and accessSql agree with the table`, () => {
        const facts = post(status);
        const expected = EXPECTED[status][who];
        expect(ACCESSES.map((a) => check(facts, viewerId, a))).toEqual(expected);
        const viewerSql = viewerId === null ? null : String(viewerId);
        expect(ACCESSES.map((a) => evaluate(accessSql('p', viewerSql, a), facts))).toEqual(
          expected,
        );
      });
    }
  }

  it('reads nothing about an anonymous viewer', () => {
    for (const access of ACCESSES) {
      expect(accessSql('p', null, access)).not.toMatch(/user_id/);
    }
  });
});
