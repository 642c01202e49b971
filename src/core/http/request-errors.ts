import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope } from './error-envelope';
import { pageRendererOf } from './pages';
import { isPagePath } from './paths';

export const BAD_URL = 'The request URL could not be parsed.';
export const URL_TOO_LONG = 'The request URL is too long.';
export const MALFORMED_BODY = 'The request body could not be parsed.';

/**
 * Fastify answers a URL it cannot route (an invalid percent-escape such as `%C3%28`, a path
 * segment over `maxParamLength`) itself, with its own JSON and bypassing the error handler; this
 * option gives those answers the error envelope (on a page path, the error page).
 */
export const FRAMEWORK_ERROR_OPTIONS = {
  frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
    const status = error.statusCode ?? 400;
    const message = status === 414 ? URL_TOO_LONG : BAD_URL;
    const pages = pageRendererOf(request.server);
    if (pages && isPagePath(request.url)) {
      pages.sendError(request, reply, status, message);
      return;
    }
    void reply
      .code(status)
      .type('application/json; charset=utf-8')
      .send(errorEnvelope([message]));
  },
};
