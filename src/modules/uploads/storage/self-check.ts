import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from '@nestjs/common';
import { CHECKSUM_SETTING, ObjectStore, StoreError, StoreIntegrityError } from './object-store';

/** Under this prefix, removed at once; the chunk purge never lists it. */
const PROBE_PREFIX = 'health/self-check-';

/**
 * At start-up: writes a probe object the way upload chunks are written (a file, streamed), reads it
 * back and deletes it. A store that keeps something else than what was sent refuses the start, with
 * the setting that fixes it; a store that cannot be reached only warns (the service works without
 * it, and /health/ready reports it).
 */
export async function checkRoundTrip(
  store: ObjectStore,
  logger: Pick<Logger, 'warn'>,
): Promise<void> {
  const probe = randomBytes(16 * 1024);
  const key = `${PROBE_PREFIX}${randomBytes(6).toString('hex')}`;
  const dir = await mkdtemp(join(tmpdir(), 'social-probe-'));
  try {
    const file = join(dir, 'probe');
    await writeFile(file, probe);
    await store.putFile(key, file);
    const object = await store.get(key);
    const back = object ? Buffer.concat(await object.body.toArray()) : null;
    await store.delete(key);
    if (!back || !back.equals(probe)) {
      throw new StoreIntegrityError(store.location, key, probe.length, back?.length ?? 0);
    }
  } catch (error) {
    if (error instanceof StoreIntegrityError) {
      throw new Error(
        `The object store ${store.location} does not keep what is written to it: ${error.message} ` +
          `Refusing to start: set ${CHECKSUM_SETTING} (see docs/scaling-out.md).`,
        { cause: error },
      );
    }
    if (!(error instanceof StoreError)) {
      throw error;
    }
    logger.warn(`The object store could not be checked at start-up: ${error.message}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
