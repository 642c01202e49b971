import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FilePart, multipart } from './uploads';

export interface PageResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  /** The `set-cookie` lines of this response. */
  setCookies: string[];
}

/**
 * A browser without JavaScript, over `app.inject`: a cookie jar (cookies set with Max-Age=0 are
 * removed), form posts as `application/x-www-form-urlencoded`, and the hidden CSRF token of the
 * last page it read.
 */
export class BrowserSession {
  readonly cookies = new Map<string, string>();
  csrf: string | undefined;

  constructor(private readonly app: NestFastifyApplication) {}

  private cookieHeader(): string | undefined {
    return this.cookies.size === 0
      ? undefined
      : [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keep(setCookie: unknown): string[] {
    const lines = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
    for (const line of lines as string[]) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '') {
        this.cookies.delete(name);
      } else {
        this.cookies.set(name, value);
      }
    }
    return lines as string[];
  }

  private async send(
    method: 'GET' | 'POST',
    url: string,
    form?: Record<string, string> | { headers: Record<string, string>; payload: Buffer },
    headers: Record<string, string> = {},
  ): Promise<PageResponse> {
    const cookie = this.cookieHeader();
    const encoded =
      form === undefined
        ? undefined
        : 'payload' in form && Buffer.isBuffer(form.payload)
          ? (form as { headers: Record<string, string>; payload: Buffer })
          : {
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              payload: new URLSearchParams(form as Record<string, string>).toString(),
            };
    const res = await this.app.inject({
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), ...encoded?.headers, ...headers },
      payload: encoded?.payload,
    });
    const setCookies = this.keep(res.headers['set-cookie']);
    const token = /name="_csrf" value="([^"]+)"/.exec(res.body);
    if (token) {
      this.csrf = token[1];
    }
    return { status: res.statusCode, headers: res.headers, body: res.body, setCookies };
  }

  get(url: string, headers?: Record<string, string>): Promise<PageResponse> {
    return this.send('GET', url, undefined, headers);
  }

  /** Posts the form with the CSRF token of the last page read (unless `_csrf` is given). */
  post(
    url: string,
    form: Record<string, string>,
    headers?: Record<string, string>,
  ): Promise<PageResponse> {
    return this.send('POST', url, { _csrf: this.csrf ?? '', ...form }, headers);
  }

  /**
   * Posts a `multipart/form-data` form (text fields, then file parts), with the CSRF token of the
   * last page read unless `_csrf` is given (`null` sends none).
   */
  postMultipart(
    url: string,
    fields: Record<string, string | null>,
    files: Record<string, FilePart>,
  ): Promise<PageResponse> {
    const all: Record<string, string | null> = { _csrf: this.csrf ?? '', ...fields };
    const sent = Object.fromEntries(
      Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== null),
    );
    return this.send('POST', url, multipart(sent, files));
  }

  /** Posts the form exactly as given (no token added). */
  postRaw(url: string, form: Record<string, string>): Promise<PageResponse> {
    return this.send('POST', url, form);
  }
}

/** Registers through `/register` and signs in through `/login`; the session then holds the cookie. */
export async function signUpAndSignIn(
  app: NestFastifyApplication,
  username: string,
  password: string,
): Promise<BrowserSession> {
  const browser = new BrowserSession(app);
  await browser.get('/register');
  await browser.post('/register', { username, email: `${username}@example.test`, password });
  await browser.get('/login');
  expect((await browser.post('/login', { username, password })).status).toBe(303);
  return browser;
}
