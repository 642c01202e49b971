import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the bench is plain CommonJS
const { PRODUCTION_NODE_OPTIONS } = require('../bench/server.js') as {
  PRODUCTION_NODE_OPTIONS: string;
};

/** The NODE_OPTIONS the Docker image's runtime stage sets. */
function imageNodeOptions(): string {
  const match = /^ENV NODE_OPTIONS="([^"]*)"$/m.exec(
    readFileSync(join(root, 'Dockerfile'), 'utf8'),
  );
  if (!match) {
    throw new Error('The Dockerfile sets no NODE_OPTIONS in the expected form.');
  }
  return match[1];
}

/** V8's heap limit (old space plus young generation) of this Node with `options`, in MB. */
function heapLimitMb(options: string): number {
  const out = execFileSync(
    process.execPath,
    [...options.split(' '), '-p', 'require("v8").getHeapStatistics().heap_size_limit'],
    { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
  );
  return Number(out.trim()) / 2 ** 20;
}

describe('the Node options of the Docker image (docs/operations.md "Memory")', () => {
  it('are the ones the bench measures the service with', () => {
    expect(PRODUCTION_NODE_OPTIONS).toBe(imageNodeOptions());
  });

  // An old-space ceiling alone lets Node 24 size the young generation for a large heap (a limit of
  // about 369 MB), and the service then spends a third of its CPU in garbage collection.
  it('bound the whole heap, young generation included, on this Node', () => {
    const limit = heapLimitMb(imageNodeOptions());
    expect(limit).toBeGreaterThan(160);
    expect(limit).toBeLessThan(224);
  });
});
