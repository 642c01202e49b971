import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

const bodyParsed = new WeakSet<object>();

/** Marks each request that got past body parsing (the preHandler stage runs only then). */
export function trackParsedBodies(fastify: FastifyInstance): void {
  fastify.addHook('preHandler', (request, _reply, done) => {
    bodyParsed.add(request.raw);
    done();
  });
}

/**
 * busboy reports a multipart body it cannot parse (a boundary that does not match, truncated
 * data, a part without headers) with a plain Error, thrown before the handler: that is the
 * client's fault (400), not an unexpected error. The multipart limits carry their own status.
 */
export function isMalformedMultipart(request: FastifyRequest, error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as Partial<FastifyError>).statusCode === undefined &&
    typeof request.isMultipart === 'function' &&
    request.isMultipart() &&
    !bodyParsed.has(request.raw)
  );
}
