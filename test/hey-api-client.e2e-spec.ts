import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { assertionsIn } from './support/type-assertions';
import { createUser } from './utils/auth';
import { createTestApp, listen, TestApp } from './utils/create-test-app';
import { createPost, publishDue } from './utils/post-api';
import { makeImage } from './utils/uploads';

/**
 * Another generator than openapi-typescript: @hey-api/openapi-ts (0.95, the last release that runs
 * on Node 20; 0.96 and later need Node 22.13 or newer) makes types and an SDK of the served
 * document into a temporary directory; clients/hey-api/journey.ts, written against that SDK
 * without type assertions, compiles with `tsc --strict` and runs against a listening server.
 */

const run = promisify(execFile);
const ROOT = join(__dirname, '..');
const GENERATOR = join(ROOT, 'node_modules', '@hey-api', 'openapi-ts', 'bin', 'run.js');
const JOURNEY = join(ROOT, 'clients', 'hey-api', 'journey.ts');

/**
 * The compiler options of clients/typescript/tsconfig.json but `exactOptionalPropertyTypes`, which
 * the generated fetch client does not compile with (it passes `undefined` to optional options).
 */
const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022', 'DOM'],
    module: 'preserve',
    moduleResolution: 'bundler',
    strict: true,
    noEmit: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: true,
    types: [],
  },
  include: ['journey.ts', 'generated/**/*.ts'],
};

/**
 * The journey's entry point (its own types need the generated SDK, which only the temporary
 * directory holds: this file cannot import them).
 */
type RunHeyApiJourney = (options: {
  baseUrl: string;
  author: { username: string; apiKey: string };
  reader: { username: string; apiKey: string };
  image: Uint8Array;
  publish(): Promise<void>;
}) => Promise<{ postId: number; replyId: number; mediaId: number; notificationTypes: string[] }>;

/** What a failed child process said. */
function output(error: { stdout?: string; stderr?: string; message: string }): string {
  return [error.stdout, error.stderr].filter(Boolean).join('\n') || error.message;
}

describe('Generated SDK (@hey-api/openapi-ts)', () => {
  let t: TestApp;
  let base: string;
  let dir: string;

  beforeAll(async () => {
    t = await createTestApp();
    base = await listen(t);
    dir = await mkdtemp(join(tmpdir(), 'hey-api-'));
    const document = join(dir, 'openapi.json');
    await writeFile(document, await (await fetch(`${base}/docs/openapi.json`)).text());
    const generated = await run(
      process.execPath,
      [
        GENERATOR,
        '--input',
        document,
        '--output',
        join(dir, 'generated'),
        '--silent',
        '--no-log-file',
      ],
      { cwd: dir },
    ).then(
      () => '',
      (error: { stdout?: string; stderr?: string; message: string }) => output(error),
    );
    expect(generated).toBe('');
    await copyFile(JOURNEY, join(dir, 'journey.ts'));
    await writeFile(join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    if (dir) {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('compiles the journey and the generated SDK with tsc --strict, without type assertions', async () => {
    const tsc = join(ROOT, 'node_modules', '.bin', 'tsc');
    const result = await run(tsc, ['-p', dir, '--strict']).then(
      () => '',
      (error: { stdout?: string; stderr?: string; message: string }) => output(error),
    );
    expect(result).toBe('');
    expect(assertionsIn('journey.ts', await readFile(JOURNEY, 'utf8'))).toEqual([]);
  }, 120_000);

  it('runs the journey against a listening server', async () => {
    const author = await createUser(t.app, 'hey_author');
    const reader = await createUser(t.app, 'hey_reader');
    // A page and a half of /latest besides the journey's own post.
    for (let i = 0; i < 29; i++) {
      await createPost(t.app, reader, `Filler ${i}`);
    }
    await publishDue(t.app, t.clock);
    const image = await makeImage('png', { width: 64, height: 48 });
    // The journey as compiled above, from the directory the SDK was generated into.
    const { runHeyApiJourney } = (await import(join(dir, 'journey.ts'))) as {
      runHeyApiJourney: RunHeyApiJourney;
    };

    const result = await runHeyApiJourney({
      baseUrl: base,
      author: { username: author.username, apiKey: author.apiKey },
      reader: { username: reader.username, apiKey: reader.apiKey },
      image: new Uint8Array(image),
      publish: async () => {
        t.clock.advance(60_000);
        await publishDue(t.app, t.clock);
      },
    });

    expect(result).toEqual({
      postId: expect.any(Number),
      replyId: expect.any(Number),
      attachments: ['First attachment', 'Second attachment'],
      threadIds: [result.postId, result.replyId],
      notificationTypes: expect.arrayContaining(['reply', 'star']),
      unreadAfterMarking: 0,
      latestPages: [1, 2],
      mediaId: expect.any(Number),
      profileImageUrl: expect.stringContaining(`profile_${result.mediaId}.png`),
      ticketExpiresIn: 30,
    });
    expect(result.notificationTypes).toHaveLength(2);
  }, 60_000);
});
