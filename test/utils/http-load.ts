import { randomUUID } from 'node:crypto';
import { TestUser } from './auth';

export type Kind = 'read' | 'keyed-write' | 'plain-write';

export interface Outcome {
  kind: Kind;
  /** null: no HTTP answer (socket error or the client's own timeout). */
  status: number | null;
  ms: number;
  json: boolean;
  /** The new post's id, for a write answered 200. */
  id?: number;
}

/**
 * A steady load through the balancer from a few clients, each sending one request after another:
 * anonymous reads (idempotent), posts with an Idempotency-Key (safe to retry) and posts without
 * (not retried by the balancer).
 */
export class HttpLoad {
  readonly outcomes: Outcome[] = [];
  private running = false;
  private workers: Promise<void>[] = [];

  constructor(
    private readonly url: string,
    private readonly users: TestUser[],
  ) {}

  start(): void {
    this.running = true;
    this.workers = this.users.map((user, i) => this.work(user, i));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
  }

  failed(kinds: Kind[]): Outcome[] {
    return this.outcomes.filter(
      (o) => kinds.includes(o.kind) && (o.status === null || o.status >= 500),
    );
  }

  private async work(user: TestUser, worker: number): Promise<void> {
    for (let n = 0; this.running; n++) {
      const kind: Kind = (['read', 'keyed-write', 'read', 'plain-write'] as const)[
        (n + worker) % 4
      ];
      const started = Date.now();
      let status: number | null;
      let json = false;
      let id: number | undefined;
      try {
        const res = await fetch(
          kind === 'read' ? `${this.url}/api/v0/latest` : `${this.url}/api/v0/post`,
          kind === 'read'
            ? { signal: AbortSignal.timeout(15_000) }
            : {
                method: 'POST',
                headers: {
                  authorization: user.auth,
                  ...(kind === 'keyed-write' ? { 'idempotency-key': randomUUID() } : {}),
                },
                body: new URLSearchParams({ post: `load ${worker}/${n}` }),
                signal: AbortSignal.timeout(15_000),
              },
        );
        status = res.status;
        json = (res.headers.get('content-type') ?? '').startsWith('application/json');
        const body = (await res.json().catch(() => null)) as { data?: { id?: number } } | null;
        if (kind !== 'read' && status === 200) {
          id = body?.data?.id;
        }
      } catch {
        status = null;
      }
      this.outcomes.push({ kind, status, ms: Date.now() - started, json, id });
    }
  }
}
