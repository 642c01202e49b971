/** What /health/ready says of a dependency the service survives without. */
export type DependencyState = 'ok' | 'down';

/**
 * A cached, time-bounded check of a dependency (Redis, the object store) for the readiness probe.
 * The balancer probes every second or so: the answer is reused for `ttlMs`, and a dependency that
 * does not answer within `timeoutMs` is `down`, so the probe never waits on it for longer.
 */
export class DependencyProbe {
  private state: DependencyState | null = null;
  private checkedAt = -Infinity;
  private running: Promise<DependencyState> | null = null;

  constructor(
    private readonly check: () => Promise<unknown>,
    private readonly ttlMs = 5000,
    private readonly timeoutMs = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  async current(): Promise<DependencyState> {
    if (this.state !== null && this.now() - this.checkedAt < this.ttlMs) {
      return this.state;
    }
    this.running ??= this.run().finally(() => (this.running = null));
    return this.running;
  }

  private async run(): Promise<DependencyState> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<DependencyState>((resolve) => {
      timer = setTimeout(() => resolve('down'), this.timeoutMs);
    });
    const checked = this.check().then(
      (): DependencyState => 'ok',
      (): DependencyState => 'down',
    );
    try {
      this.state = await Promise.race([checked, timeout]);
    } finally {
      clearTimeout(timer);
    }
    this.checkedAt = this.now();
    return this.state;
  }
}
