import Database from 'better-sqlite3';
import { AccessFacts, accessSql, mayAccess, PostAccess } from './post-visibility';
import type { PostStatus } from './post.entity';

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

function post(status: PostStatus): AccessFacts {
  // a tombstone has no author
  return { status, user_id: status === 'deleted' ? null : AUTHOR };
}

const sqlite = new Database(':memory:');

/** accessSql's condition evaluated by SQLite for one post (as `p`). */
function evaluate(sql: string, facts: AccessFacts): boolean {
  const row = sqlite
    .prepare(
      `SELECT CASE WHEN ${sql} THEN 1 ELSE 0 END AS ok FROM (SELECT ? AS status, ? AS user_id) p`,
    )
    .get(facts.status, facts.user_id) as { ok: number };
  return row.ok === 1;
}

describe('post visibility', () => {
  for (const status of STATUSES) {
    for (const [who, viewerId] of [
      ['author', AUTHOR],
      ['other', OTHER],
      ['anonymous', null],
    ] as const) {
      it(`${status} post, ${who} viewer: mayAccess and accessSql agree with the table`, () => {
        const facts = post(status);
        const expected = EXPECTED[status][who];
        expect(ACCESSES.map((a) => mayAccess(facts, viewerId, a))).toEqual(expected);
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
