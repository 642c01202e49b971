import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../config';
import { AmbientTransaction, Db } from '../database';
import {
  CallerResolver,
  Clock,
  errorEnvelope,
  eventCounts,
  isDatabaseUnavailable,
  UNAVAILABLE,
  UNEXPECTED,
} from '../core';
import { StoredAnswer } from './idempotency.repository';
import { KeyLocks } from './key-locks';
import { decodeBody, decodeHeaders, encodeBody, encodeHeaders } from './stored-answer';
import { requestFingerprint } from './request-fingerprint';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const KEY_SYNTAX =
  'The Idempotency-Key header must be 1 to 255 visible ASCII characters, sent once.';
export const KEY_IN_USE =
  'A request with this Idempotency-Key is still being processed. Please retry shortly.';
export const KEY_REUSED =
  'This Idempotency-Key was already used for a different request. Please use a new key.';
/** Seconds a client waits before it retries a request whose first attempt is still running. */
const RETRY_AFTER_SECONDS = '1';
// visible ASCII (RFC 5234 VCHAR), 1 to 255 of them
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** The answer headers that are stored and replayed; the others belong to each response. */
const REPLAYED_HEADERS = ['content-type', 'location', 'content-disposition', 'link'];

/** A request whose key is new: its handler runs inside `ambient`. */
export interface PendingAnswer {
  ambient: AmbientTransaction;
  id: string;
  fingerprint: string;
  /** The caller, or null without credentials (stored, so that an erasure finds the answers). */
  userId: number | null;
}

/** Answers that are not final: another attempt may well succeed. */
function isStored(status: number): boolean {
  return status < 500 && status !== 401 && status !== 429;
}

/**
 * Idempotency-Key on the POSTs of /api/v0 (docs/api.md "Safe retries"). The first request with a key
 * (per user, or per client address without credentials) runs in one database transaction with
 * its answer: the answer row is inserted before COMMIT, so a crash after the commit still leaves
 * the answer for the retry. While it runs, the key is locked (KeyLocks: a PostgreSQL advisory
 * lock that every instance sees, or on SQLite, one process, a set in memory); KeyLocks also
 * opens the transaction and stores the answer with its COMMIT in as few round trips as it can. A retry gets the stored answer;
 * the same key with another request a 422; a retry while the first runs a 409.
 */
@Injectable()
export class IdempotencyService {
  private readonly logger = new Logger('Idempotency');

  constructor(
    private readonly db: Db,
    private readonly locks: KeyLocks,
    private readonly callers: CallerResolver,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /**
   * Before the handler of a request with the header: answers it (key syntax, 409, 422, replay)
   * and returns 'answered', or returns the pending answer whose transaction the handler must run
   * in, or 'pass' for a request to run as if it had no key.
   */
  async start(
    request: FastifyRequest,
    reply: FastifyReply,
    header: string | string[],
  ): Promise<PendingAnswer | 'answered' | 'pass'> {
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      this.answerError(reply, HttpStatus.BAD_REQUEST, KEY_SYNTAX);
      return 'answered';
    }
    let id: string | undefined;
    let ambient: AmbientTransaction | undefined;
    try {
      const caller = await this.scopeOf(request);
      if (caller === null) {
        return 'pass'; // wrong credentials: the auth guard answers, and nothing is stored
      }
      const fingerprint = await requestFingerprint(request);
      const key = createHash('sha256').update(`${caller.scope}\n${header}`).digest('hex');
      const opened = await this.locks.open(key);
      if (opened === 'in-use') {
        this.answerInUse(reply);
        return 'answered';
      }
      id = key;
      ambient = opened.ambient;
      const { stored } = opened;
      // a retry of a finished request; an expired answer not purged yet is replaced by the new one
      if (stored && stored.expires_at > this.clock.now()) {
        await ambient.rollback();
        this.locks.release(id);
        this.answerStored(reply, stored, fingerprint);
        return 'answered';
      }
      return { ambient, id, fingerprint, userId: caller.userId };
    } catch (error) {
      if (ambient?.active) {
        await ambient.rollback().catch(() => undefined);
      }
      if (id !== undefined) {
        this.locks.release(id);
      }
      this.answerFailure(request, reply, error);
      return 'answered';
    }
  }

  /**
   * When the answer of a pending request goes out (onSend): stores it and commits with the
   * request's writes (an error answer: without them), or rolls back an answer that is not
   * stored. Returns the payload to send: the same, or a 5xx when the COMMIT failed.
   */
  async finish(pending: PendingAnswer, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const { ambient } = pending;
    try {
      const status = reply.statusCode;
      if (!isStored(status)) {
        await ambient.rollback();
        return payload;
      }
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) {
        throw new Error(`An answer to store is not a string or buffer (${typeof payload}).`);
      }
      if (status >= 400) {
        await ambient.undoWork();
      }
      const { body, encoding } = encodeBody(payload);
      await this.locks.commitWith(
        ambient,
        pending.id,
        {
          fingerprint: pending.fingerprint,
          status,
          headers: encodeHeaders(this.replayedHeaders(reply)),
          body,
          encoding,
        },
        this.clock.now() + IDEMPOTENCY_TTL_MS,
        pending.userId,
      );
      if (this.config.IDEMPOTENCY_TEST_FAULT === 'pause-after-commit') {
        this.logger.warn(`Test fault: answer ${pending.id} committed; pausing before sending it`);
        return new Promise(() => undefined);
      }
      return payload;
    } catch (error) {
      if (ambient.active) {
        await ambient.rollback().catch(() => undefined);
      }
      const unavailable = isDatabaseUnavailable(error);
      if (!unavailable) {
        this.logger.error('Storing an answer failed', (error as Error).stack ?? String(error));
      }
      reply.removeHeader('location');
      reply.code(unavailable ? HttpStatus.SERVICE_UNAVAILABLE : HttpStatus.INTERNAL_SERVER_ERROR);
      reply.header('content-type', 'application/json; charset=utf-8');
      if (unavailable) {
        reply.header('retry-after', '1');
      }
      return JSON.stringify(errorEnvelope([unavailable ? UNAVAILABLE : UNEXPECTED]));
    } finally {
      this.locks.release(pending.id);
    }
  }

  /**
   * `u<id>` for a caller with valid credentials, `ip:<address>` without; null for wrong ones. The
   * user id is stored with the answer, so that an account's erasure finds its stored answers.
   */
  private async scopeOf(
    request: FastifyRequest,
  ): Promise<{ scope: string; userId: number | null } | null> {
    const authorization = request.headers.authorization;
    if (authorization === undefined) {
      return { scope: `ip:${request.ip}`, userId: null };
    }
    const user = await this.callers.authenticate(authorization);
    return user ? { scope: `u${user.id}`, userId: user.id } : null;
  }

  private replayedHeaders(reply: FastifyReply): Record<string, string> {
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) {
        headers[name] = String(value);
      }
    }
    return headers;
  }

  /** The stored answer again, or a 422 when the key was used for another request. */
  private answerStored(reply: FastifyReply, stored: StoredAnswer, fingerprint: string): void {
    if (stored.fingerprint !== fingerprint) {
      eventCounts.idempotencyKeyReused += 1;
      this.answerError(reply, HttpStatus.UNPROCESSABLE_ENTITY, KEY_REUSED);
      return;
    }
    eventCounts.idempotencyReplays += 1;
    void reply
      .code(stored.status)
      .headers(decodeHeaders(stored.headers))
      .header('idempotent-replayed', 'true')
      .send(decodeBody(stored));
  }

  private answerInUse(reply: FastifyReply): void {
    eventCounts.idempotencyInUse += 1;
    reply.header('retry-after', RETRY_AFTER_SECONDS);
    this.answerError(reply, HttpStatus.CONFLICT, KEY_IN_USE);
  }

  private answerError(reply: FastifyReply, status: number, message: string): void {
    void reply
      .code(status)
      .type('application/json; charset=utf-8')
      .send(errorEnvelope([message]));
  }

  private answerFailure(request: FastifyRequest, reply: FastifyReply, error: unknown): void {
    if (isDatabaseUnavailable(error)) {
      this.logger.warn(
        `Database unavailable on ${request.method} ${request.url}: ${String(error)}`,
      );
      reply.header('retry-after', '1');
      this.answerError(reply, HttpStatus.SERVICE_UNAVAILABLE, UNAVAILABLE);
      return;
    }
    this.logger.error(
      `Unexpected error on ${request.method} ${request.url}`,
      error instanceof Error ? error.stack : String(error),
    );
    this.answerError(reply, HttpStatus.INTERNAL_SERVER_ERROR, UNEXPECTED);
  }
}
