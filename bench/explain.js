'use strict';
// EXPLAIN (ANALYZE, BUFFERS) of the statements whose cost grew with a user's data, before and
// after (docs/performance.md "Statements that must not grow"), on a PostgreSQL database seeded
// with 1,000,000 posts:
//   node bench/explain.js [--pg-url postgres://postgres@127.0.0.1:5432] [--posts 1000000] [--keep]
// Prints markdown: each statement's plan, before and after.
const { Client } = require('pg');
const { seed } = require('./seed');

function parseArgs(argv) {
  const o = {};
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i].replace(/^--/, '');
    o[k] = k === 'keep' ? true : argv[++i];
  }
  return o;
}

/** "Has the viewer replied" as it was: one condition on the whole set. */
const REPLIED_BEFORE = `SELECT COALESCE(json_agg(DISTINCT p.parent_id), '[]')
  FROM posts p
 WHERE p.parent_id = ANY($1::bigint[]) AND p.user_id = $2 AND p.status = 'published'`;

/** … and now: one lookup per listed post (src/modules/posts/views/post-views.repository.postgres.ts). */
const REPLIED_AFTER = `SELECT COALESCE(json_agg(x.id), '[]')
  FROM (SELECT DISTINCT id FROM unnest($1::bigint[]) AS ids(id)) x
 CROSS JOIN LATERAL (SELECT 1 FROM posts p
   WHERE p.parent_id = x.id AND p.user_id = $2 AND p.status = 'published' LIMIT 1) r`;

const COUNT_BEFORE = `SELECT COUNT(*) AS n FROM notifications WHERE receiver_id = $1`;
const COUNT_AFTER = `SELECT value FROM counters WHERE name = $1`;

async function explain(client, sql, params) {
  const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

async function main() {
  const a = parseArgs(process.argv.slice(2));
  const base = (a['pg-url'] || 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');
  const posts = +(a.posts || 1_000_000);
  const name = `bench_explain_${Date.now()}_${process.pid}`;
  const url = `${base}/${name}`;
  console.error(`# seeding ${name} with ${posts} posts …`);
  await seed({ db: 'postgres', url, posts });
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: sizes } = await client.query(
      `SELECT (SELECT COUNT(*) FROM posts) AS posts, (SELECT COUNT(*) FROM notifications) AS notifications`,
    );
    // the viewer with the most published replies, and a page of 20 posts: 10 they replied to,
    // 10 of the newest top-level posts
    const { rows: viewers } = await client.query(
      `SELECT user_id, COUNT(*) AS n FROM posts WHERE status = 'published'
        GROUP BY user_id ORDER BY n DESC LIMIT 1`,
    );
    const viewer = Number(viewers[0].user_id);
    const { rows: parents } = await client.query(
      `SELECT DISTINCT parent_id FROM posts WHERE user_id = $1 AND parent_id <> 0 LIMIT 10`,
      [viewer],
    );
    const { rows: newest } = await client.query(
      `SELECT id FROM posts WHERE parent_id = 0 AND status = 'published'
        ORDER BY sorted_at DESC, id DESC LIMIT 10`,
    );
    const ids = [...parents.map((r) => Number(r.parent_id)), ...newest.map((r) => Number(r.id))];
    const { rows: receivers } = await client.query(
      `SELECT receiver_id, COUNT(*) AS n FROM notifications
        GROUP BY receiver_id ORDER BY n DESC LIMIT 1`,
    );
    const receiver = Number(receivers[0].receiver_id);
    const out = [];
    out.push(
      `Database: ${sizes[0].posts} posts, ${sizes[0].notifications} notifications (VACUUM ANALYZE after loading). ` +
        `Viewer user ${viewer} (${viewers[0].n} published posts), a page of ${ids.length} posts; ` +
        `receiver user ${receiver} (${receivers[0].n} notifications).`,
    );
    for (const [title, sql, params] of [
      ['Replied, before', REPLIED_BEFORE, [ids, viewer]],
      ['Replied, after', REPLIED_AFTER, [ids, viewer]],
      ['Notification total, before', COUNT_BEFORE, [receiver]],
      ['Notification total, after', COUNT_AFTER, [`notifications_total:${receiver}`]],
    ]) {
      await explain(client, sql, params); // warm the cache: the second run is measured
      out.push(`\n#### ${title}\n\n\`\`\`\n${await explain(client, sql, params)}\n\`\`\``);
    }
    console.log(out.join('\n'));
  } finally {
    await client.end();
    if (!a.keep) {
      const admin = new Client({ connectionString: `${base}/postgres` });
      await admin.connect();
      await admin.query(`DROP DATABASE "${name}"`);
      await admin.end();
    } else {
      console.error(`# kept ${url}`);
    }
  }
}

main().catch((e) => {
  console.error(e.stack || e.message || e);
  process.exit(1);
});
