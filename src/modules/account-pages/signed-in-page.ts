import { ConflictException, ForbiddenException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ValidationFailedException } from '../../core';
import { csrfMatches } from '../identity';
import type { PageViewer } from './session-viewers';

export type Form = Record<string, unknown>;

export const CSRF_REFUSED =
  'This form has expired or was sent from another site. Please go back, reload the page and try again.';

/** A form field as text ('' when missing or repeated). */
export function field(body: Form | undefined, name: string): string {
  const value = body?.[name];
  return typeof value === 'string' ? value : '';
}

/** Whether a checkbox was ticked (any single value counts; a repeated field does not). */
export function checked(body: Form | undefined, name: string): boolean {
  return field(body, name) !== '';
}

/** The session's CSRF check of a signed-in form: 403 without a session or with a foreign token. */
export function checkSessionForm(viewer: PageViewer | null, body: Form | undefined): PageViewer {
  if (!viewer || !csrfMatches(viewer.sessionId, body?._csrf)) {
    throw new ForbiddenException(CSRF_REFUSED);
  }
  return viewer;
}

/** A signed-in page: never cached, never sent as a Referer, with the viewer's navigation. */
export function sendPage(
  reply: FastifyReply,
  status: number,
  template: string,
  viewer: PageViewer,
  data: Record<string, unknown>,
): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .view(template, {
      errors: {},
      values: {},
      ...data,
      csrf: viewer.csrf,
      viewerName: viewer.username,
    });
}

/** The way to the login page of a signed-in page asked for anonymously. */
export function toLogin(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store').redirect('/login', 303);
}

/** A form's refusal as field errors on the form again, or null for any other error. */
export function refusalOf(
  error: unknown,
  fieldOfConflict: string,
): { status: number; errors: Record<string, string[]> } | null {
  if (error instanceof ValidationFailedException) {
    return { status: 400, errors: error.fieldErrors };
  }
  if (error instanceof ConflictException) {
    return { status: 409, errors: { [fieldOfConflict]: [error.message] } };
  }
  return null;
}
