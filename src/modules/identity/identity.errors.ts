/** A form's answer with a message per field (shown beside the field; the page answers 400/409). */
export class FormRefused extends Error {
  constructor(
    readonly fields: Record<string, string>,
    readonly status: 400 | 403 | 409 = 400,
  ) {
    super(Object.values(fields).join(' '));
  }
}

/** Too many attempts: a 429 page with `Retry-After`. */
export class TooManyAttempts extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(
      `Too many attempts. Please retry after ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}.`,
    );
  }
}
