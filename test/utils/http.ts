import { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { InjectOptions, Response } from 'light-my-request';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Response['headers'];
  body: {
    status: 'success' | 'error';
    messages: string[];
    meta: Record<string, unknown> | [];
    data: T;
  };
  raw: Response;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

export interface CallOptions {
  auth?: string;
  /** Form fields, sent as application/x-www-form-urlencoded. */
  form?: Record<string, string | number>;
  /** A JSON body. */
  json?: unknown;
  headers?: Record<string, string>;
  payload?: InjectOptions['payload'];
}

/** One request through Fastify's inject; `path` is relative to /api/v0 unless it starts with `//`. */
export async function call<T = unknown>(
  app: NestFastifyApplication,
  method: Method,
  path: string,
  options: CallOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.auth) {
    headers.authorization = options.auth;
  }
  let payload = options.payload;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(
      Object.entries(options.form).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
  } else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(options.json);
  }
  const url = path.startsWith('//') ? path.slice(1) : `/api/v0${path}`;
  const raw = await app.inject({ method, url, headers, payload });
  let body: ApiResponse<T>['body'];
  try {
    body = raw.json();
  } catch {
    throw new Error(
      `${method} ${url} answered ${raw.statusCode} with non-JSON: ${raw.body.slice(0, 200)}`,
    );
  }
  return { status: raw.statusCode, headers: raw.headers, body, raw };
}

/** Asserts the error envelope and returns its messages. */
export function expectError(res: ApiResponse, status: number): string[] {
  expect({ status: res.status, envelope: res.body.status }).toEqual({ status, envelope: 'error' });
  expect(res.body.data).toEqual({});
  expect(Array.isArray(res.body.messages)).toBe(true);
  expect(res.body.messages.length).toBeGreaterThan(0);
  return res.body.messages;
}
