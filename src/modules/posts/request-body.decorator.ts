import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/**
 * The parsed request body as sent (form, multipart or JSON), before the global ValidationPipe
 * strips undeclared fields from the DTO: for fields whose names are not fixed, like
 * `attachment_text_N`. Not validated; the handler checks what it reads.
 */
export const RequestBody = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Record<string, unknown> => {
    const body = context.switchToHttp().getRequest<FastifyRequest>().body;
    return body !== null && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  },
);
