import { MigrationInterface, QueryRunner } from 'typeorm';

const STATUSES_BEFORE = `'pending', 'published'`;
const STATUSES = `'pending', 'published', 'deleted', 'hidden'`;

const THREAD_BEFORE = `CREATE INDEX posts_thread ON posts (conversation_id, sort_order) WHERE status = 'published'`;
/** A tombstone keeps its place in its thread: the thread lists published and deleted posts. */
const THREAD = `CREATE INDEX posts_thread ON posts (conversation_id, sort_order) WHERE status IN ('published', 'deleted')`;

/**
 * Removing a post removes its reactions and the notifications about it: without these indexes
 * each removal would scan both tables (and SQLite's foreign key check of `reactions.post_id`
 * scans `reactions` for every deleted post row). `initiator_post_id` is 0 except on replies.
 */
const LOOKUP_INDEXES = [
  `CREATE INDEX reactions_post_any ON reactions (post_id)`,
  `CREATE INDEX notifications_receiver_post ON notifications (receiver_post_id)`,
  `CREATE INDEX notifications_initiator_post ON notifications (initiator_post_id) WHERE initiator_post_id <> 0`,
];
const LOOKUP_INDEX_NAMES = [
  'reactions_post_any',
  'notifications_receiver_post',
  'notifications_initiator_post',
];

/** `posts` columns in table order; `user_id` nullable or not, per direction. */
function postColumns(userIdNullable: boolean, withHidden: boolean): string[] {
  return [
    `"id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL`,
    `"user_id" BIGINT${userIdNullable ? '' : ' NOT NULL'}`,
    `"conversation_id" BIGINT NOT NULL DEFAULT 0`,
    `"parent_id" BIGINT NOT NULL DEFAULT 0`,
    `"original_id" BIGINT NOT NULL DEFAULT 0`,
    `"post" TEXT NOT NULL`,
    `"status" VARCHAR(16) NOT NULL`,
    `"type" VARCHAR(16) NOT NULL`,
    `"depth" INTEGER NOT NULL DEFAULT 0`,
    `"sort_order" VARCHAR(110)`,
    `"attachment_count" INTEGER NOT NULL DEFAULT 0`,
    `"replies" INTEGER NOT NULL DEFAULT 0`,
    `"reposts" INTEGER NOT NULL DEFAULT 0`,
    `"quotes" INTEGER NOT NULL DEFAULT 0`,
    `"stars" INTEGER NOT NULL DEFAULT 0`,
    `"flags" INTEGER NOT NULL DEFAULT 0`,
    `"reactions" INTEGER NOT NULL DEFAULT 0`,
    `"bumps" INTEGER NOT NULL DEFAULT 0`,
    `"created_at" BIGINT NOT NULL`,
    `"updated_at" BIGINT NOT NULL`,
    `"published_at" BIGINT NOT NULL`,
    `"sorted_at" BIGINT NOT NULL`,
    ...(withHidden ? [`"hidden_reason" VARCHAR(16)`, `"hidden_from" VARCHAR(16)`] : []),
  ];
}

const POST_INDEXES_EXCEPT_THREAD = [
  `CREATE INDEX posts_latest ON posts (sorted_at DESC, id DESC) WHERE status = 'published' AND parent_id = 0`,
  `CREATE INDEX posts_due ON posts (published_at, id) WHERE status = 'pending'`,
  `CREATE INDEX posts_replied ON posts (parent_id, user_id)`,
  `CREATE INDEX posts_user ON posts (user_id, status, parent_id, published_at DESC, id DESC)`,
];

/**
 * The post lifecycle (DESIGN §11): a post may also be `deleted` (a tombstone that keeps its
 * replies in their thread) or `hidden` (by a moderator or a suspension; `hidden_reason` says
 * why, `hidden_from` is the status it returns to when restored). A tombstone has no author:
 * `user_id` becomes nullable, so that erasing an account leaves no reference to it in its
 * tombstones. The thread index lists tombstones; reactions and notifications get an index by post.
 *
 * SQLite cannot change a CHECK or a NOT NULL in place: `posts` is rebuilt by SQLite's documented
 * procedure (foreign keys off, one transaction, `foreign_key_check` before COMMIT), keeping its
 * rows, AUTOINCREMENT position and ANALYZE statistics. Down fails while tombstones or hidden
 * posts exist, as it should (their rows do not fit the old table).
 */
export class PostLifecycle1764300000000 implements MigrationInterface {
  name = 'PostLifecycle1764300000000';
  // PRAGMA foreign_keys is a no-op inside a transaction: SQLite's rebuild opens its own.
  transaction = false;

  async up(queryRunner: QueryRunner): Promise<void> {
    if (isPostgres(queryRunner)) {
      await inTransaction(queryRunner, async () => {
        await queryRunner.query(`ALTER TABLE posts DROP CONSTRAINT posts_status_check`);
        await queryRunner.query(
          `ALTER TABLE posts ADD CONSTRAINT posts_status_check CHECK (status IN (${STATUSES}))`,
        );
        await queryRunner.query(`ALTER TABLE posts ALTER COLUMN user_id DROP NOT NULL`);
        await queryRunner.query(
          `ALTER TABLE posts ADD COLUMN hidden_reason VARCHAR(16), ADD COLUMN hidden_from VARCHAR(16)`,
        );
        await queryRunner.query(`DROP INDEX posts_thread`);
        await queryRunner.query(THREAD);
        for (const index of LOOKUP_INDEXES) {
          await queryRunner.query(index);
        }
      });
      return;
    }
    await rebuildPosts(queryRunner, {
      columns: postColumns(true, true),
      status: STATUSES,
      thread: THREAD,
      copied: postColumns(false, false),
      extra: LOOKUP_INDEXES,
    });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (isPostgres(queryRunner)) {
      await inTransaction(queryRunner, async () => {
        for (const name of LOOKUP_INDEX_NAMES) {
          await queryRunner.query(`DROP INDEX ${name}`);
        }
        await queryRunner.query(`DROP INDEX posts_thread`);
        await queryRunner.query(THREAD_BEFORE);
        await queryRunner.query(
          `ALTER TABLE posts DROP COLUMN hidden_reason, DROP COLUMN hidden_from`,
        );
        await queryRunner.query(`ALTER TABLE posts ALTER COLUMN user_id SET NOT NULL`);
        await queryRunner.query(`ALTER TABLE posts DROP CONSTRAINT posts_status_check`);
        await queryRunner.query(
          `ALTER TABLE posts ADD CONSTRAINT posts_status_check CHECK (status IN (${STATUSES_BEFORE}))`,
        );
      });
      return;
    }
    for (const name of LOOKUP_INDEX_NAMES) {
      await queryRunner.query(`DROP INDEX ${name}`);
    }
    await rebuildPosts(queryRunner, {
      columns: postColumns(false, false),
      status: STATUSES_BEFORE,
      thread: THREAD_BEFORE,
      copied: postColumns(false, false),
      extra: [],
    });
  }
}

function isPostgres(queryRunner: QueryRunner): boolean {
  return queryRunner.connection.driver.options.type === 'postgres';
}

async function inTransaction(queryRunner: QueryRunner, work: () => Promise<void>): Promise<void> {
  await queryRunner.startTransaction();
  try {
    await work();
    await queryRunner.commitTransaction();
  } catch (error) {
    await queryRunner.rollbackTransaction();
    throw error;
  }
}

interface PostsTable {
  columns: string[];
  status: string;
  thread: string;
  /** The columns both tables have (their definitions: the names are what counts). */
  copied: string[];
  /** Indexes of other tables made in the same transaction. */
  extra: string[];
}

async function rebuildPosts(queryRunner: QueryRunner, table: PostsTable): Promise<void> {
  await queryRunner.query('PRAGMA foreign_keys = OFF');
  try {
    await inTransaction(queryRunner, async () => {
      const names = table.copied.map((c) => c.split(' ')[0]).join(', ');
      const sequence = (await queryRunner.query(
        `SELECT seq FROM sqlite_sequence WHERE name = 'posts'`,
      )) as { seq: number }[];
      const statistics = (await queryRunner.query(
        `SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_stat1'`,
      )) as unknown[];
      const saved =
        statistics.length > 0
          ? ((await queryRunner.query(`SELECT * FROM sqlite_stat1 WHERE tbl = 'posts'`)) as Record<
              string,
              unknown
            >[])
          : [];
      await queryRunner.query(
        `CREATE TABLE "posts_rebuilt" (${[
          ...table.columns,
          `CONSTRAINT "posts_status_check" CHECK (status IN (${table.status}))`,
          `CONSTRAINT "posts_type_check" CHECK (type IN ('post', 'reply'))`,
          `CONSTRAINT "posts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id")`,
        ].join(', ')})`,
      );
      await queryRunner.query(
        `INSERT INTO "posts_rebuilt" (${names}) SELECT ${names} FROM "posts"`,
      );
      await queryRunner.query(`DROP TABLE "posts"`);
      await queryRunner.query(`ALTER TABLE "posts_rebuilt" RENAME TO "posts"`);
      if (sequence.length > 0) {
        await queryRunner.query(`DELETE FROM sqlite_sequence WHERE name = 'posts'`);
        await queryRunner.query(`INSERT INTO sqlite_sequence (name, seq) VALUES ('posts', ?)`, [
          sequence[0].seq,
        ]);
      }
      for (const index of [...POST_INDEXES_EXCEPT_THREAD, table.thread, ...table.extra]) {
        await queryRunner.query(index);
      }
      for (const row of saved) {
        const columns = Object.keys(row);
        await queryRunner.query(
          `INSERT INTO sqlite_stat1 (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
          Object.values(row),
        );
      }
      const violations = (await queryRunner.query('PRAGMA foreign_key_check')) as unknown[];
      if (violations.length > 0) {
        throw new Error(`foreign key violations after the rebuild: ${JSON.stringify(violations)}`);
      }
    });
  } finally {
    await queryRunner.query('PRAGMA foreign_keys = ON');
  }
}
