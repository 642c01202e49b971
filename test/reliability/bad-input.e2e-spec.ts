import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import type { Response } from 'light-my-request';
import { BAD_URL, MALFORMED_BODY, URL_TOO_LONG } from '../../src/core/http/request-errors';
import { basicAuth, TestUser } from '../utils/auth';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { dbSnapshot, DbSnapshot } from '../utils/db-snapshot';
import { insertPost, replyNotificationId } from '../utils/post-fixtures';
import { isPagePath } from '../../src/core/http/paths';
import { AppRoute, appRoutes, fillPath, pageRoutes, routeKey, STREAM_URLS } from '../utils/routes';
import { createUpload, makeImage, uploadImage } from '../utils/uploads';
import { createWorld } from '../utils/world';

/*
 * A bad-input sweep over every route of the app (read from the app's own route table, so a new
 * route is swept without editing this file): fixed lists of nasty path values, `page` values and
 * bodies, then random ones from fast-check. For every answer: never a 5xx; a 4xx is the error
 * envelope with a non-empty `messages` array and left the database exactly as it was; a 2xx is
 * the success envelope (or the raw bytes of a media file); no multipart temp file is left.
 *
 * Reproduce a run with FC_SEED=<the printed seed>.
 */

const SEED = Number(process.env.FC_SEED ?? 7_020_251);
const RUNS_PER_ROUTE = Number(process.env.FC_RUNS ?? 70);
/** HEAD routes run their GET's handler: fewer random runs, no fixed lists. */
const RUNS_PER_HEAD_ROUTE = Math.ceil(RUNS_PER_ROUTE / 4);
const MIN_INPUTS = 5_000;
const BODY_LIMIT = 1_048_576;
const UPLOAD_MAX = 5 * 1024 * 1024;

type AuthKind = 'pro' | 'other' | 'free' | 'anonymous' | 'wrong';

/** One request of the sweep. */
interface Probe {
  label: string;
  auth: AuthKind;
  /** Path with the parameters filled in, query included. */
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

interface RawBody {
  label: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

// ---------------------------------------------------------------------------------------------
// Values

/** Percent-encodes any JS string, lone surrogates included (as U+FFFD, like a browser). */
function encode(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** Path segments as they go into the URL (already escaped where needed, some on purpose not). */
const NASTY_SEGMENTS = [
  '0',
  '-1',
  '1.5',
  '1e309',
  '1e3',
  '01',
  '+1',
  '%201',
  '1%20',
  '0x10',
  '1,2',
  String(2n ** 63n),
  String(2n ** 63n - 1n),
  String(2n ** 64n),
  '9007199254740993',
  '9007199254740991',
  '9007199254740992',
  '-9007199254740993',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'abc',
  '..',
  '..%2f',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  encode('../'),
  encode('é'),
  encode('Ω≈ç√'),
  encode('😀'),
  encode('\u202e'),
  '%00',
  'a%00b',
  '%C3%28',
  '%FF',
  '%',
  '%zz',
  encode("1' OR '1'='1"),
  encode('<script>alert(1)</script>'),
  'x'.repeat(199),
  '1'.repeat(201),
  'x'.repeat(10_000),
  'A.PNG',
  'a.png',
  'a.png%00',
  'profile_1.png',
  'profile_0.png',
  'profile_9007199254740993.png',
];

/** `?…` query strings, `page` first. */
const NASTY_QUERIES = [
  ...NASTY_SEGMENTS.map((s) => `?page=${s}`),
  '?page=',
  '?page',
  '?page=1&page=2',
  '?page[]=1',
  '?page[a]=1',
  '?page=1000000000',
  '?page=1000000001',
  '?page=2',
  '?page=999999',
  '?PAGE=2',
  '?page=1%00',
  '?page=%20',
  '?=&&&==',
  `?${'q'.repeat(5000)}=1`,
];

/** Field names the routes know; every POST route gets all of them (unknown ones are extras). */
const KNOWN_FIELDS = [
  'post',
  'parent_id',
  'attachment_count',
  'attachment_type_0',
  'attachment_text_0',
  'attachment_type_1',
  'attachment_text_1',
  'name',
  'timezone',
  'display_name',
  'bio',
  'media_id',
  'file_type',
  'original_name',
  'original_extension',
  'upload_type',
  'total_bytes',
  'index',
  'chunk',
  'total_chunks',
];

/** Field values that are valid somewhere, so random bodies reach past the first check. */
const PLAUSIBLE_VALUES = [
  '1',
  '0',
  '2',
  '10',
  'text',
  'hello',
  'image',
  '.png',
  '.JPEG',
  'profile',
  'UTC',
  'europe/paris',
  'me.png',
];

/** Form values (not yet encoded). */
const NASTY_VALUES = [
  '',
  ' ',
  '\t\n ',
  '\u00a0',
  '0',
  '-1',
  '1.5',
  '1e309',
  '1e3',
  ' 7 ',
  '+1',
  '0x10',
  String(2n ** 63n),
  '9007199254740993',
  'NaN',
  'true',
  'null',
  'a\u0000b',
  '\u0000',
  '\u0007',
  '\u007f',
  '\ufffd',
  '\ud800',
  'é',
  '😀'.repeat(241),
  'x'.repeat(241),
  'x'.repeat(10_001),
  'x'.repeat(70_000),
  '<b>hi</b>',
  "'; DROP TABLE posts; --",
  '[object Object]',
];

// ---------------------------------------------------------------------------------------------
// Bodies

function form(pairs: [string, string][]): string {
  return pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const JSON_TYPE = { 'content-type': 'application/json' };

interface Part {
  /** null: a part without a name. */
  name: string | null;
  value: string | Buffer;
  filename?: string;
}

function multipartBody(
  parts: Part[],
  options: { boundary?: string; declared?: string; close?: boolean } = {},
): RawBody & { payload: Buffer } {
  const boundary = options.boundary ?? 'sweepBoundary7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'Content-Disposition: form-data' +
      (part.name === null ? '' : `; name="${part.name}"`) +
      (part.filename === undefined ? '' : `; filename="${part.filename}"`);
    const type = part.filename === undefined ? '' : 'Content-Type: application/octet-stream\r\n';
    chunks.push(
      Buffer.from(`--${boundary}\r\n${disposition}\r\n${type}\r\n`),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  if (options.close !== false) {
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
  }
  return {
    label: 'multipart',
    headers: {
      'content-type': `multipart/form-data; boundary=${options.declared ?? boundary}`,
    },
    payload: Buffer.concat(chunks),
  };
}

/** Bodies sent to every POST route (with valid path values), each with valid Pro credentials. */
function fixedBodies(png: Buffer): RawBody[] {
  const all = (value: string): [string, string][] => KNOWN_FIELDS.map((f) => [f, value]);
  const bodies: RawBody[] = [
    { label: 'no body, no content type', headers: {} },
    { label: 'empty form', headers: FORM, payload: '' },
    ...NASTY_VALUES.map((v) => ({
      label: `every field = ${JSON.stringify(v.slice(0, 20))}…(${v.length})`,
      headers: FORM,
      payload: form(all(v)),
    })),
    { label: 'duplicated fields', headers: FORM, payload: form([...all('1'), ...all('2')]) },
    {
      label: 'unknown extra fields',
      headers: FORM,
      payload: form([
        ['post', 'hello'],
        ['name', 'x'],
        ['timezone', 'UTC'],
        ['foo', 'bar'],
        ['__proto__', 'x'],
        ['constructor', 'y'],
        ['hasOwnProperty', 'z'],
        ['toString', '1'],
      ]),
    },
    {
      label: 'prototype keys',
      headers: FORM,
      payload: '__proto__[post]=x&constructor[prototype][x]=1',
    },
    ...['%C3%28', '%FF', '%', '%zz', '%E0%80%80', '%ED%A0%80', '%00'].map((escape) => ({
      label: `raw escape ${escape} in names and values`,
      headers: FORM,
      payload: KNOWN_FIELDS.map((f) => `${f}=a${escape}b&${f}${escape}=1`).join('&'),
    })),
    { label: 'very long field name', headers: FORM, payload: `${'n'.repeat(100_000)}=1&post=hi` },
    {
      label: 'many fields',
      headers: FORM,
      payload: Array.from({ length: 5000 }, (_, i) => `f${i}=1`).join('&'),
    },
    { label: 'text/plain', headers: { 'content-type': 'text/plain' }, payload: 'post=hi&name=x' },
    {
      label: 'application/xml',
      headers: { 'content-type': 'application/xml' },
      payload: '<?xml version="1.0"?><post>hi</post>',
    },
    { label: 'missing content type with a body', headers: {}, payload: 'post=hi&name=x' },
    {
      label: 'octet-stream',
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.from([0, 1, 2, 255]),
    },
    {
      label: 'form in utf-16',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-16' },
      payload: Buffer.from('post=hi', 'utf16le'),
    },
    { label: 'garbage content type', headers: { 'content-type': ';;;/' }, payload: 'x' },
    ...[
      '{',
      '{"post":',
      '{"post":"a",}',
      'nul',
      '',
      '"',
      "{'post':'a'}",
      '{"post": NaN}',
      '{"post": 1e999}',
      '\ufeff{"post":"a"}',
      '['.repeat(10_000),
      '{"a":'.repeat(5_000),
    ].map((payload) => ({
      label: `malformed JSON ${JSON.stringify(payload.slice(0, 15))}`,
      headers: JSON_TYPE,
      payload,
    })),
    ...[
      '[]',
      '5',
      'null',
      'true',
      '"post"',
      '{}',
      '{"__proto__":{"post":"x","name":"x"}}',
      '{"constructor":{"prototype":{"post":"x"}}}',
      JSON.stringify(Object.fromEntries(KNOWN_FIELDS.map((f) => [f, 1]))),
      JSON.stringify(Object.fromEntries(KNOWN_FIELDS.map((f) => [f, true]))),
      JSON.stringify(Object.fromEntries(KNOWN_FIELDS.map((f) => [f, null]))),
      JSON.stringify(Object.fromEntries(KNOWN_FIELDS.map((f) => [f, []]))),
      JSON.stringify(Object.fromEntries(KNOWN_FIELDS.map((f) => [f, {}]))),
      JSON.stringify(Object.fromEntries(KNOWN_FIELDS.map((f) => [f, ['1']]))),
      JSON.stringify(Object.fromEntries(KNOWN_FIELDS.map((f) => [f, 1.5]))),
      JSON.stringify(Object.fromEntries(KNOWN_FIELDS.map((f) => [f, -1]))),
      JSON.stringify(Object.fromEntries(KNOWN_FIELDS.map((f) => [f, 2 ** 63]))),
      JSON.stringify(Object.fromEntries(KNOWN_FIELDS.map((f) => [f, 2 ** 53 + 2]))),
      JSON.stringify(
        Object.fromEntries(KNOWN_FIELDS.map((f) => [f, { path: '/etc/passwd', truncated: false }])),
      ),
      JSON.stringify({
        post: 'hi',
        attachment_count: 2,
        attachment_type_0: 'text',
        attachment_text_0: 1,
      }),
      JSON.stringify({ post: 'hi', attachment_count: '1e1' }),
      JSON.stringify({
        index: 0,
        chunk: { path: 'x', filename: 'x', mimetype: 'x', truncated: false },
      }),
    ].map((payload) => ({
      label: `JSON ${payload.slice(0, 60)}`,
      headers: JSON_TYPE,
      payload,
    })),
    {
      label: 'JSON in utf-16',
      headers: { 'content-type': 'application/json; charset=utf-16' },
      payload: Buffer.from('{"post":"hi"}', 'utf16le'),
    },
    {
      ...multipartBody([{ name: 'post', value: 'hi' }], { declared: 'other' }),
      label: 'multipart with a wrong boundary',
    },
    {
      label: 'multipart without a boundary',
      headers: { 'content-type': 'multipart/form-data' },
      payload: multipartBody([{ name: 'post', value: 'hi' }]).payload,
    },
    {
      ...multipartBody(
        [
          { name: 'index', value: '0' },
          { name: 'chunk', value: png, filename: 'a.png' },
        ],
        { close: false },
      ),
      label: 'multipart truncated',
    },
    {
      ...multipartBody([{ name: 'chunk', value: png, filename: 'a.png' }]),
      payload: multipartBody([{ name: 'chunk', value: png, filename: 'a.png' }]).payload.subarray(
        0,
        120,
      ),
      label: 'multipart cut inside a file part',
    },
    { ...multipartBody([]), label: 'multipart without parts' },
    { label: 'multipart, empty body', headers: multipartBody([]).headers, payload: '' },
    { ...multipartBody([{ name: null, value: 'hi' }]), label: 'multipart part without a name' },
    {
      ...multipartBody([{ name: null, value: png, filename: 'a.png' }]),
      label: 'multipart file part without a name',
    },
    {
      ...multipartBody([
        { name: 'index', value: '0' },
        { name: 'chunk', value: png, filename: 'a.png' },
        { name: 'chunk', value: png, filename: 'b.png' },
      ]),
      label: 'multipart with two files',
    },
    {
      ...multipartBody(
        KNOWN_FIELDS.map((f) => ({ name: f, value: png, filename: '../../etc/passwd' })),
      ),
      label: 'multipart: every field a file',
    },
    {
      ...multipartBody([
        { name: 'index', value: '0' },
        { name: 'index', value: '1' },
        { name: 'chunk', value: png, filename: 'a.png' },
      ]),
      label: 'multipart duplicated field',
    },
    {
      ...multipartBody([
        { name: 'n'.repeat(200), value: 'x' },
        { name: 'post', value: 'hi' },
      ]),
      label: 'multipart long field name',
    },
    {
      ...multipartBody([{ name: 'post', value: 'x'.repeat(70_000) }]),
      label: 'multipart field over 64 kB',
    },
    {
      ...multipartBody(Array.from({ length: 70 }, (_, i) => ({ name: `f${i}`, value: '1' }))),
      label: 'multipart with 70 fields',
    },
    {
      ...multipartBody([{ name: 'post', value: Buffer.from([0x68, 0xc3, 0x28, 0xff, 0x00]) }]),
      label: 'multipart invalid UTF-8',
    },
    {
      ...multipartBody([
        { name: 'index', value: '0' },
        { name: 'chunk', value: Buffer.alloc(0), filename: 'a.png' },
      ]),
      label: 'multipart empty file',
    },
    {
      label: 'multipart garbage',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: Buffer.from('--x\r\nnot a header\r\n\r\n\r\n--x'),
    },
    {
      label: 'oversized form',
      headers: FORM,
      payload: `post=${'x'.repeat(BODY_LIMIT + 1)}`,
    },
    {
      label: 'oversized JSON',
      headers: JSON_TYPE,
      payload: JSON.stringify({ post: 'x'.repeat(BODY_LIMIT + 1) }),
    },
  ];
  return bodies;
}

/** One multipart file part over UPLOAD_MAX_BYTES (built once, sent to the POST routes). */
function oversizedMultipart(): RawBody {
  return {
    ...multipartBody([
      { name: 'index', value: '0' },
      { name: 'chunk', value: Buffer.alloc(UPLOAD_MAX + 1, 1), filename: 'big.png' },
    ]),
    label: 'oversized multipart file',
  };
}

// ---------------------------------------------------------------------------------------------
// Arbitraries

const anyText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.string({
    unit: fc.constantFrom('\u0000', '\u001f', ' ', '\ud800', '\ufffd', 'a'),
    maxLength: 20,
  }),
);

const numberText = fc.oneof(
  fc.integer().map(String),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  fc.double().map(String),
  fc.nat({ max: 20 }).map(String),
);

function segmentArb(valid: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...valid), weight: 3 },
    { arbitrary: fc.constantFrom(...NASTY_SEGMENTS), weight: 3 },
    { arbitrary: numberText, weight: 2 },
    { arbitrary: anyText.filter((s) => s.length > 0).map(encode), weight: 2 },
  );
}

const queryArb = fc.oneof(
  { arbitrary: fc.constant(''), weight: 3 },
  { arbitrary: fc.constantFrom(...NASTY_QUERIES), weight: 2 },
  { arbitrary: numberText.map((n) => `?page=${encode(n)}`), weight: 2 },
  { arbitrary: anyText.map((s) => `?page=${encode(s)}`), weight: 1 },
);

const fieldName = fc.oneof(
  { arbitrary: fc.constantFrom(...KNOWN_FIELDS), weight: 6 },
  { arbitrary: anyText, weight: 1 },
  {
    arbitrary: fc.constantFrom('__proto__', 'constructor', 'post[]', 'post[a]', 'post.x'),
    weight: 1,
  },
);

const fieldValue = fc.oneof(
  { arbitrary: fc.constantFrom(...PLAUSIBLE_VALUES), weight: 3 },
  { arbitrary: fc.constantFrom(...NASTY_VALUES.filter((v) => v.length < 1000)), weight: 3 },
  { arbitrary: numberText, weight: 2 },
  { arbitrary: anyText, weight: 2 },
);

const fields = fc.array(fc.tuple(fieldName, fieldValue), { maxLength: 12 });

const jsonValue = fc.oneof(
  { arbitrary: fieldValue, weight: 4 },
  { arbitrary: fc.integer(), weight: 2 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
);

const bodyArb: fc.Arbitrary<RawBody> = fc.oneof(
  fields.map((f) => ({ label: 'form', headers: FORM, payload: form(f) })),
  fc
    .tuple(fields, fc.constantFrom('%C3%28', '%FF', '%', '%0', '%00', '+', '&&', '=='))
    .map(([f, bad]) => ({
      label: 'form with a raw escape',
      headers: FORM,
      payload: `${form(f)}&${bad}=${bad}`,
    })),
  fc.array(fc.tuple(fieldName, jsonValue), { maxLength: 12 }).map((f) => ({
    label: 'JSON',
    headers: JSON_TYPE,
    payload: JSON.stringify(Object.fromEntries(f)),
  })),
  fc
    .jsonValue()
    .map((v) => ({ label: 'any JSON', headers: JSON_TYPE, payload: JSON.stringify(v) ?? '' })),
  fc
    .tuple(fields, fc.option(fc.uint8Array({ maxLength: 64 })), fc.boolean())
    .map(([f, file, close]) =>
      multipartBody(
        [
          ...f.map(([name, value]) => ({ name, value })),
          ...(file ? [{ name: 'chunk', value: Buffer.from(file), filename: 'c.png' }] : []),
        ],
        { close },
      ),
    ),
  fc
    .tuple(
      fc.constantFrom(
        undefined,
        'text/plain',
        'application/xml',
        'application/json',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=b',
        'application/json; charset=latin1',
        'image/png',
      ),
      fc.oneof(
        anyText,
        fc.uint8Array({ maxLength: 100 }).map((a) => Buffer.from(a)),
      ),
    )
    .map(([type, payload]): RawBody => ({
      label: `raw ${type ?? 'without a content type'}`,
      headers: type ? { 'content-type': type } : {},
      payload,
    })),
);

const authArb = fc.oneof(
  { arbitrary: fc.constant<AuthKind>('pro'), weight: 6 },
  { arbitrary: fc.constantFrom<AuthKind>('other', 'free', 'anonymous', 'wrong'), weight: 3 },
);

// ---------------------------------------------------------------------------------------------

describe('bad-input sweep over every route', () => {
  let t: TestApp;
  let pro: TestUser;
  let other: TestUser;
  let free: TestUser;
  let tmpDir: string;
  let current: DbSnapshot;
  let routes: AppRoute[];
  let bodies: RawBody[];
  let bigMultipart: RawBody;
  /** Valid values per path parameter, so some requests get past the id checks. */
  let valid: Record<string, string[]>;
  const tried = new Map<string, number>();
  /** Inputs per stage (the fixed lists, the random runs), for the printed summary. */
  const stages: Record<string, number> = {};
  let stage = 'setup';
  const statuses = new Map<number, number>();

  const authHeader = (kind: AuthKind): Record<string, string> => {
    switch (kind) {
      case 'pro':
        return { authorization: pro.auth };
      case 'other':
        return { authorization: other.auth };
      case 'free':
        return { authorization: free.auth };
      case 'wrong':
        return { authorization: basicAuth(pro.username, 'nope') };
      default:
        return {};
    }
  };

  const isMedia = (route: AppRoute) => route.url.startsWith('/media/');
  const pages = new Set<string>();
  const isPage = (route: AppRoute) => pages.has(routeKey(route));
  /** A URL whose dot segments lead out of its route (`/media/../a.png`) may reach a page. */
  const isPageUrl = (url: string) => {
    try {
      return isPagePath(new URL(url, 'http://localhost').pathname);
    } catch {
      return false;
    }
  };

  /** Sends one probe and checks the answer, the database and the temp directory. */
  async function probe(route: AppRoute, p: Probe): Promise<void> {
    tried.set(routeKey(route), (tried.get(routeKey(route)) ?? 0) + 1);
    stages[stage] = (stages[stage] ?? 0) + 1;
    const res: Response = await t.app.inject({
      method: route.method as 'GET',
      url: p.url,
      headers: { ...p.headers, ...authHeader(p.auth) },
      payload: p.payload,
    });
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    const where = `${route.method} ${p.url.slice(0, 300)} [${p.label}; ${p.auth}] → ${res.statusCode} ${res.body.slice(0, 300)}`;
    // A page may redirect (a post under another user's name), with a Location on this site.
    const redirect = res.statusCode >= 300 && res.statusCode < 400;
    if (
      res.statusCode >= 500 ||
      res.statusCode < 200 ||
      (redirect && !(isPage(route) && String(res.headers.location).startsWith('/')))
    ) {
      throw new Error(`Unexpected status: ${where}`);
    }
    const left = readdirSync(tmpDir);
    if (left.length > 0) {
      throw new Error(`Temp files left (${left.join(', ')}): ${where}`);
    }
    const failed = res.statusCode >= 400;
    if (isPage(route) || isPageUrl(p.url)) {
      // Pages answer HTML, their errors too (the stylesheet is CSS).
      if (
        !redirect &&
        !/^text\/(html|css|javascript); charset=utf-8$/.test(String(res.headers['content-type']))
      ) {
        throw new Error(`Not a page: ${where}`);
      }
    } else if (isMedia(route) && !failed) {
      if (!String(res.headers['content-type']).startsWith('image/')) {
        throw new Error(`Not an image: ${where}`);
      }
    } else if (route.method !== 'HEAD') {
      checkEnvelope(res, failed, where);
    }
    if (failed) {
      const after = await dbSnapshot(t.app);
      if (JSON.stringify(after) !== JSON.stringify(current)) {
        throw new Error(
          `A rejected request changed the database: ${where}\n` +
            `before ${JSON.stringify(current.counts)}\nafter  ${JSON.stringify(after.counts)}`,
        );
      }
    } else {
      current = await dbSnapshot(t.app);
    }
  }

  function checkEnvelope(res: Response, failed: boolean, where: string): void {
    let body: unknown;
    try {
      body = res.json();
    } catch {
      throw new Error(`Not JSON: ${where}`);
    }
    const envelope = body as {
      status?: unknown;
      messages?: unknown;
      meta?: unknown;
      data?: unknown;
    };
    const messages = envelope.messages;
    const ok =
      typeof envelope === 'object' &&
      envelope !== null &&
      envelope.status === (failed ? 'error' : 'success') &&
      Array.isArray(messages) &&
      messages.every((m) => typeof m === 'string' && m.length > 0) &&
      (!failed || messages.length > 0) &&
      typeof envelope.meta === 'object' &&
      envelope.meta !== null &&
      'data' in envelope &&
      (!failed || JSON.stringify(envelope.data) === '{}') &&
      String(res.headers['content-type']).startsWith('application/json');
    if (!ok) {
      throw new Error(`Not the ${failed ? 'error' : 'success'} envelope: ${where}`);
    }
  }

  const validFor = (param: string) => valid[param] ?? ['1'];
  const firstValid = (param: string) => validFor(param)[0];

  beforeAll(async () => {
    t = await createTestApp();
    tmpDir = join(t.database.storageDir, 'tmp');
    const at = t.clock.now();
    const world = await createWorld(t.app, ['alice', 'carol', 'bob'], {
      accounts: { bob: { plan: 'free' } },
      post: { author: 'alice', at },
    });
    ({ alice: pro, carol: other, bob: free } = world);
    const published = world.postId;
    const reply = await insertPost(t.app, { userId: other.id, parentId: published, at });
    const pending = await insertPost(t.app, { userId: pro.id, status: 'pending', at });
    // the publisher notified alice of carol's reply
    const notification = await replyNotificationId(t.app, pro.id, reply);
    const png = await makeImage('png', { width: 16, height: 16 });
    const done = await uploadImage(t.app, pro.auth, png, '.png');
    const mediaId = done.body.data.media[0].id;
    const open = await createUpload(t.app, pro.auth, { total_bytes: 10_000 });
    valid = {
      post_id: [String(published), String(reply), String(pending)],
      notification_id: [String(notification)],
      upload_id: [String(open.body.data.id), String(done.body.data.id)],
      username: ['alice', 'BOB'],
      file: ['a.png', `profile_${mediaId}.png`],
      bucket: [String(Math.ceil(mediaId / 100) * 100)],
    };
    // an accepted stream stays open (see STREAM_URLS)
    // The web pages are swept too: HTML (or a redirect) and never a 5xx, instead of the envelope.
    const webPages = pageRoutes(t.app, { includeHead: true });
    webPages.forEach((r) => pages.add(routeKey(r)));
    routes = [...appRoutes(t.app, { includeHead: true }), ...webPages].filter(
      (r) => !STREAM_URLS.has(r.url),
    );
    bodies = fixedBodies(png);
    bigMultipart = oversizedMultipart();
    current = await dbSnapshot(t.app);
    console.log(
      `bad-input sweep: seed ${SEED} (FC_SEED), ${RUNS_PER_ROUTE} random runs per route, ` +
        `${routes.length} routes`,
    );
  });

  afterAll(async () => {
    await t.close();
  });

  it('finds the routes of every module', () => {
    const keys = routes.map(routeKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /health/live',
        'GET /api/v0/latest',
        'POST /api/v0/post',
        'POST /api/v0/star/:post_id',
        'GET /api/v0/notifications',
        'POST /api/v0/account',
        'POST /api/v0/settings',
        'POST /api/v0/upload/:upload_id/chunked',
        'GET /media/:bucket/:file',
        'HEAD /api/v0/latest',
        'GET /',
        'GET /:username',
        'GET /:username/:post_id',
      ]),
    );
    expect(keys.some((k) => k.includes('/docs'))).toBe(false);
  });

  it('sweeps the fixed nasty path values of every route', async () => {
    stage = 'fixed path values';
    for (const route of routes.filter((r) => r.method !== 'HEAD')) {
      for (const param of route.params) {
        for (const segment of NASTY_SEGMENTS) {
          const url = fillPath(route.url, (p) => (p === param ? segment : firstValid(p)));
          await probe(route, { label: `${param}=${segment.slice(0, 20)}`, auth: 'pro', url });
        }
      }
    }
  }, 120_000);

  it('sweeps the fixed nasty `page` values of every GET route', async () => {
    stage = 'fixed queries';
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const path = fillPath(route.url, firstValid);
      for (const query of NASTY_QUERIES) {
        await probe(route, {
          label: `query ${query.slice(0, 20)}`,
          auth: 'pro',
          url: path + query,
        });
      }
    }
  }, 120_000);

  it('sweeps the fixed nasty bodies of every POST route', async () => {
    stage = 'fixed bodies';
    for (const route of routes.filter((r) => r.method === 'POST')) {
      const url = fillPath(route.url, firstValid);
      for (const body of [...bodies, bigMultipart]) {
        await probe(route, { ...body, auth: 'pro', url });
      }
      // the same requests from a free account and anonymously never get further than the guard
      for (const auth of ['free', 'anonymous', 'wrong'] as const) {
        for (const body of bodies.slice(0, 10)) {
          await probe(route, { ...body, auth, url });
        }
      }
    }
  }, 180_000);

  it('sweeps random inputs over every route (fast-check)', async () => {
    stage = 'random';
    for (const [i, route] of routes.entries()) {
      const pathArb =
        route.params.length === 0
          ? fc.constant(route.url)
          : fc.tuple(...route.params.map((p) => segmentArb(validFor(p)))).map((values) => {
              let n = 0;
              return fillPath(route.url, () => values[n++]);
            });
      const probeArb = fc.record({
        path: pathArb,
        query: queryArb,
        body: route.method === 'POST' ? bodyArb : fc.constant(undefined),
        auth: authArb,
      });
      await fc.assert(
        fc.asyncProperty(probeArb, async ({ path, query, body, auth }) => {
          await probe(route, {
            label: body?.label ?? 'no body',
            auth,
            url: path + query,
            headers: body?.headers,
            payload: body?.payload,
          });
        }),
        {
          numRuns: route.method === 'HEAD' ? RUNS_PER_HEAD_ROUTE : RUNS_PER_ROUTE,
          seed: SEED + i,
          endOnFailure: true,
        },
      );
    }
  }, 300_000);

  it(`tried at least ${MIN_INPUTS} inputs`, () => {
    const total = [...tried.values()].reduce((a, b) => a + b, 0);
    console.log(
      `bad-input sweep: ${total} inputs over ${tried.size} routes (seed ${SEED}); ` +
        `per stage ${JSON.stringify(stages)}; statuses ` +
        JSON.stringify(Object.fromEntries([...statuses.entries()].sort((a, b) => a[0] - b[0]))),
    );
    expect(tried.size).toBe(routes.length);
    expect(total).toBeGreaterThanOrEqual(MIN_INPUTS);
  });
  describe('regressions (findings of this sweep)', () => {
    const send = (url: string, headers: Record<string, string> = {}, payload?: string | Buffer) =>
      t.app.inject({
        method: payload === undefined ? 'GET' : 'POST',
        url,
        headers: { authorization: pro.auth, ...headers },
        payload,
      });
    const errorOf = (res: Response) => {
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const body = res.json<{ status: string; messages: string[]; data: unknown }>();
      expect(body.status).toBe('error');
      expect(body.data).toEqual({});
      return body.messages;
    };

    it('answers a user name with a NUL byte with 404, not a database error (PostgreSQL)', async () => {
      const before = await dbSnapshot(t.app);
      for (const url of ['/api/v0/profile/%00', '/api/v0/timeline/user/a%00b']) {
        const res = await send(url);
        expect(res.statusCode).toBe(404);
        expect(errorOf(res)).toHaveLength(1);
      }
      expect(await dbSnapshot(t.app)).toEqual(before);
    });

    it('answers URLs Fastify cannot route in the error envelope (400, 414)', async () => {
      const bad = await send('/api/v0/post/single/%C3%28');
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad)).toEqual([BAD_URL]);
      const long = await send(`/api/v0/post/single/${'1'.repeat(201)}`);
      expect(long.statusCode).toBe(414);
      expect(errorOf(long)).toEqual([URL_TOO_LONG]);
    });

    it('answers a multipart body busboy cannot parse with 400 and leaves no temp file', async () => {
      const png = await makeImage('png', { width: 16, height: 16 });
      const chunk = (close: boolean, declared?: string) =>
        multipartBody(
          [
            { name: 'index', value: '0' },
            { name: 'chunk', value: png, filename: 'a.png' },
          ],
          { close, declared },
        );
      const upload = valid.upload_id[0];
      const before = await dbSnapshot(t.app);
      for (const body of [chunk(false), chunk(true, 'not-the-boundary')]) {
        for (const url of ['/api/v0/hello', `/api/v0/upload/${upload}/chunked`]) {
          const res = await send(url, body.headers, body.payload);
          expect(res.statusCode).toBe(400);
          expect(errorOf(res)).toEqual([MALFORMED_BODY]);
          expect(readdirSync(tmpDir)).toEqual([]);
        }
      }
      expect(await dbSnapshot(t.app)).toEqual(before);
    });

    it('keeps no temp file of a multipart body sent to a path no route matches (404, 405)', async () => {
      const png = await makeImage('png', { width: 16, height: 16 });
      const body = multipartBody([
        { name: 'index', value: '0' },
        { name: 'chunk', value: png, filename: 'a.png' },
      ]);
      for (const [url, status] of [
        ['/api/v0/notification/unread/..', 404],
        ['/api/v0/no-such-endpoint', 404],
        ['/api/v0/latest', 405],
      ] as const) {
        const res = await send(url, body.headers, body.payload);
        expect(res.statusCode).toBe(status);
        expect(errorOf(res)).toHaveLength(1);
        expect(readdirSync(tmpDir)).toEqual([]);
      }
    });
  });
});
