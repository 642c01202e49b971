import { applyDecorators } from '@nestjs/common';
import { ApiParam, ApiQuery, ApiResponse, type SchemaObject } from '@nestjs/swagger';

/** The largest `?page=` accepted (src/core/params.ts). */
const MAX_PAGE = 1_000_000_000;

/** `?page=N` of every list: optional, 20 items per page. */
export function ApiPage(): MethodDecorator {
  return ApiQuery({
    name: 'page',
    required: false,
    description:
      'The page of the list, 20 items per page (default 1). Anything but a positive whole number is a 400; a page past the last one is empty.',
    schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 },
  });
}

/** A numeric id in the path: a positive whole number, otherwise a 400 naming the field. */
export function ApiIdParam(name: string, description: string): MethodDecorator {
  return ApiParam({
    name,
    required: true,
    description: `${description} A positive whole number; anything else is a 400.`,
    schema: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER, example: 1 },
  });
}

/** A path parameter given by its exact shape; any other value is a 404. */
export function ApiPatternParam(
  name: string,
  pattern: string,
  description: string,
  example: string,
): MethodDecorator {
  return ApiParam({
    name,
    required: true,
    description: `${description} Any other value is a 404.`,
    schema: { type: 'string', pattern, example },
  });
}

const BINARY: SchemaObject = { type: 'string', format: 'binary' };

/**
 * The 200 answer of a route serving raw image bytes (not the envelope), in one of `types`.
 * Its errors are still the JSON error envelope.
 */
export function ApiImage(types: string[], description: string): MethodDecorator {
  return applyDecorators(
    ApiResponse({
      status: 200,
      description,
      content: Object.fromEntries(types.map((type) => [type, { schema: BINARY }])),
    }),
  );
}
