import type { CountersRepository, Db, Sql } from '../../../database';
import type { PostLifecycleHooks } from '../lifecycle/post-lifecycle';
import type { PostStatus } from '../entities/post.entity';
import type {
  AncestorCount,
  DueCursor,
  DueRow,
  PublicationRepository,
  PublishedRow,
} from './publication.repository';
import { PublisherService } from './publisher.service';

/**
 * The publisher's rules in milliseconds, on an in-memory publication repository (the SQL of both
 * databases is covered by test/publication.e2e-spec.ts and test/post-lifecycle.e2e-spec.ts).
 */
interface Post {
  id: number;
  parent_id: number;
  published_at: number;
  status: PostStatus;
}

class MemoryPublication {
  locked = false;
  readonly addedReplies: { ids: number[]; n: number }[] = [];
  constructor(readonly posts: Post[]) {}

  tryLockPublisher(): Promise<boolean> {
    return Promise.resolve(!this.locked);
  }

  dueBatch(_tx: Sql, now: number, limit: number, after: DueCursor): Promise<DueRow[]> {
    return Promise.resolve(
      this.posts
        .filter((p) => p.status === 'pending' && p.published_at <= now)
        .filter(
          (p) =>
            p.published_at > after.published_at ||
            (p.published_at === after.published_at && p.id > after.id),
        )
        .sort((a, b) => a.published_at - b.published_at || a.id - b.id)
        .slice(0, limit)
        .map(({ id, parent_id, published_at }) => ({ id, parent_id, published_at })),
    );
  }

  listedOf(_tx: Sql, ids: number[]): Promise<Set<number>> {
    return Promise.resolve(
      new Set(
        this.posts
          .filter((p) => ids.includes(p.id) && (p.status === 'published' || p.status === 'deleted'))
          .map((p) => p.id),
      ),
    );
  }

  markPublished(_tx: Sql, ids: number[]): Promise<PublishedRow[]> {
    const published = this.posts.filter((p) => ids.includes(p.id) && p.status === 'pending');
    for (const p of published) {
      p.status = 'published';
    }
    return Promise.resolve(published.map(({ id, parent_id }) => ({ id, parent_id })));
  }

  ancestorCounts(_tx: Sql, replyIds: number[]): Promise<AncestorCount[]> {
    const counts = new Map<number, number>();
    for (const id of replyIds) {
      for (let p = this.byId(id).parent_id; p !== 0; p = this.byId(p).parent_id) {
        counts.set(p, (counts.get(p) ?? 0) + 1);
      }
    }
    return Promise.resolve([...counts].map(([id, n]) => ({ id, n })));
  }

  addReplies(_tx: Sql, ids: number[], n: number): Promise<void> {
    this.addedReplies.push({ ids, n });
    return Promise.resolve();
  }

  private byId(id: number): Post {
    return this.posts.find((p) => p.id === id)!;
  }
}

function publisherOn(posts: Post[]) {
  const publication = new MemoryPublication(posts);
  const totals = new Map<string, number>();
  const counters = {
    add: (_tx: Sql, name: string, by: number) => {
      totals.set(name, (totals.get(name) ?? 0) + by);
      return Promise.resolve();
    },
  } as unknown as CountersRepository;
  const hooked: { postIds: number[]; replyIds: number[] }[] = [];
  const hooks = {
    published: (event: { postIds: number[]; replyIds: number[] }) => {
      hooked.push({ postIds: event.postIds, replyIds: event.replyIds });
      return Promise.resolve();
    },
  } as unknown as PostLifecycleHooks;
  const db = {
    transaction: <T>(work: (tx: Sql) => Promise<T>) => work({} as Sql),
  } as unknown as Db;
  const service = new PublisherService(
    db,
    publication as unknown as PublicationRepository,
    counters,
    hooks,
  );
  return { service, publication, totals, hooked };
}

const post = (id: number, at: number, status: PostStatus = 'pending', parent_id = 0): Post => ({
  id,
  parent_id,
  published_at: at,
  status,
});

describe('PublisherService (in memory)', () => {
  it('publishes the due posts only, and counts them in the totals and the hooks', async () => {
    const { service, publication, totals, hooked } = publisherOn([
      post(1, 10),
      post(2, 20),
      post(3, 99),
    ]);
    expect(await service.publishDue(50)).toBe(2);
    expect(publication.posts.map((p) => p.status)).toEqual(['published', 'published', 'pending']);
    expect(totals).toEqual(
      new Map([
        ['published_total', 2],
        ['latest_total', 2],
      ]),
    );
    expect(hooked).toEqual([{ postIds: [1, 2], replyIds: [] }]);
  });

  it('publishes nothing while another publisher holds the lock', async () => {
    const { service, publication } = publisherOn([post(1, 10)]);
    publication.locked = true;
    expect(await service.publishDue(50)).toBe(0);
    expect(publication.posts[0].status).toBe('pending');
  });

  it('is not stalled by 600 replies that are never ready ahead of one ready post', async () => {
    const hidden = post(1, 1, 'hidden');
    const neverReady = Array.from({ length: 600 }, (_, i) => post(10 + i, 2, 'pending', 1));
    const ready = post(1000, 3);
    const { service, publication } = publisherOn([hidden, ...neverReady, ready]);
    expect(await service.publishDue(50, 500)).toBe(1);
    expect(publication.posts.find((p) => p.id === 1000)!.status).toBe('published');
    expect(publication.posts.filter((p) => p.status === 'pending')).toHaveLength(600);
  });

  it('publishes a reply under a tombstone, and counts it in its ancestors', async () => {
    const { service, publication, totals, hooked } = publisherOn([
      post(1, 1, 'deleted'),
      post(2, 5, 'pending', 1),
    ]);
    expect(await service.publishDue(50)).toBe(1);
    expect(publication.addedReplies).toEqual([{ ids: [1], n: 1 }]);
    expect(totals.get('latest_total')).toBeUndefined();
    expect(hooked).toEqual([{ postIds: [2], replyIds: [2] }]);
  });

  it('publishes a parent and its reply due in the same batch, the parent first', async () => {
    const { service, publication } = publisherOn([post(1, 5), post(2, 5, 'pending', 1)]);
    expect(await service.publishDue(50)).toBe(2);
    expect(publication.posts.map((p) => p.status)).toEqual(['published', 'published']);
  });

  it('holds back a reply whose parent is still pending, and publishes it with the parent', async () => {
    // the reply is due before its parent (data from before the rule): a second pass takes it
    const { service, publication } = publisherOn([post(1, 20), post(2, 10, 'pending', 1)]);
    expect(await service.publishDue(15)).toBe(0);
    expect(await service.publishDue(30)).toBe(2);
    expect(publication.posts.map((p) => p.status)).toEqual(['published', 'published']);
  });
});
