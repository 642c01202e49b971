import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope } from './error-envelope';

export const BAD_URL = 'The request URL could not be parsed.';
export const URL_TOO_LONG = 'The request URL is too long.';
export const MALFORMED_BODY = 'The request body could not be parsed.';

/**
 * Fastify answers a URL it cannot route (an invalid percent-escape such as `%C3%28`, a path
 * segment over `maxParamLength`) itself, with its own JSON and bypassing the error handler; this
 * option gives those answers the error envelope.
 */
export const FRAMEWORK_ERROR_OPTIONS = {
  frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
    const status = error.statusCode ?? 400;
    void reply
      .code(status)
      .type('application/json; charset=utf-8')
      .send(errorEnvelope([status === 414 ? URL_TOO_LONG : BAD_URL]));
  },
};
