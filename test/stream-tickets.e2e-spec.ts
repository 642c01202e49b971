import { INVALID_STREAM_TICKET, MISSING_CREDENTIALS, PRO_REQUIRED } from '../src/auth/auth.errors';
import { AuthService } from '../src/auth/auth.service';
import { STREAM_TICKET_TTL_SECONDS } from '../src/auth/stream-tickets.repository';
import { hashKey, UsersService } from '../src/users/users.service';
import { createUser, TestUser } from './utils/auth';
import { createWorld } from './utils/world';
import { createTestApp, listen, TestApp } from './utils/create-test-app';
import { call } from './utils/http';
import { publishedPost } from './utils/post-api';
import { resetDatabase } from './utils/reset-database';
import { createLoggedApp, LoggedApp } from './support/logged-app';
import { SseClient } from './utils/sse-client';

/** Events must arrive within a second; the wait allows for a loaded machine. */
const ARRIVES_MS = 5000;

async function ticketFor(t: { app: TestApp['app'] }, user: TestUser): Promise<string> {
  const res = await call<{ ticket: string; expires_in: number }>(
    t.app,
    'POST',
    '/notifications/stream/ticket',
    { auth: user.auth },
  );
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual({
    ticket: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    expires_in: STREAM_TICKET_TTL_SECONDS,
  });
  return res.body.data.ticket;
}

describe('Stream tickets (POST /notifications/stream/ticket, GET /notifications/stream?ticket=)', () => {
  let t: TestApp;
  let url: string;
  let alice: TestUser;
  let bob: TestUser;
  const clients: SseClient[] = [];

  const openWith = async (ticket: string) => {
    const client = await SseClient.open(
      `${url}/api/v0/notifications/stream?ticket=${encodeURIComponent(ticket)}`,
      {},
    );
    clients.push(client);
    return client;
  };
  /** The error answer of a stream request that is refused. */
  const refusal = async (ticket?: string) => {
    const query = ticket === undefined ? '' : `?ticket=${encodeURIComponent(ticket)}`;
    const res = await fetch(`${url}/api/v0/notifications/stream${query}`);
    const body = (await res.json()) as { messages: string[] };
    return { status: res.status, messages: body.messages };
  };

  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.app);
    ({ alice, bob } = await createWorld(t.app, ['alice', 'bob']));
  });
  afterEach(async () => {
    clients.forEach((c) => c.close());
    await Promise.all(clients.splice(0).map((c) => c.ended));
  });

  it('needs credentials to get a ticket, and a Pro account', async () => {
    const anonymous = await call(t.app, 'POST', '/notifications/stream/ticket');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.messages).toEqual([MISSING_CREDENTIALS]);
    const free = await createUser(t.app, 'freeuser', { plan: 'free' });
    const refused = await call(t.app, 'POST', '/notifications/stream/ticket', {
      auth: free.auth,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.messages).toEqual([PRO_REQUIRED]);
  });

  it("opens one stream as the ticket's owner, which receives the owner's notifications", async () => {
    const post = await publishedPost(t, alice, 'Star me');
    const client = await openWith(await ticketFor(t, alice));
    expect(client.response.status).toBe(200);
    expect(client.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    await call(t.app, 'POST', `/star/${post.id}`, { auth: bob.auth });
    await client.waitForEvents(1, ARRIVES_MS);
    expect(client.notifications.map((n) => [n.type, n.receiver_id])).toEqual([['star', alice.id]]);
  });

  it('is single-use: the second stream with the same ticket gets 401', async () => {
    const ticket = await ticketFor(t, alice);
    const [first, second] = await Promise.all([openWith(ticket), openWith(ticket)]);
    const statuses = [first.response.status, second.response.status].sort();
    expect(statuses).toEqual([200, 401]);
    await expect(refusal(ticket)).resolves.toEqual({
      status: 401,
      messages: [INVALID_STREAM_TICKET],
    });
  });

  it('expires after expires_in seconds', async () => {
    const ticket = await ticketFor(t, alice);
    t.clock.advance(STREAM_TICKET_TTL_SECONDS * 1000);
    await expect(refusal(ticket)).resolves.toEqual({
      status: 401,
      messages: [INVALID_STREAM_TICKET],
    });
  });

  it('fails once its key is revoked, and for made-up tickets', async () => {
    await expect(refusal('made-up')).resolves.toEqual({
      status: 401,
      messages: [INVALID_STREAM_TICKET],
    });
    await expect(refusal('x'.repeat(500))).resolves.toEqual({
      status: 401,
      messages: [INVALID_STREAM_TICKET],
    });
    const ticket = await ticketFor(t, alice);
    const users = t.app.get(UsersService);
    const owner = await users.findActiveKeyOwner(hashKey(alice.apiKey));
    await users.revokeKey(owner!.key_id);
    t.app.get(AuthService).clearCache();
    await expect(refusal(ticket)).resolves.toEqual({
      status: 401,
      messages: [INVALID_STREAM_TICKET],
    });
    await expect(refusal()).resolves.toEqual({
      status: 401,
      messages: [MISSING_CREDENTIALS],
    });
  });

  it('is accepted by the stream only: other routes ignore ?ticket=', async () => {
    const ticket = await ticketFor(t, alice);
    const res = await call(t.app, 'GET', `/notifications?ticket=${ticket}`);
    expect(res.status).toBe(401);
    expect(res.body.messages).toEqual([MISSING_CREDENTIALS]);
    // and the ticket is still good for its stream
    expect((await openWith(ticket)).response.status).toBe(200);
  });

  it('is redeemed by another instance on the same database', async () => {
    const other = await createTestApp({ databaseUrl: () => t.database.url });
    try {
      const otherUrl = await listen(other);
      const ticket = await ticketFor(t, alice);
      const client = await SseClient.open(
        `${otherUrl}/api/v0/notifications/stream?ticket=${ticket}`,
        {},
      );
      clients.push(client);
      expect(client.response.status).toBe(200);
    } finally {
      clients.forEach((c) => c.close());
      await Promise.all(clients.splice(0).map((c) => c.ended));
      await other.close();
    }
  });
});

describe('Stream tickets in the log', () => {
  let t: LoggedApp;

  beforeAll(async () => {
    t = await createLoggedApp();
  });
  afterAll(() => t.close());

  it('never writes a ticket into the log, used or not', async () => {
    const alice = await createUser(t.app, 'alice');
    const issued = await call<{ ticket: string }>(t.app, 'POST', '/notifications/stream/ticket', {
      auth: alice.auth,
    });
    const ticket = issued.body.data.ticket;
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/v0/notifications/stream?ticket=${ticket}x`,
    });
    expect(bad.statusCode).toBe(401);
    await t.app.inject({ method: 'GET', url: `/api/v0/hello?ticket=${ticket}` });
    expect(t.output()).toContain('/api/v0/notifications/stream');
    expect(t.output()).not.toContain(ticket);
  });
});
