import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorEnvelope } from '../api-result';
import { ValidationFailedException } from '../errors';
import { isDatabaseUnavailable } from './database-unavailable';
import { errorEnvelope } from './error-envelope';
import { afterBodyDrained, limitMessage } from './limits';
import { RouteIndex } from './route-index';
import { Pages } from './pages';
import { isPagePath } from './paths';

interface Answer {
  status: number;
  body: ErrorEnvelope;
  headers?: Record<string, string>;
}

/** Errors raised by Fastify itself (body parsing, limits) carry a status and an FST_ code. */
interface FastifyLikeError {
  statusCode?: number;
  code?: string;
  message?: string;
}

export const UNSUPPORTED_MEDIA_TYPE =
  'The request content type is not supported: send application/x-www-form-urlencoded, ' +
  'multipart/form-data or application/json.';

const FASTIFY_MESSAGES: Record<number, string> = {
  400: 'The request body could not be parsed.',
  413: 'The request body is too large.',
  415: UNSUPPORTED_MEDIA_TYPE,
  431: 'The request headers are too large.',
};

/** The URL without its query, which may hold a credential (a stream ticket) and is never logged. */
function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0];
}

export const UNKNOWN_ROUTE = 'The endpoint does not exist.';
export const METHOD_NOT_ALLOWED = 'The endpoint does not support this method.';
export const UNEXPECTED = 'An unexpected error occurred. Please try again later.';
export const UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';

/**
 * The one exception filter: every failure leaves as the error envelope with the status code of
 * DESIGN §3 (on a web page: an HTML page with that status and sentence). Unexpected errors are
 * logged with their details and answered with a generic 500.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly routes: RouteIndex,
    private readonly pages: Pages,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const answer = this.answer(exception, request);
    const renderer = this.pages.renderer;
    const send = (): void => {
      // A page's error is a page too (the same status, headers and sentence); the API, the docs,
      // the probes and the media keep the envelope.
      if (renderer && isPagePath(request.url)) {
        renderer.sendError(request, reply, answer.status, answer.body.messages[0], answer.headers);
        return;
      }
      const adapter = this.adapterHost.httpAdapter;
      for (const [name, value] of Object.entries(answer.headers ?? {})) {
        adapter.setHeader(reply, name, value);
      }
      adapter.reply(reply, answer.body, answer.status);
    };
    if (answer.status === (HttpStatus.PAYLOAD_TOO_LARGE as number)) {
      afterBodyDrained(request, send);
    } else {
      send();
    }
  }

  private answer(exception: unknown, request: FastifyRequest): Answer {
    if (exception instanceof ValidationFailedException) {
      return {
        status: HttpStatus.BAD_REQUEST,
        body: errorEnvelope(Object.values(exception.fieldErrors).flat(), {
          errors: exception.fieldErrors,
        }),
      };
    }
    const limit = limitMessage(exception);
    if (limit) {
      return { status: HttpStatus.PAYLOAD_TOO_LARGE, body: errorEnvelope([limit]) };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status === (HttpStatus.NOT_FOUND as number) && !request.routeOptions?.url) {
        return this.unmatched(request);
      }
      // Nest wraps Fastify's own request errors (content type, JSON syntax) in an HttpException
      // whose cause carries the FST_ code; they get the API's sentence, not Fastify's text.
      const fromFastify = String((exception.cause as FastifyLikeError | undefined)?.code ?? '');
      if (fromFastify.startsWith('FST_') && FASTIFY_MESSAGES[status]) {
        return { status, body: errorEnvelope([FASTIFY_MESSAGES[status]]) };
      }
      return {
        status,
        body: errorEnvelope(this.messagesOf(exception)),
        headers: this.headersOf(exception),
      };
    }
    const fastifyError = exception as FastifyLikeError;
    const status = fastifyError?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return {
        status,
        body: errorEnvelope([FASTIFY_MESSAGES[status] ?? 'The request could not be processed.']),
      };
    }
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn(
        `Database unavailable on ${request.method} ${pathOf(request)}: ${String(exception)}`,
      );
      return {
        status: HttpStatus.SERVICE_UNAVAILABLE,
        body: errorEnvelope([UNAVAILABLE]),
        headers: { 'Retry-After': '1' },
      };
    }
    this.logger.error(
      `Unexpected error on ${request.method} ${pathOf(request)}`,
      exception instanceof Error ? exception.stack : String(exception),
    );
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: errorEnvelope([UNEXPECTED]) };
  }

  private unmatched(request: FastifyRequest): Answer {
    const path = request.url.split('?')[0];
    const allowed = this.routes.allowedMethods(path);
    // A method the path allows never makes a 405 (Fastify did not route it: the path is unknown).
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return {
        status: HttpStatus.METHOD_NOT_ALLOWED,
        body: errorEnvelope([METHOD_NOT_ALLOWED]),
        headers: { Allow: allowed.join(', ') },
      };
    }
    return { status: HttpStatus.NOT_FOUND, body: errorEnvelope([UNKNOWN_ROUTE]) };
  }

  private messagesOf(exception: HttpException): string[] {
    const response = exception.getResponse();
    if (typeof response === 'string') {
      return [response];
    }
    const message = (response as { message?: unknown }).message;
    if (Array.isArray(message)) {
      return message.map(String);
    }
    return [typeof message === 'string' ? message : exception.message];
  }

  private headersOf(exception: HttpException): Record<string, string> | undefined {
    const response = exception.getResponse();
    if (typeof response === 'object' && response !== null && 'headers' in response) {
      return (response as { headers: Record<string, string> }).headers;
    }
    return undefined;
  }
}
