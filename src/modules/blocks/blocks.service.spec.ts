import type { MediaUrls } from '../../core';
import type { UsersService } from '../../users';
import type { BlocksRepository } from './blocks.repository';
import { BlocksService } from './blocks.service';

/**
 * The viewer's block list is read once per verified viewer object and read again after a block
 * or unblock on this instance (the e2e tests cover the SQL and the views).
 */
describe('BlocksService.hiddenAuthors', () => {
  let stored: Map<number, number[]>;
  let reads: number;
  let service: BlocksService;

  beforeEach(() => {
    stored = new Map([[1, [2]]]);
    reads = 0;
    const repository = {
      blockedBy: (id: number) => {
        reads += 1;
        return Promise.resolve([...(stored.get(id) ?? [])]);
      },
      insert: (blocker: number, blocked: number) => {
        stored.set(blocker, [...(stored.get(blocker) ?? []), blocked]);
        return Promise.resolve(0);
      },
      delete: (blocker: number, blocked: number) => {
        stored.set(
          blocker,
          (stored.get(blocker) ?? []).filter((id) => id !== blocked),
        );
        return Promise.resolve();
      },
      profileOf: () => Promise.resolve({ username: 'u3', media_id: null }),
    } as unknown as BlocksRepository;
    const users = {
      getByUsername: (name: string) => Promise.resolve({ id: Number(name.slice(1)) }),
    } as unknown as UsersService;
    service = new BlocksService(repository, users, { now: () => 0 }, {
      profileImage: () => null,
    } as unknown as MediaUrls);
  });

  it('reads nothing for an anonymous viewer', async () => {
    expect(await service.hiddenAuthors(null)).toEqual([]);
    expect(reads).toBe(0);
  });

  it('reads once per viewer object, again for a new one (a renewed auth cache entry)', async () => {
    const viewer = { id: 1 };
    expect(await service.hiddenAuthors(viewer)).toEqual([2]);
    expect(await service.hiddenAuthors(viewer)).toEqual([2]);
    expect(reads).toBe(1);
    stored.set(1, [2, 4]); // a block made on another instance
    expect(await service.hiddenAuthors({ id: 1 })).toEqual([2, 4]);
    expect(reads).toBe(2);
  });

  it('reads again after the viewer blocks or unblocks on this instance', async () => {
    const viewer = { id: 1 };
    await service.hiddenAuthors(viewer);
    await service.block(1, 'u3');
    expect(await service.hiddenAuthors(viewer)).toEqual([2, 3]);
    await service.unblock(1, 'u2');
    expect(await service.hiddenAuthors(viewer)).toEqual([3]);
    expect(reads).toBe(3);
  });

  it('keeps another viewer’s list when one viewer blocks', async () => {
    stored.set(5, [6]);
    const other = { id: 5 };
    await service.hiddenAuthors(other);
    await service.block(1, 'u3');
    await service.hiddenAuthors(other);
    expect(reads).toBe(1);
  });

  it('does not keep a list read while the viewer was blocking', async () => {
    const viewer = { id: 1 };
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const repository = (service as unknown as { blocks: BlocksRepository }).blocks;
    const blockedBy = repository.blockedBy.bind(repository);
    repository.blockedBy = async (id: number) => {
      const ids = await blockedBy(id); // the list as it was before the block
      await gate;
      return ids;
    };
    const slow = service.hiddenAuthors(viewer);
    await service.block(1, 'u3');
    release();
    expect(await slow).toEqual([2]);
    repository.blockedBy = blockedBy;
    expect(await service.hiddenAuthors(viewer)).toEqual([2, 3]);
  });
});
