import {
  BadRequestException,
  HttpException,
  HttpStatus,
  PayloadTooLargeException,
} from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { parse as parseQuery } from 'fast-querystring';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { AppConfig } from '../../config';
import { errorEnvelope } from './error-envelope';

/** Most fields a form or JSON body may have (nested JSON values counted too). */
export const MAX_BODY_FIELDS = 100;
/** Request line plus headers (Node's own default, set explicitly). Above it: 431. */
export const MAX_HEADER_BYTES = 16 * 1024;

export const TOO_MANY_FIELDS = 'The request has too many fields.';
export const BODY_TOO_LARGE = 'The request body is too large.';
export const REQUEST_TIMEOUT = 'The request took too long to arrive.';
export const HEADERS_TOO_LARGE = 'The request headers or URL are too large.';
export const MALFORMED_REQUEST = 'The request could not be parsed.';

/** Fastify's limit errors (Nest hands them over as HttpExceptions). */
const LIMIT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: BODY_TOO_LARGE,
};

/** The sentence for a body limit Fastify enforced, if it is one. */
export function limitMessage(exception: unknown): string | undefined {
  const error = exception instanceof HttpException ? exception.cause : exception;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? LIMIT_MESSAGES[code] : undefined;
}

/**
 * How long a client may take, set explicitly (Fastify's and Node's defaults differ, and Node's
 * allow a slow client to hold a connection for minutes):
 * - headersTimeout: the request line and headers must arrive within it (a slowloris client that
 *   trickles headers is answered 408 and disconnected), requestTimeout likewise for the whole
 *   request with its body; Node checks both every `connectionsCheckingInterval`, so that interval
 *   is a fraction of the timeout (Node's default is 30 s);
 * - connectionTimeout: a socket idle that long is closed;
 * - keepAliveTimeout: an idle keep-alive connection is closed after it.
 * Client errors Node detects before Fastify sees a request (timeouts, oversized headers, garbage)
 * are answered in the error envelope.
 */
export function connectionOptions(config: AppConfig) {
  return {
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.max(
        100,
        Math.min(1000, Math.floor(config.HEADERS_TIMEOUT_MS / 4)),
      ),
      maxHeaderSize: MAX_HEADER_BYTES,
    },
    clientErrorHandler: answerClientError,
  };
}

/** Fastify's default client error handler, with the error envelope as the body. */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) {
    return;
  }
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [HttpStatus.REQUEST_TIMEOUT, REQUEST_TIMEOUT]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, HEADERS_TOO_LARGE]
        : [HttpStatus.BAD_REQUEST, MALFORMED_REQUEST];
  if (socket.writable) {
    const body = JSON.stringify(errorEnvelope([message]));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * The most of a refused body that is read (and discarded) before its 413 goes out. A client such
 * as Node's `fetch` or `http.request` writes the whole body before it reads the answer: if the
 * server answered at once and closed, the unread bytes made the kernel reset the connection, and
 * the client saw EPIPE or ECONNRESET instead of the 413. Above this much (or a Content-Length
 * announcing more) the connection is closed at once, as before; the request timeout still applies
 * while it is read.
 */
export const MAX_DRAINED_BYTES = 64 * 1024 * 1024;

/** Calls `send` once the rest of the request body has arrived (see MAX_DRAINED_BYTES). */
export function afterBodyDrained(request: FastifyRequest, send: () => void): void {
  const raw = request.raw;
  const announced = Number(request.headers['content-length'] ?? 0);
  if (raw.complete || raw.readableEnded || raw.destroyed || announced > MAX_DRAINED_BYTES) {
    send();
    return;
  }
  let received = 0;
  let sent = false;
  const finish = (): void => {
    raw.removeListener('data', count);
    raw.removeListener('end', finish);
    raw.removeListener('close', finish);
    raw.removeListener('error', finish);
    if (!sent) {
      sent = true;
      send();
    }
  };
  const count = (chunk: Buffer): void => {
    received += chunk.length;
    if (received > MAX_DRAINED_BYTES) {
      finish();
    }
  };
  raw.on('data', count);
  raw.once('end', finish);
  raw.once('close', finish);
  raw.once('error', finish);
  raw.resume();
}

export function tooManyFields(): PayloadTooLargeException {
  // `statusCode`: Fastify answers a failed body stream with the error's statusCode (else 400)
  return Object.assign(new PayloadTooLargeException(TOO_MANY_FIELDS), { statusCode: 413 });
}

/** A body field named `__proto__` (Nest's JSON and form parsers answer the same). */
export function prototypeKeyRefused(): BadRequestException {
  return Object.assign(new BadRequestException('Object contains forbidden prototype property'), {
    statusCode: 400,
  });
}

function isPlainPrototype(prototype: unknown): boolean {
  return prototype === Object.prototype || prototype === null;
}

/** True when the parsed body holds more than `limit` values (keys and array items, nested). */
function hasMoreFields(body: unknown, limit: number): boolean {
  let count = 0;
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    const plain =
      Array.isArray(value) ||
      (value !== null &&
        typeof value === 'object' &&
        isPlainPrototype(Object.getPrototypeOf(value)));
    if (!plain) {
      continue;
    }
    for (const key in value as object) {
      if (++count > limit) {
        return true;
      }
      pending.push((value as Record<string, unknown>)[key]);
    }
  }
  return false;
}

const AMPERSAND = 0x26;

/**
 * The parser of form bodies: Nest's default (fast-querystring, `__proto__` refused as in JSON)
 * with the fields counted on the raw bytes first, so that no body with more than MAX_BODY_FIELDS
 * fields is ever parsed. Counting in the parser costs one scan of a buffer; a counting stream in
 * front of the parser cost about 5 % of a small POST.
 */
export function parseFormBody(
  _request: unknown,
  body: Buffer,
  done: (error: Error | null, parsed?: unknown) => void,
): void {
  let fields = 1;
  for (let i = body.indexOf(AMPERSAND); i !== -1; i = body.indexOf(AMPERSAND, i + 1)) {
    if (++fields > MAX_BODY_FIELDS) {
      done(tooManyFields());
      return;
    }
  }
  const parsed = parseQuery(body.toString());
  if (Object.hasOwn(parsed, '__proto__')) {
    done(prototypeKeyRefused());
    return;
  }
  done(null, parsed);
}

/**
 * Caps the fields of a body before anything walks them: DTO transformation takes time growing
 * with the square of the number of keys (80,000 JSON keys, under the 1 MiB body limit, held the
 * event loop for 30 s). Form fields are counted before they are parsed (parseFormBody), JSON
 * values as soon as they are, in the parser (a hook would run on every request). Multipart
 * bodies have their own limits (multipart.ts).
 */
export function limitBodyFields(app: NestFastifyApplication, config: AppConfig): void {
  const options = { bodyLimit: config.BODY_LIMIT_BYTES };
  const fastify = app.getHttpAdapter().getInstance();
  // The API takes JSON, form and multipart bodies only. Fastify's built-in text/plain parser
  // would hand a string to the validation ("The X field is required."); without it a text body
  // (what `fetch(url, { body: "…" })` sends) is a 415.
  fastify.removeContentTypeParser('text/plain');
  app.useBodyParser('application/x-www-form-urlencoded', options, parseFormBody);
  // Fastify's own JSON parser, as Nest configures it: `__proto__` and `constructor.prototype`
  // keys are refused.
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser('application/json', options, (request, body: Buffer, done) => {
    void parseJson(request as FastifyRequest, body as unknown as string, (error, parsed) => {
      if (error) {
        done(error);
      } else {
        done(hasMoreFields(parsed, MAX_BODY_FIELDS) ? tooManyFields() : null, parsed);
      }
    });
  });
}
