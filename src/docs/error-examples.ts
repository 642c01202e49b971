import type { OpenAPIObject, OperationObject, ResponseObject } from '@nestjs/swagger';
import { MISSING_CREDENTIALS, PRO_REQUIRED } from '../auth/auth.errors';
import {
  METHOD_NOT_ALLOWED,
  UNAVAILABLE,
  UNEXPECTED,
  UNKNOWN_ROUTE,
  UNSUPPORTED_MEDIA_TYPE,
} from '../core/http/all-exceptions.filter';
import { BODY_TOO_LARGE } from '../core/http/limits';
import { URL_TOO_LONG } from '../core/http/request-errors';
import { KEY_IN_USE, KEY_REUSED } from '../core/idempotency/idempotency.service';
import { rateLimitMessage } from '../core/rate-limit/rate-limit.guard';

/**
 * A sentence the service really answers with, per error status, for the examples of the error
 * answers: without them every status showed the error envelope's own example, a 400's. (400 keeps
 * that one: a field error with `meta.errors`.)
 */
const MESSAGES: Record<string, string> = {
  '401': MISSING_CREDENTIALS,
  '403': PRO_REQUIRED,
  '404': UNKNOWN_ROUTE,
  '405': METHOD_NOT_ALLOWED,
  '409': KEY_IN_USE,
  '410': 'The upload has expired.',
  '413': BODY_TOO_LARGE,
  '414': URL_TOO_LONG,
  '415': UNSUPPORTED_MEDIA_TYPE,
  '422': KEY_REUSED,
  '429': rateLimitMessage(42),
  '500': UNEXPECTED,
  '503': UNAVAILABLE,
};

/** Gives every error answer of the document without an example the example of its status. */
export function addErrorExamples(document: OpenAPIObject): void {
  for (const pathItem of Object.values(document.paths)) {
    for (const operation of Object.values(pathItem) as OperationObject[]) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        addErrorExample(status, response as ResponseObject);
      }
    }
  }
}

function addErrorExample(status: string, response: ResponseObject): void {
  const media = response.content?.['application/json'];
  const message = MESSAGES[status];
  if (media === undefined || message === undefined || media.example !== undefined) {
    return;
  }
  media.example = { status: 'error', messages: [message], meta: {}, data: {} };
}
