import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { runJourney } from '../clients/typescript/examples/journey';
import { runModerationJourney } from '../clients/typescript/examples/moderation';
import { UsersService } from '../src/users/users.service';
import { assertionsIn } from './support/type-assertions';
import { createUser, TestUser } from './utils/auth';
import { createTestApp, listen, TestApp } from './utils/create-test-app';
import { createPost, publishDue, react } from './utils/post-api';
import { makeImage } from './utils/uploads';
import { resetDatabase } from './utils/reset-database';
import { waitUntil } from './utils/wait';
import { Db } from '../src/database/sql';
import { tokensFor } from './oauth/oauth-client';

/**
 * The typed client of the README: clients/typescript/api.d.ts is what openapi-typescript makes of
 * the served document today, and a journey written with openapi-fetch and those types compiles
 * strictly without type assertions and runs against a listening server.
 */

const run = promisify(execFile);
const ROOT = join(__dirname, '..');
const CLIENT_DIR = join(ROOT, 'clients', 'typescript');
const TYPES_FILE = join(CLIENT_DIR, 'api.d.ts');

/** What `npm run client:types` makes of a document (its script, in a process of its own). */
async function generateClientTypes(document: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'client-types-'));
  try {
    const file = join(dir, 'openapi.json');
    await writeFile(file, document);
    const script = join(ROOT, 'scripts', 'generate-client-types.js');
    const { stdout } = await run(process.execPath, [script, file, '--stdout'], {
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('Typed client (openapi-typescript + openapi-fetch)', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    base = await listen(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has committed types that match the served document (else: npm run client:types)', async () => {
    const document = await (await fetch(`${base}/docs/openapi.json`)).text();
    const expected = await generateClientTypes(document);
    const committed = await readFile(TYPES_FILE, 'utf8');
    // Not toEqual on 7,000 lines: say what to do.
    expect(committed === expected ? 'up to date' : 'stale: run npm run client:types').toBe(
      'up to date',
    );
  }, 60_000);

  it('compiles the journey with tsc --strict, without type assertions', async () => {
    const tsc = join(ROOT, 'node_modules', '.bin', 'tsc');
    const result = await run(tsc, ['-p', CLIENT_DIR, '--strict']).then(
      () => '',
      (error: { stdout?: string; message: string }) => error.stdout || error.message,
    );
    expect(result).toBe('');
    for (const name of ['journey.ts', 'moderation.ts']) {
      const file = join(CLIENT_DIR, 'examples', name);
      expect(assertionsIn(name, await readFile(file, 'utf8'))).toEqual([]);
    }
  }, 120_000);

  it('runs the whole journey against a listening server', async () => {
    const author: TestUser = await createUser(t.app, 'typed_author');
    const reader: TestUser = await createUser(t.app, 'typed_reader');
    // Two and a half pages of /latest besides the journey's own post.
    for (let i = 0; i < 49; i++) {
      await createPost(t.app, reader, `Filler ${i}`);
    }
    await publishDue(t.app, t.clock);
    const image = await makeImage('png', { width: 64, height: 48 });

    const result = await runJourney({
      baseUrl: base,
      author: { username: author.username, apiKey: author.apiKey },
      reader: { username: reader.username, apiKey: reader.apiKey },
      image: new Uint8Array(image),
      publish: async () => {
        t.clock.advance(60_000);
        await publishDue(t.app, t.clock);
      },
    });

    expect(result.attachments).toEqual(['First attachment', 'Second attachment']);
    expect(result.latestPages).toEqual([1, 2, 3]);
    expect(result.latestIds).toHaveLength(50);
    expect(new Set(result.latestIds).size).toBe(50);
    expect(result.latestIds).toContain(result.postId);
    expect(result.notificationTypes.sort()).toEqual(['reply', 'star']);
    expect(result.unreadAfterMarking).toBe(0);
    // Delivered on the stream opened with a ticket (no API key in its URL).
    expect(result.streamed).toEqual({
      type: 'flag',
      receiverPostId: result.postId,
      initiatorId: expect.any(Number),
    });
    expect(result.profileImageUrl).toContain(`profile_${result.mediaId}.png`);
    expect(result.blockedUsernames).toEqual(['typed_reader']);
    expect(result.starWhileBlocked).toBe(404);
    expect(result.exportedPostIds).toContain(result.postId);
    expect(result.erasure).toBe('running');
    const reader2 = await fetch(`${base}/api/v0/account`, {
      headers: { authorization: reader.auth },
    });
    await reader2.arrayBuffer();
    expect(reader2.status).toBe(401);
  }, 120_000);

  it("runs a moderator's journey against a listening server", async () => {
    const moderator = await createUser(t.app, 'typed_moderator', { plan: 'free' });
    await t.app.get(UsersService).setRole(moderator.username, 'moderator');
    const author = await createUser(t.app, 'typed_flagged');
    const flaggers = [
      await createUser(t.app, 'typed_flagger1'),
      await createUser(t.app, 'typed_flagger2'),
    ];
    const post = await createPost(t.app, author, 'Flag me');
    await publishDue(t.app, t.clock);
    for (const flagger of flaggers) {
      await react(t.app, flagger, 'flag', post.id);
    }

    const result = await runModerationJourney({
      baseUrl: base,
      moderator: { username: moderator.username, apiKey: moderator.apiKey },
      suspend: author.username,
    });

    expect(result.queue).toEqual([{ postId: post.id, flags: 2 }]);
    expect(result.log).toEqual(['unsuspend', 'suspend', 'dismiss', 'restore', 'hide']);
  }, 60_000);

  it('runs the whole journey once with OAuth bearer tokens', async () => {
    // the first journey's erasure runs in the background: a reset beside it would deadlock
    await waitUntil('the earlier erasures are done', async () => {
      const running = await t.app
        .get(Db)
        .all(`SELECT user_id FROM account_erasures WHERE status <> 'done'`);
      return running.length === 0;
    });
    await resetDatabase(t.app);
    const author = await createUser(t.app, 'typed_app_author');
    const reader = await createUser(t.app, 'typed_app_reader');
    for (let i = 0; i < 49; i++) {
      await createPost(t.app, reader, `Filler ${i}`);
    }
    await publishDue(t.app, t.clock);
    const scopes = ['read', 'write', 'notifications'] as const;
    const authorToken = await tokensFor(t.app, author.id, [...scopes]);
    const readerToken = await tokensFor(t.app, reader.id, [...scopes], authorToken.client);

    const result = await runJourney({
      baseUrl: base,
      author: { username: author.username, accessToken: authorToken.access },
      reader: { username: reader.username, accessToken: readerToken.access },
      image: new Uint8Array(await makeImage('png', { width: 64, height: 48 })),
      publish: async () => {
        t.clock.advance(60_000);
        await publishDue(t.app, t.clock);
      },
    });

    expect(result.attachments).toEqual(['First attachment', 'Second attachment']);
    expect(result.latestIds).toHaveLength(50);
    expect(result.notificationTypes.sort()).toEqual(['reply', 'star']);
    expect(result.streamed).toMatchObject({ type: 'flag', receiverPostId: result.postId });
    expect(result.blockedUsernames).toEqual(['typed_app_reader']);
    expect(result.exportedPostIds).toContain(result.postId);
    expect(result.erasure).toBe('running');
  }, 120_000);
});
