import {
  EventTransport,
  NotificationEvents,
  payloads,
  SEND_WINDOW_MS,
} from './notification-events';

/** A transport that loops messages back, as PostgreSQL and Redis do, and records them. */
class LoopbackTransport implements EventTransport {
  sent: string[] = [];
  private deliver: ((payload: string) => void) | null = null;

  start(onMessage: (payload: string) => void): Promise<void> {
    this.deliver = onMessage;
    return Promise.resolve();
  }

  async publish(payload: string): Promise<void> {
    this.sent.push(payload);
    await Promise.resolve();
    this.deliver?.(payload);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

describe('NotificationEvents', () => {
  it('splits large id lists below the NOTIFY payload limit', () => {
    const ids = Array.from({ length: 3000 }, (_, i) => 1_000_000 + i);
    const parts = payloads('abc', ids);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((p) => p.length <= 7000)).toBe(true);
    expect(parts.flatMap((p) => p.split(' ')[1].split(',').map(Number))).toEqual(ids);
  });

  it('delivers locally at once, sends coalesced messages, and ignores its own echo', async () => {
    const transport = new LoopbackTransport();
    const events = new NotificationEvents(transport);
    await events.onModuleInit();
    const heard: number[][] = [];
    events.listen(
      (ids) => heard.push([...ids]),
      () => undefined,
    );
    events.raise([1]);
    events.raise([2, 1]);
    expect(heard).toEqual([[1], [2, 1]]);
    expect(transport.sent).toEqual([]);
    await new Promise((r) => setTimeout(r, SEND_WINDOW_MS + 20));
    events.raise([3]);
    await new Promise((r) => setTimeout(r, SEND_WINDOW_MS + 20));
    expect(heard).toEqual([[1], [2, 1], [3]]);
    // the ids raised within the window leave together, a later one in the next message
    expect(transport.sent.map((p) => p.split(' ')[1])).toEqual(['1,2', '3']);
  });

  it('passes on the ids of other instances', async () => {
    const transport = new LoopbackTransport();
    const events = new NotificationEvents(transport);
    let deliver!: (payload: string) => void;
    transport.start = (onMessage) => {
      deliver = onMessage;
      return Promise.resolve();
    };
    await events.onModuleInit();
    const heard: number[][] = [];
    events.listen(
      (ids) => heard.push([...ids]),
      () => undefined,
    );
    deliver('other 4,5');
    deliver('other x,-1');
    expect(heard).toEqual([[4, 5]]);
  });
});

describe('NotificationEvents when the transport is down', () => {
  it('warns once per interval, not once per failed publish', async () => {
    const transport: EventTransport = {
      start: () => Promise.resolve(),
      publish: () => Promise.reject(new Error('Stream is not writeable')),
      close: () => Promise.resolve(),
    };
    const events = new NotificationEvents(transport);
    const warnings: string[] = [];
    const logger = (events as unknown as { logger: { warn: (m: string) => void } }).logger;
    jest.spyOn(logger, 'warn').mockImplementation((message: string) => warnings.push(message));
    await events.onModuleInit();
    let published = 0;
    jest.spyOn(transport, 'publish').mockImplementation(() => {
      published++;
      return Promise.reject(new Error('Stream is not writeable'));
    });
    // several windows, each with its failed message
    for (let i = 0; i < 200; i++) {
      events.raise([i + 1]);
      await new Promise((r) => setTimeout(r, i % 40 === 39 ? SEND_WINDOW_MS + 10 : 0));
    }
    expect(published).toBeGreaterThanOrEqual(5);
    expect(warnings).toEqual(['Could not publish a notification event: Stream is not writeable']);
  });
});
