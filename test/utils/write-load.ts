import { TestUser } from './auth';

export type OpKind = 'post' | 'reply' | 'star' | 'unstar' | 'flag' | 'unflag';

/** One request of the load and how it ended. */
export interface OpRecord {
  kind: OpKind;
  userId: number;
  /** The reacted post, the parent of a reply, or the new post once acknowledged. */
  postId: number;
  /** HTTP status, or null when no answer came (connection refused or reset, e.g. by a crash). */
  status: number | null;
}

export interface AcknowledgedPost {
  id: number;
  userId: number;
  parentId: number;
  attachments: number;
}

export interface WriteLoadOptions {
  /** Base URLs of the service instances; a worker sends its requests to each in turn. */
  targets: string[];
  /** One worker per user, so each user's requests are sequential. */
  users: TestUser[];
  /** Relative weights of the operations. */
  mix: Partial<Record<OpKind, number>>;
  /** Published posts that replies and reactions favour. */
  hotPosts?: number[];
  /** Share of replies and reactions that go to a hot post (default 0.5). */
  hotShare?: number;
  /** Share of replies to the worker's own latest post, often still pending (default 0.2). */
  ownShare?: number;
}

function pick<T>(items: T[]): T | undefined {
  return items.length === 0 ? undefined : items[Math.floor(Math.random() * items.length)];
}

/**
 * Concurrent writes over real HTTP (keep-alive fetch): top-level posts (some with a text
 * attachment), replies, stars, unstars, flags, unflags. Every request is recorded with its
 * outcome, so a test can tell what the service acknowledged.
 */
export class WriteLoad {
  readonly ops: OpRecord[] = [];
  readonly posts = new Map<number, AcknowledgedPost>();
  private stopped = false;
  private done: Promise<void> = Promise.resolve();
  private readonly weights: [OpKind, number][];
  private readonly totalWeight: number;

  constructor(private readonly options: WriteLoadOptions) {
    this.weights = Object.entries(options.mix) as [OpKind, number][];
    this.totalWeight = this.weights.reduce((sum, [, w]) => sum + w, 0);
  }

  start(): void {
    this.stopped = false;
    this.done = Promise.all(this.options.users.map((user, i) => this.worker(user, i))).then(
      () => undefined,
    );
  }

  /** Lets each worker finish its request in flight, then resolves. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.done;
  }

  /** Runs for `ms`, then stops. */
  async runFor(ms: number): Promise<void> {
    this.start();
    await new Promise((r) => setTimeout(r, ms));
    await this.stop();
  }

  count(kind: OpKind, status: number | null): number {
    return this.ops.filter((o) => o.kind === kind && o.status === status).length;
  }

  private nextKind(): OpKind {
    let r = Math.random() * this.totalWeight;
    for (const [kind, weight] of this.weights) {
      r -= weight;
      if (r < 0) {
        return kind;
      }
    }
    return this.weights[0][0];
  }

  private target(ownLatest: number | undefined, forReply: boolean): number | undefined {
    const r = Math.random();
    const hotShare = this.options.hotShare ?? 0.5;
    const ownShare = forReply ? (this.options.ownShare ?? 0.2) : 0;
    if (r < hotShare && this.options.hotPosts?.length) {
      return pick(this.options.hotPosts);
    }
    if (r < hotShare + ownShare && ownLatest) {
      return ownLatest;
    }
    return pick([...this.posts.keys()].slice(-200));
  }

  private async worker(user: TestUser, index: number): Promise<void> {
    let n = index;
    let ownLatest: number | undefined;
    while (!this.stopped) {
      const base = this.options.targets[n++ % this.options.targets.length];
      const kind = this.nextKind();
      let path: string;
      let form: Record<string, string> = {};
      let postId = 0;
      let attachments = 0;
      if (kind === 'post' || kind === 'reply') {
        path = '/post';
        form.post = `${kind} by ${user.username} #${n}`;
        if (kind === 'reply') {
          postId = this.target(ownLatest, true) ?? 0;
          if (!postId) {
            continue;
          }
          form.parent_id = String(postId);
        } else if (n % 4 === 0) {
          attachments = 1;
          form = {
            ...form,
            attachment_count: '1',
            attachment_type_0: 'text',
            attachment_text_0: 'a',
          };
        }
      } else {
        postId = this.target(undefined, false) ?? 0;
        if (!postId) {
          continue;
        }
        path = `/${kind}/${postId}`;
      }
      const record: OpRecord = { kind, userId: user.id, postId, status: null };
      this.ops.push(record);
      try {
        const res = await fetch(`${base}/api/v0${path}`, {
          method: 'POST',
          headers: { authorization: user.auth },
          body: new URLSearchParams(form),
          signal: AbortSignal.timeout(15_000),
        });
        const body = (await res.json()) as { data: { id?: number } };
        record.status = res.status;
        if (res.status === 200 && (kind === 'post' || kind === 'reply')) {
          const id = body.data.id!;
          this.posts.set(id, { id, userId: user.id, parentId: postId, attachments });
          record.postId = id;
          ownLatest = id;
        }
      } catch {
        // no answer: the outcome is unknown (the request may or may not have been committed)
        if (this.stopped) {
          return;
        }
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  }
}

/**
 * What the acknowledged star/unstar (or flag/unflag) calls imply for each (user, post): present
 * or absent, or unknown when a later call of the pair got no answer.
 */
export function expectedReactions(
  ops: OpRecord[],
  on: 'star' | 'flag',
): { present: string[]; absent: string[] } {
  const off = on === 'star' ? 'unstar' : 'unflag';
  const state = new Map<string, boolean | null>();
  for (const op of ops) {
    if (op.kind !== on && op.kind !== off) {
      continue;
    }
    const key = `${op.userId}:${op.postId}`;
    if (op.status === 200) {
      state.set(key, op.kind === on);
    } else if (op.status === null) {
      state.set(key, null);
    }
  }
  const present: string[] = [];
  const absent: string[] = [];
  for (const [key, value] of state) {
    if (value === true) {
      present.push(key);
    } else if (value === false) {
      absent.push(key);
    }
  }
  return { present, absent };
}
