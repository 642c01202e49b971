import { deflateRawSync, inflateRawSync } from 'node:zlib';

/**
 * How an answer is stored for replay: only what a replay needs, in as few bytes as is cheap.
 * - The body as its UTF-8 text (`utf8`): every JSON answer; base64 would add a third.
 * - A body of DEFLATE_FROM bytes or more deflated, in base64 (`deflate`), when that is smaller.
 * - Bytes that are not UTF-8 text in base64 (NULL, as rows stored before these encodings).
 * - The replayed headers as a JSON object, or '' when the answer has only the usual JSON type.
 * Figures per 100,000 keyed requests, and what deflating cost, are in docs/performance.md.
 */
export type BodyEncoding = 'utf8' | 'deflate' | null;

export interface EncodedBody {
  body: string;
  encoding: BodyEncoding;
}

/**
 * Below this many bytes, deflating saves too little for its CPU: a new zlib stream per answer
 * (its state is a few hundred KB) cost more than the rest of the answer's storing together.
 */
export const DEFLATE_FROM = 16 * 1024;
export const USUAL_CONTENT_TYPE = 'application/json; charset=utf-8';

// NUL, or a UTF-16 surrogate (paired or not): such a string takes the checked path below
const NOT_PLAIN_TEXT = /[\0\uD800-\uDFFF]/;

export function encodeBody(payload: string | Buffer): EncodedBody {
  // the usual answer, a JSON string below DEFLATE_FROM: its own text, without copies to check it
  if (
    typeof payload === 'string' &&
    !NOT_PLAIN_TEXT.test(payload) &&
    Buffer.byteLength(payload) < DEFLATE_FROM
  ) {
    return { body: payload, encoding: 'utf8' };
  }
  const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (bytes.length >= DEFLATE_FROM) {
    const deflated = deflateRawSync(bytes).toString('base64');
    if (deflated.length < bytes.length) {
      return { body: deflated, encoding: 'deflate' };
    }
  }
  // bytes that are not UTF-8 would not survive the round trip as text, nor would NUL in PostgreSQL
  const text = bytes.toString('utf8');
  if (!text.includes('\u0000') && Buffer.from(text).equals(bytes)) {
    return { body: text, encoding: 'utf8' };
  }
  return { body: bytes.toString('base64'), encoding: null };
}

export function decodeBody(stored: EncodedBody): Buffer {
  switch (stored.encoding) {
    case 'utf8':
      return Buffer.from(stored.body);
    case 'deflate':
      return inflateRawSync(Buffer.from(stored.body, 'base64'));
    default:
      return Buffer.from(stored.body, 'base64');
  }
}

/** The replayed headers as stored: '' when they are the usual content type alone. */
export function encodeHeaders(headers: Record<string, string>): string {
  const names = Object.keys(headers);
  if (names.length === 1 && headers['content-type'] === USUAL_CONTENT_TYPE) {
    return '';
  }
  return JSON.stringify(headers);
}

export function decodeHeaders(stored: string): Record<string, string> {
  return stored === ''
    ? { 'content-type': USUAL_CONTENT_TYPE }
    : (JSON.parse(stored) as Record<string, string>);
}
