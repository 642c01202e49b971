import { INVALID_CREDENTIALS, MISSING_CREDENTIALS, PRO_REQUIRED } from '../src/auth/auth.errors';
import { formatTimestamp } from '../src/core/time';
import { Db } from '../src/database/sql';
import { PostResponse } from '../src/modules/posts/dto/post.response';
import { TOO_DEEP } from '../src/modules/posts/posts.service';
import { UsersService } from '../src/users/users.service';
import { basicAuth, createUser, TestUser } from './utils/auth';
import { createWorld } from './utils/world';
import { createTestApp, TestApp } from './utils/create-test-app';
import { call, expectError } from './utils/http';
import {
  ATTACHMENT_KEYS,
  createPost,
  PAGINATION_KEYS,
  POST_KEYS,
  publishDue,
  publishedPost as publishedPostOf,
  react,
  segments,
  USER_SUMMARY_KEYS,
} from './utils/post-api';
import { resetDatabase } from './utils/reset-database';

const MINUTE = 60_000;
const BAD_IDS = ['0', '-1', 'abc', '1.5', String(2 ** 53), '1e3', '01'];
const BAD_PAGES = ['0', '-1', 'x', '1.5'];
const POST_ID_MESSAGE = 'The Post ID field must be a whole number.';
const PAGE_MESSAGE = 'The Page field must be a whole number.';
const NOT_FOUND = 'The post does not exist.';
const WAIT_MESSAGE = (n: number) =>
  `Thank you for submitting your post. It will be publicly displayed in ${n} minutes. New accounts have a delay in publishing to help protect against spam.`;

interface PageBody {
  data: PostResponse[];
  pagination: Record<string, number | string>;
}

describe('Posts', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  let free: TestUser;

  const get = async (path: string, user?: TestUser): Promise<PageBody> => {
    const res = await call<PostResponse[]>(t.app, 'GET', path, { auth: user?.auth });
    expect({ path, status: res.status }).toEqual({ path, status: 200 });
    expect(res.body.status).toBe('success');
    const meta = res.body.meta as { pagination: Record<string, number | string> };
    expect(Object.keys(meta)).toEqual(['pagination']);
    expect(Object.keys(meta.pagination)).toEqual(PAGINATION_KEYS);
    return { data: res.body.data, pagination: meta.pagination };
  };
  const ids = (posts: PostResponse[]) => posts.map((p) => p.id);
  const publish = () => publishDue(t.app, t.clock);
  /** Posts that become public at distinct, increasing instants. */
  const publishedPost = async (user: TestUser, text: string, parentId = 0) => {
    const post = await publishedPostOf(
      t,
      user,
      parentId ? { post: text, parent_id: parentId } : text,
    );
    t.clock.advance(1000);
    return post;
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.app);
    ({ alice, bob, carol } = await createWorld(t.app, ['alice', 'bob', 'carol']));
    free = await createUser(t.app, 'dave', { plan: 'free' });
  });

  describe('POST /post', () => {
    it('asks anonymous callers for credentials (401)', async () => {
      const res = await call(t.app, 'POST', '/post', { form: { post: 'Hello' } });
      expect(expectError(res, 401)).toEqual([MISSING_CREDENTIALS]);
      expect(res.headers['www-authenticate']).toBe('Basic realm="api"');
    });

    it('rejects a wrong key (401)', async () => {
      const res = await call(t.app, 'POST', '/post', {
        auth: basicAuth('alice', 'wrong'),
        form: { post: 'Hello' },
      });
      expect(expectError(res, 401)).toEqual([INVALID_CREDENTIALS]);
    });

    it('refuses a free account (403)', async () => {
      const res = await call(t.app, 'POST', '/post', { auth: free.auth, form: { post: 'Hello' } });
      expect(expectError(res, 403)).toEqual([PRO_REQUIRED]);
      expect((await call(t.app, 'GET', '/metric/pendings')).body.data).toEqual({ count: 0 });
    });

    it('creates a pending top-level post public after the author’s delay', async () => {
      const eve = await createUser(t.app, 'eve', { delayMinutes: 2 });
      const now = t.clock.now();
      const res = await call<PostResponse>(t.app, 'POST', '/post', {
        auth: eve.auth,
        form: { post: 'Hello\nworld' },
      });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['status', 'messages', 'meta', 'data']);
      expect(res.body.status).toBe('success');
      expect(res.body.messages).toEqual([WAIT_MESSAGE(2)]);
      expect(res.body.meta).toEqual({});
      const post = res.body.data;
      expect(Object.keys(post)).toEqual(POST_KEYS);
      expect(Object.keys(post.user)).toEqual(USER_SUMMARY_KEYS);
      expect(post).toEqual({
        id: 1,
        user_id: eve.id,
        conversation_id: 0,
        parent_id: 0,
        original_id: 0,
        post: 'Hello\nworld',
        status: 'pending',
        type: 'post',
        depth: 0,
        sort_order: null,
        attachment_count: 0,
        replies: 0,
        reposts: 0,
        quotes: 0,
        stars: 0,
        flags: 0,
        reactions: 0,
        bumps: 0,
        created_at: formatTimestamp(now),
        updated_at: formatTimestamp(now),
        published_at: formatTimestamp(now + 2 * MINUTE),
        sorted_at: formatTimestamp(now + 2 * MINUTE),
        username: 'eve',
        replied: false,
        flagged: false,
        starred: false,
        attachments: [],
        user: {
          user_id: eve.id,
          username: 'eve',
          display_name: 'eve',
          bio: '',
          profile_image_url: 'http://localhost:3000/media/alphabet/e.png',
        },
      });
      expect((await call(t.app, 'GET', '/metric/pendings')).body.data).toEqual({ count: 1 });
      expect((await call(t.app, 'GET', '/metric/posts')).body.data).toEqual({ count: 0 });
    });

    it('says "1 minute" for a one-minute delay and "0 minutes" for none', async () => {
      const one = await createUser(t.app, 'one', { delayMinutes: 1 });
      const res = await call(t.app, 'POST', '/post', { auth: one.auth, form: { post: 'x' } });
      expect(res.body.messages).toEqual([
        'Thank you for submitting your post. It will be publicly displayed in 1 minute.',
      ]);
      const zero = await call(t.app, 'POST', '/post', { auth: alice.auth, form: { post: 'x' } });
      expect(zero.body.messages).toEqual([WAIT_MESSAGE(0)]);
    });

    it('reads the delay from the account at the time of posting', async () => {
      const first = await call(t.app, 'POST', '/post', { auth: alice.auth, form: { post: 'a' } });
      expect(first.body.messages).toEqual([WAIT_MESSAGE(0)]);
      await t.app.get(UsersService).setDelay('alice', 45);
      const now = t.clock.now();
      const second = await call<PostResponse>(t.app, 'POST', '/post', {
        auth: alice.auth,
        form: { post: 'b' },
      });
      expect(second.body.messages).toEqual([WAIT_MESSAGE(45)]);
      expect(second.body.data.published_at).toBe(formatTimestamp(now + 45 * MINUTE));
    });

    it('stores text attachments in index order with sort_order 0, 1, …', async () => {
      const now = t.clock.now();
      const post = await createPost(t.app, alice, {
        post: 'With attachments',
        attachment_count: 3,
        attachment_type_0: 'text',
        attachment_text_0: 'first\nline two',
        attachment_type_1: 'text',
        attachment_text_1: 'second',
        attachment_type_2: 'text',
        attachment_text_2: 'é'.repeat(10_000),
      });
      expect(post.attachment_count).toBe(3);
      expect(post.attachments.map((a) => Object.keys(a))).toEqual([
        ATTACHMENT_KEYS,
        ATTACHMENT_KEYS,
        ATTACHMENT_KEYS,
      ]);
      const stamp = formatTimestamp(now);
      expect(post.attachments).toEqual([
        {
          id: 1,
          user_id: alice.id,
          post_id: post.id,
          type: 'text',
          content: 'first\nline two',
          sort_order: 0,
          created_at: stamp,
          updated_at: stamp,
        },
        {
          id: 2,
          user_id: alice.id,
          post_id: post.id,
          type: 'text',
          content: 'second',
          sort_order: 1,
          created_at: stamp,
          updated_at: stamp,
        },
        {
          id: 3,
          user_id: alice.id,
          post_id: post.id,
          type: 'text',
          content: 'é'.repeat(10_000),
          sort_order: 2,
          created_at: stamp,
          updated_at: stamp,
        },
      ]);
      const single = await get(`/post/single/${post.id}`, alice);
      expect(single.data[0].attachments).toEqual(post.attachments);
    });

    it('ignores attachment fields past attachment_count and unknown fields', async () => {
      const post = await createPost(t.app, alice, {
        post: 'One attachment',
        attachment_count: 1,
        attachment_type_0: 'text',
        attachment_text_0: 'kept',
        attachment_type_1: 'video',
        attachment_text_1: '',
        status: 'published',
        user_id: bob.id,
      });
      expect(post.attachments.map((a) => a.content)).toEqual(['kept']);
      expect(post.status).toBe('pending');
      expect(post.user_id).toBe(alice.id);
    });

    it('accepts attachment_count 0 and attachment fields without a count', async () => {
      const post = await createPost(t.app, alice, {
        post: 'No attachments',
        attachment_count: 0,
        attachment_type_0: 'text',
        attachment_text_0: 'ignored',
      });
      expect(post.attachment_count).toBe(0);
      expect(post.attachments).toEqual([]);
    });

    it('accepts 240 characters counted as code points (240 emoji)', async () => {
      const emoji = '😀'.repeat(240);
      expect((await createPost(t.app, alice, emoji)).post).toBe(emoji);
      const ascii = 'a'.repeat(240);
      expect((await createPost(t.app, alice, ascii)).post).toBe(ascii);
    });

    it('accepts a JSON body', async () => {
      const res = await call<PostResponse>(t.app, 'POST', '/post', {
        auth: alice.auth,
        json: {
          post: 'From JSON',
          attachment_count: 1,
          attachment_type_0: 'text',
          attachment_text_0: 'json attachment',
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.post).toBe('From JSON');
      expect(res.body.data.attachments.map((a) => a.content)).toEqual(['json attachment']);
    });

    it('accepts a multipart body', async () => {
      const boundary = 'x-boundary-x';
      const fields = {
        post: 'From multipart',
        attachment_count: '1',
        attachment_type_0: 'text',
        attachment_text_0: 'multipart attachment',
      };
      const payload =
        Object.entries(fields)
          .map(
            ([name, value]) =>
              `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
          )
          .join('') + `--${boundary}--\r\n`;
      const res = await call<PostResponse>(t.app, 'POST', '/post', {
        auth: alice.auth,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(res.status).toBe(200);
      expect(res.body.data.post).toBe('From multipart');
      expect(res.body.data.attachments.map((a) => a.content)).toEqual(['multipart attachment']);
    });

    it('creates a reply in the parent’s conversation, one level deeper, with its path', async () => {
      const root = await publishedPost(alice, 'Root');
      const now = t.clock.now();
      const res = await call<PostResponse>(t.app, 'POST', '/post', {
        auth: bob.auth,
        form: { post: 'First reply', parent_id: root.id },
      });
      expect(res.status).toBe(200);
      const reply = res.body.data;
      expect(Object.keys(reply)).toEqual(POST_KEYS);
      expect(reply).toMatchObject({
        user_id: bob.id,
        conversation_id: root.id,
        parent_id: root.id,
        status: 'pending',
        type: 'reply',
        depth: 1,
        sort_order:
          '0000000001/0000000000/0000000000/00000000000/0000000000/0000000000/0000000000/0000000000/0000000000/0000000000',
        replies: 0,
        published_at: formatTimestamp(now),
        username: 'bob',
      });
      await publish();
      const second = await createPost(t.app, carol, { post: 'Second', parent_id: root.id });
      expect(segments(second.sort_order)).toEqual([2, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
      const nested = await createPost(t.app, carol, { post: 'Nested', parent_id: reply.id });
      expect(nested).toMatchObject({ conversation_id: root.id, parent_id: reply.id, depth: 2 });
      expect(segments(nested.sort_order)).toEqual([1, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
    });

    it('lets an author reply to their own pending post (its id is the conversation)', async () => {
      const root = await createPost(t.app, alice, 'Pending root');
      const reply = await createPost(t.app, alice, { post: 'Self reply', parent_id: root.id });
      expect(reply).toMatchObject({ conversation_id: root.id, parent_id: root.id, depth: 1 });
      const deeper = await createPost(t.app, alice, { post: 'Deeper', parent_id: reply.id });
      expect(deeper).toMatchObject({ conversation_id: root.id, depth: 2 });
    });

    it('treats parent_id 0 or empty as a top-level post', async () => {
      for (const parentId of ['0', '']) {
        const post = await createPost(t.app, alice, { post: 'Top', parent_id: parentId });
        expect(post).toMatchObject({ type: 'post', parent_id: 0, depth: 0, sort_order: null });
      }
    });

    it('answers 404 for a parent that does not exist', async () => {
      for (const parentId of [999, 2 ** 53 - 1]) {
        const res = await call(t.app, 'POST', '/post', {
          auth: alice.auth,
          form: { post: 'Orphan', parent_id: parentId },
        });
        expect(expectError(res, 404)).toEqual(['The parent post does not exist.']);
      }
      expect((await call(t.app, 'GET', '/metric/pendings')).body.data).toEqual({ count: 0 });
    });

    it('answers 404 for a parent that is someone else’s pending post', async () => {
      const pending = await createPost(t.app, alice, 'Not public yet');
      const res = await call(t.app, 'POST', '/post', {
        auth: bob.auth,
        form: { post: 'Too early', parent_id: pending.id },
      });
      expect(expectError(res, 404)).toEqual(['The parent post does not exist.']);
    });

    it('accepts replies down to depth 10 and answers 400 below that', async () => {
      let parent = await createPost(t.app, alice, 'Depth 0');
      for (let depth = 1; depth <= 10; depth++) {
        parent = await createPost(t.app, alice, { post: `Depth ${depth}`, parent_id: parent.id });
        expect(parent.depth).toBe(depth);
      }
      expect(segments(parent.sort_order)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
      const res = await call(t.app, 'POST', '/post', {
        auth: alice.auth,
        form: { post: 'Depth 11', parent_id: parent.id },
      });
      expect(expectError(res, 400)).toEqual([TOO_DEEP]);
      expect(res.body.meta).toEqual({ errors: { parent_id: [TOO_DEEP] } });
      expect(TOO_DEEP).toMatch(/at most 10 levels/);
    });

    it('gives 50 concurrent replies to one parent distinct paths and ordinals 1..50', async () => {
      const root = await publishedPost(alice, 'Popular');
      const users = [alice, bob, carol];
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          call<PostResponse>(t.app, 'POST', '/post', {
            auth: users[i % 3].auth,
            form: { post: `Reply ${i}`, parent_id: root.id },
          }),
        ),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(50).fill(200));
      const paths = responses.map((r) => r.body.data.sort_order);
      expect(new Set(paths).size).toBe(50);
      const ordinals = paths.map((p) => segments(p)[0]).sort((a, b) => a - b);
      expect(ordinals).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      for (const path of paths) {
        expect(segments(path).slice(1)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
      }
      const last = await t.app
        .get(Db)
        .get<{ last: number }>(`SELECT last FROM reply_ordinals WHERE parent_id = $1`, [root.id]);
      expect(last).toEqual({ last: 50 });
    });

    describe('rejects bad input with 400 and meta.errors', () => {
      const cases: [string, Record<string, string | number>, Record<string, string[]>][] = [
        ['a missing post', {}, { post: ['The Post field is required.'] }],
        ['an empty post', { post: '' }, { post: ['The Post field is required.'] }],
        ['a whitespace-only post', { post: ' \n\t ' }, { post: ['The Post field is required.'] }],
        [
          'a post of 241 characters',
          { post: 'a'.repeat(241) },
          { post: ['The Post field cannot be longer than 240 characters.'] },
        ],
        [
          'a post of 241 emoji',
          { post: '😀'.repeat(241) },
          { post: ['The Post field cannot be longer than 240 characters.'] },
        ],
        [
          'a post with a control character',
          { post: 'bell\u0007' },
          { post: ['The Post field must be a valid value.'] },
        ],
        ...['abc', '-1', '1.5', String(2 ** 53)].map(
          (parentId): [string, Record<string, string>, Record<string, string[]>] => [
            `parent_id ${parentId}`,
            { post: 'x', parent_id: parentId },
            { parent_id: ['The Parent ID field must be a whole number.'] },
          ],
        ),
        [
          'attachment_count 11',
          { post: 'x', attachment_count: 11 },
          { attachment_count: ['The Attachment Count field cannot be greater than 10.'] },
        ],
        ...['-1', 'two', '1.5'].map(
          (count): [string, Record<string, string>, Record<string, string[]>] => [
            `attachment_count ${count}`,
            { post: 'x', attachment_count: count },
            { attachment_count: ['The Attachment Count field must be a whole number.'] },
          ],
        ),
        [
          'a missing attachment type and text',
          { post: 'x', attachment_count: 1 },
          {
            attachment_type_0: ['The Attachment Type 0 field is required.'],
            attachment_text_0: ['The Attachment Text 0 field is required.'],
          },
        ],
        [
          'an attachment type other than text',
          { post: 'x', attachment_count: 1, attachment_type_0: 'image', attachment_text_0: 'a' },
          { attachment_type_0: ['The Attachment Type 0 field must be a valid value.'] },
        ],
        [
          'an empty attachment text',
          { post: 'x', attachment_count: 1, attachment_type_0: 'text', attachment_text_0: '' },
          { attachment_text_0: ['The Attachment Text 0 field is required.'] },
        ],
        [
          'a whitespace-only attachment text',
          { post: 'x', attachment_count: 1, attachment_type_0: 'text', attachment_text_0: '  ' },
          { attachment_text_0: ['The Attachment Text 0 field is required.'] },
        ],
        [
          'an attachment text of 10,001 characters',
          {
            post: 'x',
            attachment_count: 1,
            attachment_type_0: 'text',
            attachment_text_0: 'a'.repeat(10_001),
          },
          {
            attachment_text_0: [
              'The Attachment Text 0 field cannot be longer than 10000 characters.',
            ],
          },
        ],
        [
          'the second attachment missing',
          {
            post: 'x',
            attachment_count: 2,
            attachment_type_0: 'text',
            attachment_text_0: 'fine',
            attachment_type_1: 'text',
          },
          { attachment_text_1: ['The Attachment Text 1 field is required.'] },
        ],
      ];

      it.each(cases)('%s', async (_name, form, errors) => {
        const res = await call(t.app, 'POST', '/post', { auth: alice.auth, form });
        expect(expectError(res, 400)).toEqual(Object.values(errors).flat());
        expect(res.body.meta).toEqual({ errors });
        expect((await call(t.app, 'GET', '/metric/pendings')).body.data).toEqual({ count: 0 });
      });

      it('a post that is not a string (JSON)', async () => {
        const res = await call(t.app, 'POST', '/post', { auth: alice.auth, json: { post: 5 } });
        expect(expectError(res, 400)).toEqual(['The Post field must be a valid value.']);
      });

      it('an attachment text that is not a string (JSON)', async () => {
        const res = await call(t.app, 'POST', '/post', {
          auth: alice.auth,
          json: { post: 'x', attachment_count: 1, attachment_type_0: 'text', attachment_text_0: 7 },
        });
        expect(expectError(res, 400)).toEqual([
          'The Attachment Text 0 field must be a valid value.',
        ]);
      });
    });
  });

  describe('GET /latest', () => {
    it('rejects a wrong key (401)', async () => {
      const res = await call(t.app, 'GET', '/latest', { auth: basicAuth('alice', 'nope') });
      expect(expectError(res, 401)).toEqual([INVALID_CREDENTIALS]);
    });

    it('answers an empty list with the pagination of no results', async () => {
      const page = await get('/latest');
      expect(page.data).toEqual([]);
      expect(page.pagination).toEqual({
        total_results: 0,
        total_pages: 1,
        page_previous: 1,
        page_next: 1,
        page_current: 1,
        current_page: 1,
        current_result: 0,
        current_result_first: 0,
        current_result_last: 0,
        url_next: '/api/v0/latest?page=1',
        url_previous: '/api/v0/latest?page=1',
      });
    });

    it('lists published top-level posts by sorted_at, newest first (anonymous too)', async () => {
      const first = await publishedPost(alice, 'First');
      const second = await publishedPost(bob, 'Second');
      await publishedPost(carol, 'A reply is not listed', first.id); // bumps `first`
      await createPost(t.app, alice, 'Pending is not listed');
      for (const user of [undefined, alice, free]) {
        const page = await get('/latest', user);
        expect(ids(page.data)).toEqual([first.id, second.id]);
        expect(page.data.map((p) => Object.keys(p))).toEqual([POST_KEYS, POST_KEYS]);
        expect(page.data[0]).toMatchObject({
          status: 'published',
          conversation_id: first.id,
          replies: 1,
          bumps: 1,
        });
        expect(page.pagination).toMatchObject({ total_results: 2, current_result_last: 2 });
      }
    });

    it('breaks ties of sorted_at by id, highest first', async () => {
      const a = await createPost(t.app, alice, 'a');
      const b = await createPost(t.app, bob, 'b');
      const c = await createPost(t.app, carol, 'c');
      await publish();
      expect(ids((await get('/latest')).data)).toEqual([c.id, b.id, a.id]);
    });

    it('pages by 20, with URLs that keep only the page', async () => {
      for (let i = 0; i < 25; i++) {
        await createPost(t.app, alice, `Post ${i}`);
        t.clock.advance(1000);
      }
      await publish();
      const first = await get('/latest?foo=bar');
      expect(first.data).toHaveLength(20);
      expect(first.data[0].post).toBe('Post 24');
      expect(first.pagination).toEqual({
        total_results: 25,
        total_pages: 2,
        page_previous: 1,
        page_next: 2,
        page_current: 1,
        current_page: 1,
        current_result: 1,
        current_result_first: 1,
        current_result_last: 20,
        url_next: '/api/v0/latest?page=2',
        url_previous: '/api/v0/latest?page=1',
      });
      const second = await get('/latest?page=2&foo=bar');
      expect(second.data.map((p) => p.post)).toEqual([
        'Post 4',
        'Post 3',
        'Post 2',
        'Post 1',
        'Post 0',
      ]);
      expect(second.pagination).toMatchObject({
        page_previous: 1,
        page_next: 2,
        current_page: 2,
        current_result: 21,
        current_result_last: 25,
      });
      const past = await get('/latest?page=3');
      expect(past.data).toEqual([]);
      expect(past.pagination).toMatchObject({
        total_results: 25,
        page_current: 3,
        page_previous: 2,
        page_next: 2,
        current_result: 41,
        current_result_last: 25,
      });
    });

    it('marks replied, starred and flagged for the caller only', async () => {
      const post = await publishedPost(alice, 'React to me');
      await publishedPost(bob, 'Bob replies', post.id);
      await react(t.app, bob, 'star', post.id);
      await react(t.app, carol, 'flag', post.id);
      const flagsFor = async (user?: TestUser) => {
        const [p] = (await get('/latest', user)).data;
        return { replied: p.replied, starred: p.starred, flagged: p.flagged };
      };
      expect(await flagsFor(bob)).toEqual({ replied: true, starred: true, flagged: false });
      expect(await flagsFor(carol)).toEqual({ replied: false, starred: false, flagged: true });
      expect(await flagsFor(alice)).toEqual({ replied: false, starred: false, flagged: false });
      expect(await flagsFor()).toEqual({ replied: false, starred: false, flagged: false });
    });

    it('does not count a pending reply as replied', async () => {
      const post = await publishedPost(alice, 'Root');
      await publishedPost(carol, 'Published reply', post.id);
      await createPost(t.app, bob, { post: 'Pending reply', parent_id: post.id });
      expect((await get('/latest', bob)).data[0].replied).toBe(false);
    });

    it.each(BAD_PAGES)('rejects page=%s with 400', async (page) => {
      const res = await call(t.app, 'GET', `/latest?page=${page}`);
      expect(expectError(res, 400)).toEqual([PAGE_MESSAGE]);
      expect(res.body.meta).toEqual({ errors: { page: [PAGE_MESSAGE] } });
    });
  });

  describe('GET /pending', () => {
    it('asks anonymous callers for credentials (401)', async () => {
      const res = await call(t.app, 'GET', '/pending');
      expect(expectError(res, 401)).toEqual([MISSING_CREDENTIALS]);
    });

    it('rejects a wrong key (401)', async () => {
      const res = await call(t.app, 'GET', '/pending', { auth: basicAuth('bob', alice.apiKey) });
      expect(expectError(res, 401)).toEqual([INVALID_CREDENTIALS]);
    });

    it('refuses a free account (403)', async () => {
      const res = await call(t.app, 'GET', '/pending', { auth: free.auth });
      expect(expectError(res, 403)).toEqual([PRO_REQUIRED]);
    });

    it('lists the caller’s pending posts and replies, latest publication first', async () => {
      const root = await publishedPost(bob, 'Published root');
      await t.app.get(UsersService).setDelay('alice', 10);
      const soon = await createPost(t.app, alice, 'Soon');
      await t.app.get(UsersService).setDelay('alice', 30);
      const later = await createPost(t.app, alice, 'Later');
      const reply = await createPost(t.app, alice, { post: 'Pending reply', parent_id: root.id });
      await createPost(t.app, bob, 'Bob’s pending post');
      const page = await get('/pending', alice);
      expect(ids(page.data)).toEqual([reply.id, later.id, soon.id]);
      expect(page.data.map((p) => p.status)).toEqual(['pending', 'pending', 'pending']);
      expect(page.data.map((p) => Object.keys(p))).toEqual([POST_KEYS, POST_KEYS, POST_KEYS]);
      expect(page.data[2]).toEqual(soon);
      expect(page.pagination).toMatchObject({
        total_results: 3,
        url_next: '/api/v0/pending?page=1',
      });
      expect(ids((await get('/pending', carol)).data)).toEqual([]);
    });

    it('drops a post once it is published', async () => {
      await t.app.get(UsersService).setDelay('alice', 5);
      await createPost(t.app, alice, 'Wait for it');
      expect((await get('/pending', alice)).data).toHaveLength(1);
      t.clock.advanceMinutes(5);
      await publish();
      const page = await get('/pending', alice);
      expect(page.data).toEqual([]);
      expect(page.pagination.total_results).toBe(0);
    });

    it('pages by 20', async () => {
      await t.app.get(UsersService).setDelay('alice', 60);
      for (let i = 0; i < 21; i++) {
        await createPost(t.app, alice, `Pending ${i}`);
      }
      const second = await get('/pending?page=2', alice);
      expect(second.data.map((p) => p.post)).toEqual(['Pending 0']);
      expect(second.pagination).toMatchObject({ total_results: 21, total_pages: 2 });
    });

    it.each(BAD_PAGES)('rejects page=%s with 400', async (page) => {
      const res = await call(t.app, 'GET', `/pending?page=${page}`, { auth: alice.auth });
      expect(expectError(res, 400)).toEqual([PAGE_MESSAGE]);
    });
  });

  describe('GET /post/children/:post_id', () => {
    it('rejects a wrong key (401)', async () => {
      const root = await publishedPost(alice, 'Root');
      const res = await call(t.app, 'GET', `/post/children/${root.id}`, {
        auth: basicAuth('alice', bob.apiKey),
      });
      expect(expectError(res, 401)).toEqual([INVALID_CREDENTIALS]);
    });

    it('lists a three-level thread by three users depth-first, the post first', async () => {
      const root = await publishedPost(alice, 'root');
      const r1 = await publishedPost(bob, '1', root.id);
      const r2 = await publishedPost(carol, '2', root.id);
      const r11 = await publishedPost(carol, '1.1', r1.id);
      const r21 = await publishedPost(alice, '2.1', r2.id);
      const r111 = await publishedPost(alice, '1.1.1', r11.id);
      const r12 = await publishedPost(alice, '1.2', r1.id);
      const r3 = await publishedPost(bob, '3', root.id);
      const r112 = await publishedPost(bob, '1.1.2', r11.id);

      const page = await get(`/post/children/${root.id}`);
      expect(page.data.map((p) => p.post)).toEqual([
        'root',
        '1',
        '1.1',
        '1.1.1',
        '1.1.2',
        '1.2',
        '2',
        '2.1',
        '3',
      ]);
      expect(page.data.map((p) => p.depth)).toEqual([0, 1, 2, 3, 3, 2, 1, 2, 1]);
      expect(page.data.map((p) => Object.keys(p))).toEqual(Array(9).fill(POST_KEYS));
      expect(page.data.every((p) => p.conversation_id === root.id)).toBe(true);
      expect(page.data[0]).toMatchObject({ id: root.id, replies: 8, bumps: 8 });
      expect(page.pagination).toEqual({
        total_results: 8,
        total_pages: 1,
        page_previous: 1,
        page_next: 1,
        page_current: 1,
        current_page: 1,
        current_result: 1,
        current_result_first: 1,
        current_result_last: 8,
        url_next: `/api/v0/post/children/${root.id}?page=1`,
        url_previous: `/api/v0/post/children/${root.id}?page=1`,
      });

      const sub = await get(`/post/children/${r1.id}?x=1`);
      expect(ids(sub.data)).toEqual([r1.id, r11.id, r111.id, r112.id, r12.id]);
      expect(sub.pagination).toMatchObject({
        total_results: 4,
        url_next: `/api/v0/post/children/${r1.id}?page=1`,
      });
      expect(ids((await get(`/post/children/${r11.id}`)).data)).toEqual([r11.id, r111.id, r112.id]);
      const leaf = await get(`/post/children/${r21.id}`);
      expect(ids(leaf.data)).toEqual([r21.id]);
      expect(leaf.pagination.total_results).toBe(0);
      expect(ids((await get(`/post/children/${r3.id}`)).data)).toEqual([r3.id]);
    });

    it('shows the post first on every page, then 20 descendants per page', async () => {
      const root = await publishedPost(alice, 'root');
      for (let i = 1; i <= 25; i++) {
        await createPost(t.app, bob, { post: `reply ${i}`, parent_id: root.id });
      }
      await publish();
      const first = await get(`/post/children/${root.id}`);
      expect(first.data).toHaveLength(21);
      expect(first.data[0].id).toBe(root.id);
      expect(first.data[20].post).toBe('reply 20');
      expect(first.pagination).toMatchObject({ total_results: 25, total_pages: 2, page_next: 2 });
      const second = await get(`/post/children/${root.id}?page=2`);
      expect(second.data.map((p) => p.post)).toEqual([
        'root',
        'reply 21',
        'reply 22',
        'reply 23',
        'reply 24',
        'reply 25',
      ]);
      expect(second.pagination).toMatchObject({ current_result: 21, current_result_last: 25 });
      const past = await get(`/post/children/${root.id}?page=3`);
      expect(ids(past.data)).toEqual([root.id]);
    });

    it('lists only published descendants', async () => {
      const root = await publishedPost(alice, 'root');
      const published = await publishedPost(bob, 'published', root.id);
      await createPost(t.app, alice, { post: 'pending own reply', parent_id: root.id });
      const page = await get(`/post/children/${root.id}`, alice);
      expect(ids(page.data)).toEqual([root.id, published.id]);
      expect(page.pagination.total_results).toBe(1);
    });

    it('shows a pending post to its author only', async () => {
      const pending = await createPost(t.app, alice, 'Pending');
      const page = await get(`/post/children/${pending.id}`, alice);
      expect(page.data).toEqual([pending]);
      expect(page.pagination.total_results).toBe(0);
      for (const user of [bob, undefined]) {
        const res = await call(t.app, 'GET', `/post/children/${pending.id}`, { auth: user?.auth });
        expect(expectError(res, 404)).toEqual([NOT_FOUND]);
      }
    });

    it('answers 404 for a post that does not exist', async () => {
      for (const id of ['999', String(2 ** 53 - 1)]) {
        const res = await call(t.app, 'GET', `/post/children/${id}`);
        expect(expectError(res, 404)).toEqual([NOT_FOUND]);
      }
    });

    it.each(BAD_IDS)('rejects the id %s with 400', async (id) => {
      const res = await call(t.app, 'GET', `/post/children/${id}`);
      expect(expectError(res, 400)).toEqual([POST_ID_MESSAGE]);
      expect(res.body.meta).toEqual({ errors: { post_id: [POST_ID_MESSAGE] } });
    });

    it.each(BAD_PAGES)('rejects page=%s with 400', async (page) => {
      const root = await publishedPost(alice, 'root');
      const res = await call(t.app, 'GET', `/post/children/${root.id}?page=${page}`);
      expect(expectError(res, 400)).toEqual([PAGE_MESSAGE]);
    });
  });

  describe('GET /post/single/:post_id', () => {
    it('rejects a wrong key (401)', async () => {
      const res = await call(t.app, 'GET', '/post/single/1', { auth: basicAuth('zed', 'key') });
      expect(expectError(res, 401)).toEqual([INVALID_CREDENTIALS]);
    });

    it('answers [post] as a one-result list', async () => {
      const post = await publishedPost(alice, 'Single');
      const stored = (await get('/latest')).data[0];
      const page = await get(`/post/single/${post.id}`);
      expect(page.data).toEqual([stored]);
      expect(Object.keys(page.data[0])).toEqual(POST_KEYS);
      expect(page.pagination).toEqual({
        total_results: 1,
        total_pages: 1,
        page_previous: 1,
        page_next: 1,
        page_current: 1,
        current_page: 1,
        current_result: 1,
        current_result_first: 1,
        current_result_last: 1,
        url_next: `/api/v0/post/single/${post.id}?page=1`,
        url_previous: `/api/v0/post/single/${post.id}?page=1`,
      });
      const second = await get(`/post/single/${post.id}?page=2`);
      expect(second.data).toEqual([]);
      expect(second.pagination).toMatchObject({ total_results: 1, page_current: 2 });
    });

    it('shows a reply with its thread fields', async () => {
      const root = await publishedPost(alice, 'Root');
      const reply = await publishedPost(bob, 'Reply', root.id);
      const [shown] = (await get(`/post/single/${reply.id}`, carol)).data;
      expect(shown).toMatchObject({
        id: reply.id,
        status: 'published',
        type: 'reply',
        conversation_id: root.id,
        parent_id: root.id,
        depth: 1,
        sort_order: reply.sort_order,
      });
    });

    it('shows a pending post to its author only', async () => {
      const pending = await createPost(t.app, alice, 'Pending');
      expect((await get(`/post/single/${pending.id}`, alice)).data).toEqual([pending]);
      for (const user of [bob, free, undefined]) {
        const res = await call(t.app, 'GET', `/post/single/${pending.id}`, { auth: user?.auth });
        expect(expectError(res, 404)).toEqual([NOT_FOUND]);
      }
    });

    it('answers 404 for a post that does not exist', async () => {
      const res = await call(t.app, 'GET', '/post/single/12345');
      expect(expectError(res, 404)).toEqual([NOT_FOUND]);
    });

    it.each(BAD_IDS)('rejects the id %s with 400', async (id) => {
      const res = await call(t.app, 'GET', `/post/single/${id}`);
      expect(expectError(res, 400)).toEqual([POST_ID_MESSAGE]);
    });

    it.each(BAD_PAGES)('rejects page=%s with 400', async (page) => {
      const post = await publishedPost(alice, 'x');
      const res = await call(t.app, 'GET', `/post/single/${post.id}?page=${page}`);
      expect(expectError(res, 400)).toEqual([PAGE_MESSAGE]);
    });
  });

  describe('GET /timeline/user/:username', () => {
    it('rejects a wrong key (401)', async () => {
      const res = await call(t.app, 'GET', '/timeline/user/alice', {
        auth: basicAuth('alice', 'nope'),
      });
      expect(expectError(res, 401)).toEqual([INVALID_CREDENTIALS]);
    });

    it('lists the user’s published top-level posts, newest first', async () => {
      const older = await publishedPost(alice, 'Older');
      const bobs = await publishedPost(bob, 'Bob’s');
      const newer = await publishedPost(alice, 'Newer');
      await publishedPost(alice, 'A reply', bobs.id);
      // a reply to `older` bumps its sorted_at; the timeline still orders by published_at
      await publishedPost(bob, 'Bump', older.id);
      await t.app.get(UsersService).setDelay('alice', 10);
      await createPost(t.app, alice, 'Pending');
      await publish();
      const page = await get('/timeline/user/alice');
      expect(ids(page.data)).toEqual([newer.id, older.id]);
      expect(page.data.map((p) => Object.keys(p))).toEqual([POST_KEYS, POST_KEYS]);
      expect(page.pagination).toMatchObject({
        total_results: 2,
        url_next: '/api/v0/timeline/user/alice?page=1',
      });
      expect(ids((await get('/timeline/user/alice', alice)).data)).toEqual([newer.id, older.id]);
    });

    it('matches the user name case-insensitively', async () => {
      const post = await publishedPost(alice, 'Hi');
      const page = await get('/timeline/user/ALICE');
      expect(ids(page.data)).toEqual([post.id]);
      expect(page.pagination.url_next).toBe('/api/v0/timeline/user/ALICE?page=1');
    });

    it('answers an empty list for a user without posts', async () => {
      const page = await get('/timeline/user/carol');
      expect(page.data).toEqual([]);
      expect(page.pagination).toMatchObject({ total_results: 0, total_pages: 1 });
    });

    it('pages by 20', async () => {
      for (let i = 0; i < 21; i++) {
        await createPost(t.app, bob, `Post ${i}`);
        t.clock.advance(1000);
      }
      await publish();
      const second = await get('/timeline/user/bob?page=2');
      expect(second.data.map((p) => p.post)).toEqual(['Post 0']);
      expect(second.pagination).toMatchObject({ total_results: 21, current_result: 21 });
    });

    it('answers 404 for an unknown user', async () => {
      const res = await call(t.app, 'GET', '/timeline/user/nobody');
      expect(expectError(res, 404)).toEqual(['The user nobody does not exist.']);
    });

    it.each(BAD_PAGES)('rejects page=%s with 400', async (page) => {
      const res = await call(t.app, 'GET', `/timeline/user/alice?page=${page}`);
      expect(expectError(res, 400)).toEqual([PAGE_MESSAGE]);
    });
  });
});
