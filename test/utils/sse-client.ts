/** One Server-Sent Event as a client sees it. */
export interface SseEvent {
  id: string | undefined;
  event: string;
  data: string;
}

/**
 * A minimal SSE client on fetch (the wire format of the HTML standard: fields up to a blank line,
 * comment lines start with `:`), with the raw counts a test needs: events, comments, `retry:`.
 * Waits are polled with generous deadlines; `close()` aborts the request.
 */
export class SseClient {
  readonly events: SseEvent[] = [];
  comments = 0;
  retry: number | undefined;
  /** Resolves when the server ends the stream (or the connection breaks). */
  readonly ended: Promise<void>;
  private readonly abort: AbortController;
  private endedFlag = false;

  private constructor(
    readonly response: Response,
    abort: AbortController,
  ) {
    this.abort = abort;
    this.ended = this.read().finally(() => (this.endedFlag = true));
  }

  get isEnded(): boolean {
    return this.endedFlag;
  }

  /** The notification objects received so far. */
  get notifications(): { id: number; type: string; [key: string]: unknown }[] {
    return this.events
      .filter((e) => e.event === 'notification')
      .map((e) => JSON.parse(e.data) as { id: number; type: string });
  }

  /** GETs `url`; resolves once the answer's headers arrived (check `response.status`). */
  static async open(url: string, headers: Record<string, string>): Promise<SseClient> {
    const abort = new AbortController();
    const response = await fetch(url, {
      headers: { accept: 'text/event-stream', ...headers },
      signal: abort.signal,
    });
    return new SseClient(response, abort);
  }

  close(): void {
    this.abort.abort();
  }

  /** Waits until at least `n` events arrived; throws with what did arrive on timeout. */
  async waitForEvents(n: number, timeoutMs = 10_000): Promise<SseEvent[]> {
    await this.waitUntil(() => this.events.length >= n, `${n} events`, timeoutMs);
    return this.events;
  }

  async waitUntil(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) {
        throw new Error(
          `Timed out waiting for ${what}; got ${this.events.length} events: ` +
            JSON.stringify(this.events.map((e) => e.id)),
        );
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  private async read(): Promise<void> {
    if (!this.response.body || this.response.status !== 200) {
      await this.response.arrayBuffer().catch(() => undefined);
      return;
    }
    const decoder = new TextDecoder();
    let buffer = '';
    let fields: { id?: string; event?: string; data: string[] } = { data: [] };
    try {
      for await (const chunk of this.response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let newline: number;
        while ((newline = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, newline).replace(/\r$/, '');
          buffer = buffer.slice(newline + 1);
          if (line === '') {
            if (fields.data.length > 0) {
              this.events.push({
                id: fields.id,
                event: fields.event ?? 'message',
                data: fields.data.join('\n'),
              });
            }
            fields = { data: [] };
          } else if (line.startsWith(':')) {
            this.comments += 1;
          } else {
            const colon = line.indexOf(':');
            const name = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (name === 'data') {
              fields.data.push(value);
            } else if (name === 'id') {
              fields.id = value;
            } else if (name === 'event') {
              fields.event = value;
            } else if (name === 'retry') {
              this.retry = Number(value);
            }
          }
        }
      }
    } catch {
      // aborted by close(), or the connection broke
    }
  }
}
