import { INVALID_CREDENTIALS } from '../../../auth';
import { collapse, NO_ROW, ScriptedDb } from '../../../../test/utils/scripted-db';
import { refusal } from '../../../../test/utils/refusal';
import { LATEST_PAGE_PLAN, ParentRow, PostsRepository } from '../posts.repository';
import { accessSql } from '../rules/post-visibility';
import { MAX_DEPTH } from '../rules/sort-order';
import { POST_BY_ID } from '../sql/post.sql';
import { viewerReactionsSql } from '../../reactions/reaction.sql';
import { SqlitePostViewsRepository } from '../views/post-views.repository.sqlite';
import { NO_INLINE_SETS } from '../views/post-views.repository';
import { NewPostRequest, NO_MORE_REPLIES, PARENT_NOT_FOUND, TOO_DEEP } from './post-writer';
import { PostgresPostWriter } from './post-writer.postgres';
import { SqlitePostWriter } from './post-writer.sqlite';

/**
 * The decisions of both PostWriters (CONTRIBUTING.md "Rules with two SQL implementations": parent
 * checks, ordinals used up, a reply no earlier than its pending parent), on a scripted database:
 * which statements run with which parameters, what is refused with which answer, and that a
 * refusal writes nothing. What the SQL itself computes (paths, ordinals, the delay) is tested on
 * both databases by test/dialect-rules.e2e-spec.ts, test/posts.e2e-spec.ts and
 * test/sort-order-sql.e2e-spec.ts.
 */

const REPLIER = 7;
const OTHER = 8;
const NOW = 1_700_000_000_000;
const NEW_ID = 500;
const PATH =
  '0000000003/0000000000/0000000000/00000000000/0000000000/0000000000/0000000000/0000000000/0000000000/0000000000';
const CREATED_ROW = { id: NEW_ID, post: 'hello' };

// the statements, by a piece of their text (the first that matches names a statement)
const CREATE_IN_ONE_STATEMENT = 'WITH author AS';
const FIND_PARENT = 'SELECT id, user_id, parent_id, conversation_id, status, published_at, depth';
const NEXT_ORDINAL = 'INSERT INTO reply_ordinals';
const INSERT_POST = 'INSERT INTO posts';
const INSERT_ATTACHMENTS = 'INSERT INTO attachments';
const AUTHOR_ROW = 'SELECT delay_minutes FROM users';
const STATEMENTS = {
  createInOneStatement: CREATE_IN_ONE_STATEMENT,
  findParent: FIND_PARENT,
  nextOrdinal: NEXT_ORDINAL,
  insertPost: INSERT_POST,
  insertAttachments: INSERT_ATTACHMENTS,
  findRow: POST_BY_ID,
  authorRow: AUTHOR_ROW,
};

/** A published top-level post of another user, which the replier may reply to. */
function parent(changes: Partial<ParentRow> = {}): ParentRow {
  return {
    id: 100,
    user_id: OTHER,
    parent_id: 0,
    conversation_id: 0,
    status: 'published',
    published_at: NOW - 60_000,
    depth: 0,
    sort_order: null,
    viewer_blocked: 0,
    ...changes,
  };
}

/** The parents the replier may not reply to: each is a 404 that says no more than "missing". */
const NOT_REPLYABLE: [string, ParentRow | undefined][] = [
  ['missing', undefined],
  ['pending, of another user', parent({ status: 'pending', published_at: NOW + 60_000 })],
  ['deleted (a tombstone)', parent({ status: 'deleted', user_id: null })],
  ['hidden, though the replier wrote it', parent({ status: 'hidden', user_id: REPLIER })],
  ['published by a user who blocked the replier', parent({ viewer_blocked: 1 })],
];

function request(changes: Partial<NewPostRequest> = {}): NewPostRequest {
  return { userId: REPLIER, parentId: 0, text: 'hello', attachmentTexts: [], now: NOW, ...changes };
}

const rows = (row: ParentRow | undefined) => (row ? [row] : NO_ROW);

describe('SqlitePostWriter (scripted database)', () => {
  function writerOn(db: ScriptedDb) {
    return new SqlitePostWriter(
      db,
      new PostsRepository(db, LATEST_PAGE_PLAN.sqlite, NO_INLINE_SETS),
      new SqlitePostViewsRepository(db, viewerReactionsSql),
    );
  }

  /**
   * A database on which every statement of a create answers; the ordinal upsert answers
   * `sortOrder` (null: the ordinal outgrew its path segment).
   */
  function scripted(parentRow?: ParentRow, sortOrder: string | null = PATH) {
    return new ScriptedDb('sqlite')
      .on(FIND_PARENT, rows(parentRow))
      .on(NEXT_ORDINAL, [{ sort_order: sortOrder }])
      .on(INSERT_POST, [{ id: NEW_ID, published_at: NOW }])
      .on(POST_BY_ID, [CREATED_ROW]);
  }

  /** The parameters of the INSERT of the post, by column. */
  function insertedPost(db: ScriptedDb) {
    const [insert] = db.ran(INSERT_POST);
    const [userId, conversationId, parentId, text, type, depth, sortOrder, attachments] =
      insert.params;
    const [createdAt, notBefore] = insert.params.slice(8);
    return {
      userId,
      conversationId,
      parentId,
      text,
      type,
      depth,
      sortOrder,
      attachments,
      createdAt,
      notBefore,
    };
  }

  it('writes a top-level post in one transaction, without a parent or an ordinal', async () => {
    const db = scripted();
    const created = await writerOn(db).create(request());
    expect(created).toEqual({ row: CREATED_ROW, attachments: [] });
    expect(db.names(STATEMENTS)).toEqual(['insertPost', 'findRow']);
    expect(insertedPost(db)).toEqual({
      userId: REPLIER,
      conversationId: 0,
      parentId: 0,
      text: 'hello',
      type: 'post',
      depth: 0,
      sortOrder: null,
      attachments: 0,
      createdAt: NOW,
      notBefore: 0,
    });
    expect(db.ran(POST_BY_ID)[0].params).toEqual([NEW_ID]);
    expect(db.outcomes).toEqual(new Map([[1, 'commit']]));
  });

  it('writes attachments 0 … n−1 in one statement, counts them on the post, answers them in order', async () => {
    const attachment = (sort_order: number) => ({ id: 10 + sort_order, sort_order });
    const db = scripted().on(INSERT_ATTACHMENTS, [attachment(2), attachment(0), attachment(1)]);
    const created = await writerOn(db).create(request({ attachmentTexts: ['a', 'b', 'c'] }));
    expect(insertedPost(db).attachments).toBe(3);
    const [insert] = db.ran(INSERT_ATTACHMENTS);
    expect(insert.sql).toContain(
      `VALUES ($1, $2, 'text', $4, 0, $3, $3), ($1, $2, 'text', $5, 1, $3, $3), ($1, $2, 'text', $6, 2, $3, $3)`,
    );
    expect(insert.params).toEqual([REPLIER, NEW_ID, NOW, 'a', 'b', 'c']);
    expect(created.attachments).toEqual([attachment(0), attachment(1), attachment(2)]);
  });

  it('writes a reply to a top-level post in its conversation, one level down, on the next ordinal', async () => {
    const db = scripted(parent());
    await writerOn(db).create(request({ parentId: 100 }));
    expect(db.ran(FIND_PARENT)[0].params).toEqual([100, REPLIER]);
    expect(db.ran(NEXT_ORDINAL)[0].params).toEqual([100, null, 0]);
    expect(insertedPost(db)).toMatchObject({
      conversationId: 100,
      parentId: 100,
      type: 'reply',
      depth: 1,
      sortOrder: PATH,
      notBefore: 0,
    });
    // the parent is read, the ordinal taken and the post written in one transaction
    expect(new Set(db.statements.map((s) => s.tx))).toEqual(new Set([1]));
    expect(db.outcomes.get(1)).toBe('commit');
  });

  it("writes a reply to a reply in the root's conversation, below the parent's path", async () => {
    const parentPath = PATH.replace(/^0000000003\/0000000000/, '0000000003/0000000004');
    const db = scripted(
      parent({ id: 101, parent_id: 100, conversation_id: 100, depth: 1, sort_order: parentPath }),
    );
    await writerOn(db).create(request({ parentId: 101 }));
    expect(db.ran(NEXT_ORDINAL)[0].params).toEqual([101, parentPath, 1]);
    expect(insertedPost(db)).toMatchObject({ conversationId: 100, parentId: 101, depth: 2 });
  });

  it('accepts a parent at depth 9: the reply is at the deepest level', async () => {
    const db = scripted(
      parent({ id: 109, parent_id: 108, conversation_id: 100, depth: MAX_DEPTH - 1 }),
    );
    await writerOn(db).create(request({ parentId: 109 }));
    expect(insertedPost(db).depth).toBe(MAX_DEPTH);
  });

  it("publishes a reply to the author's own pending post no earlier than that post", async () => {
    const due = NOW + 5 * 60_000;
    const db = scripted(parent({ user_id: REPLIER, status: 'pending', published_at: due }));
    await writerOn(db).create(request({ parentId: 100 }));
    expect(insertedPost(db).notBefore).toBe(due);
  });

  it.each(NOT_REPLYABLE)(
    'answers 404 to a reply to a parent that is %s, and writes nothing',
    async (_case, parentRow) => {
      const db = scripted(parentRow);
      expect(await refusal(writerOn(db).create(request({ parentId: 100 })))).toEqual({
        status: 404,
        message: PARENT_NOT_FOUND,
      });
      expect(db.names(STATEMENTS)).toEqual(['findParent']);
      expect(db.statements[0].params).toEqual([100, REPLIER]);
      expect(db.outcomes.get(1)).toBe('rollback');
      expect(db.writes()).toEqual([]);
    },
  );

  it(`answers 400 on parent_id to a reply to a parent at depth ${MAX_DEPTH}, and writes nothing`, async () => {
    const db = scripted(parent({ depth: MAX_DEPTH, parent_id: 99, conversation_id: 90 }));
    expect(await refusal(writerOn(db).create(request({ parentId: 100 })))).toEqual({
      status: 400,
      fields: { parent_id: [TOO_DEEP] },
    });
    expect(db.names(STATEMENTS)).toEqual(['findParent']);
    expect(db.writes()).toEqual([]);
  });

  it('answers 409 when the ordinals are used up, and rolls back the ordinal upsert', async () => {
    const db = scripted(parent(), null);
    expect(await refusal(writerOn(db).create(request({ parentId: 100 })))).toEqual({
      status: 409,
      message: NO_MORE_REPLIES,
    });
    expect(db.names(STATEMENTS)).toEqual(['findParent', 'nextOrdinal']);
    expect(db.outcomes.get(1)).toBe('rollback');
    expect(db.writes()).toEqual([]);
  });
  it('answers 401 when the author is gone by the time of the INSERT, and rolls back', async () => {
    const db = new ScriptedDb('sqlite')
      .on(FIND_PARENT, [parent()])
      .on(NEXT_ORDINAL, [{ sort_order: PATH }])
      .on(INSERT_POST, NO_ROW);
    expect(await refusal(writerOn(db).create(request({ parentId: 100 })))).toEqual({
      status: 401,
      message: INVALID_CREDENTIALS,
    });
    expect(db.names(STATEMENTS)).toEqual(['findParent', 'nextOrdinal', 'insertPost']);
    expect(db.outcomes.get(1)).toBe('rollback');
  });
});

describe('PostgresPostWriter (scripted database)', () => {
  function writerOn(db: ScriptedDb) {
    return new PostgresPostWriter(
      db,
      new PostsRepository(db, LATEST_PAGE_PLAN.postgres, NO_INLINE_SETS),
    );
  }

  const createdRow = (attachment_rows: unknown) => [{ ...CREATED_ROW, attachment_rows }];

  it('writes a top-level post as one statement, without reading a parent', async () => {
    const attachments = [{ id: 1, sort_order: 0 }];
    const db = new ScriptedDb('postgres').on(CREATE_IN_ONE_STATEMENT, createdRow(attachments));
    const created = await writerOn(db).create(request({ attachmentTexts: ['a'] }));
    // the row may keep its attachment_rows column; the mapper reads fields by name
    expect(created).toEqual({ row: expect.objectContaining(CREATED_ROW), attachments });
    expect(db.names(STATEMENTS)).toEqual(['createInOneStatement']);
    expect(db.statements[0].params).toEqual([REPLIER, 0, 'hello', NOW, ['a']]);
    expect(db.statements[0].tx).toBeNull();
  });

  it('answers no attachments for a post without any (json_agg of nothing is null)', async () => {
    const db = new ScriptedDb('postgres').on(CREATE_IN_ONE_STATEMENT, createdRow(null));
    expect((await writerOn(db).create(request())).attachments).toEqual([]);
  });

  it('checks the parent again inside the statement, locked against a delete or hide', async () => {
    const db = new ScriptedDb('postgres')
      .on(FIND_PARENT, [parent()])
      .on(CREATE_IN_ONE_STATEMENT, createdRow(null));
    await writerOn(db).create(request({ parentId: 100 }));
    const [statement] = db.ran(CREATE_IN_ONE_STATEMENT);
    expect(statement.params).toEqual([REPLIER, 100, 'hello', NOW, []]);
    expect(statement.sql).toContain(
      collapse(
        `WHERE id = $2 AND ${accessSql('posts', '$1', 'reply')} AND depth < ${MAX_DEPTH}
           AND EXISTS (SELECT 1 FROM author) FOR KEY SHARE`,
      ),
    );
  });

  it.each(NOT_REPLYABLE)(
    'answers 404 to a reply to a parent that is %s, before the statement',
    async (_case, parentRow) => {
      const db = new ScriptedDb('postgres')
        .on(FIND_PARENT, rows(parentRow))
        .on(CREATE_IN_ONE_STATEMENT, createdRow(null));
      expect(await refusal(writerOn(db).create(request({ parentId: 100 })))).toEqual({
        status: 404,
        message: PARENT_NOT_FOUND,
      });
      expect(db.names(STATEMENTS)).toEqual(['findParent']);
      expect(db.statements[0].tx).toBeNull();
    },
  );

  it(`answers 400 on parent_id to a reply to a parent at depth ${MAX_DEPTH}, before the statement`, async () => {
    const db = new ScriptedDb('postgres')
      .on(FIND_PARENT, [parent({ depth: MAX_DEPTH })])
      .on(CREATE_IN_ONE_STATEMENT, createdRow(null));
    expect(await refusal(writerOn(db).create(request({ parentId: 100 })))).toEqual({
      status: 400,
      fields: { parent_id: [TOO_DEEP] },
    });
    expect(db.names(STATEMENTS)).toEqual(['findParent']);
  });

  // a parent published when read may since be gone, a tombstone, hidden, or its author may have
  // blocked the replier (a published post never turns pending again)
  it.each(NOT_REPLYABLE.filter(([, row]) => row?.status !== 'pending'))(
    'answers 404 when, by the time the statement runs, the parent is %s (it wrote nothing)',
    async (_case, parentRow) => {
      const db = new ScriptedDb('postgres')
        .on(FIND_PARENT, [parent()], rows(parentRow))
        .on(CREATE_IN_ONE_STATEMENT, NO_ROW)
        .on(AUTHOR_ROW, [{ delay_minutes: 0 }]);
      expect(await refusal(writerOn(db).create(request({ parentId: 100 })))).toEqual({
        status: 404,
        message: PARENT_NOT_FOUND,
      });
      expect(db.names(STATEMENTS)).toEqual([
        'findParent',
        'createInOneStatement',
        'authorRow',
        'findParent',
      ]);
    },
  );

  it('answers 409 when the statement wrote nothing and the parent is still there: ordinals used up', async () => {
    const db = new ScriptedDb('postgres')
      .on(FIND_PARENT, [parent()])
      .on(CREATE_IN_ONE_STATEMENT, NO_ROW)
      .on(AUTHOR_ROW, [{ delay_minutes: 0 }]);
    expect(await refusal(writerOn(db).create(request({ parentId: 100 })))).toEqual({
      status: 409,
      message: NO_MORE_REPLIES,
    });
    expect(db.names(STATEMENTS)).toEqual([
      'findParent',
      'createInOneStatement',
      'authorRow',
      'findParent',
    ]);
  });

  it.each([0, 100])(
    'answers 401 when the statement wrote nothing because the author is gone (parent %i)',
    async (parentId) => {
      const db = new ScriptedDb('postgres')
        .on(FIND_PARENT, [parent()])
        .on(CREATE_IN_ONE_STATEMENT, NO_ROW)
        .on(AUTHOR_ROW, NO_ROW);
      expect(await refusal(writerOn(db).create(request({ parentId })))).toEqual({
        status: 401,
        message: INVALID_CREDENTIALS,
      });
      expect(db.names(STATEMENTS)).toEqual([
        ...(parentId ? ['findParent'] : []),
        'createInOneStatement',
        'authorRow',
      ]);
    },
  );
});
