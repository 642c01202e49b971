import { Injectable, Optional } from '@nestjs/common';
import { hash, randomBytes } from 'node:crypto';
import { Clock } from '../core';
import { Db } from '../database';
import { UsersService } from '../users';
import { AuthUser, toAuthUser } from './auth-user';
import { BearerTokens } from './bearer-tokens';

/** How long a ticket may wait to be used: enough to hand it to an EventSource, no more. */
export const STREAM_TICKET_TTL_SECONDS = 30;

function digest(ticket: string): string {
  return hash('sha256', ticket, 'hex');
}

/**
 * Stream tickets: a browser's EventSource cannot send an Authorization header, and an API key
 * must never sit in a URL (logs, history, Referer). A client with a key asks for a ticket, then
 * opens the stream with `?ticket=`. A ticket opens one stream, for STREAM_TICKET_TTL_SECONDS,
 * as the key it was issued to (a key revoked meanwhile makes it fail). Only its SHA-256 is stored,
 * in the database, so that any instance can redeem it.
 */
@Injectable()
export class StreamTickets {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly users: UsersService,
    // provided by the oauth module: a ticket issued to an OAuth token opens a stream as that token
    @Optional() private readonly bearer?: BearerTokens,
  ) {}

  async issue(user: AuthUser): Promise<{ ticket: string; expires_in: number }> {
    const now = this.clock.now();
    const ticket = randomBytes(32).toString('base64url');
    // Expired tickets go as new ones come: the table holds at most a TTL's worth of tickets.
    await this.db.run(`DELETE FROM stream_tickets WHERE expires_at <= $1`, [now]);
    await this.db.run(`INSERT INTO stream_tickets (id, key_hash, expires_at) VALUES ($1, $2, $3)`, [
      digest(ticket),
      user.keyHash,
      now + STREAM_TICKET_TTL_SECONDS * 1000,
    ]);
    return { ticket, expires_in: STREAM_TICKET_TTL_SECONDS };
  }

  /**
   * The caller a ticket stands for, or null when it is unknown, used, expired or its key revoked.
   * One DELETE takes the ticket: of two requests with it, only one gets its row.
   */
  async redeem(ticket: string): Promise<AuthUser | null> {
    if (ticket.length === 0 || ticket.length > 100) {
      return null;
    }
    // a transaction: a write, on the primary whatever the route's read routing
    const row = await this.db.transaction((tx) =>
      tx.get<{ key_hash: string }>(
        `DELETE FROM stream_tickets WHERE id = $1 AND expires_at > $2 RETURNING key_hash`,
        [digest(ticket), this.clock.now()],
      ),
    );
    if (row === undefined) {
      return null;
    }
    const owner = await this.users.findActiveKeyOwner(row.key_hash);
    if (owner === undefined) {
      const token = await this.bearer?.verifyHash(row.key_hash, this.clock.now());
      return token?.user ?? null;
    }
    return toAuthUser(owner, row.key_hash);
  }
}
