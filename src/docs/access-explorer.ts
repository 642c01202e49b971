import { Type } from '@nestjs/common';
import { METHOD_METADATA } from '@nestjs/common/constants';
import { ModulesContainer, Reflector } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import type { OpenAPIObject, OperationObject } from '@nestjs/swagger';
import { Access, ACCESS_KEY } from '../auth/access.decorators';
import { errorResponse } from './api-envelope.decorator';

/** Key of the throttler's @SkipThrottle() metadata for the default throttler. */
const SKIP_THROTTLE = 'THROTTLER:SKIPdefault';

export const BASIC_AUTH = 'basic';

const ACCESS_TEXT: Record<Access, string> = {
  public:
    '**Public**: anyone may call it, anonymously or with Basic credentials (which must then be valid).',
  pro: '**Pro**: needs the Basic credentials (user name, API key) of a Pro account.',
};

interface RouteFacts {
  access: Access;
  rateLimited: boolean;
}

export function operationId(controller: string, method: string): string {
  return `${controller}_${method}`;
}

/** What the pipeline knows about each route handler, by operation id: access and rate limiting. */
function routeFacts(app: INestApplicationContext): Map<string, RouteFacts> {
  const reflector = new Reflector();
  const facts = new Map<string, RouteFacts>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type<unknown>;
      const proto = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(proto)) {
        const handler = proto[name];
        if (typeof handler !== 'function' || !Reflect.hasMetadata(METHOD_METADATA, handler)) {
          continue;
        }
        const targets = [handler, controller];
        facts.set(operationId(controller.name, name), {
          // The same rule as the auth guard: no marker means Pro (deny by default).
          access: reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, targets) ?? 'pro',
          rateLimited: !reflector.getAllAndOverride<boolean | undefined>(SKIP_THROTTLE, targets),
        });
      }
    }
  }
  return facts;
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'];

/**
 * Completes every operation of the document from the route metadata, so no route can be
 * documented without it: `x-access` (public|pro), the Basic security requirement (optional on
 * public routes), the access in summary and description, the 401 every route can answer, the 403
 * of Pro routes and the 429 of rate-limited ones. Bodies documented as JSON only (a plain `@Body()`
 * DTO) are offered in the form encodings too, as the API takes all three.
 */
export function annotateOperations(app: INestApplicationContext, document: OpenAPIObject): void {
  const facts = routeFacts(app);
  for (const pathItem of Object.values(document.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const operation: OperationObject | undefined = pathItem[method];
      if (!operation) {
        continue;
      }
      const fact = facts.get(operation.operationId ?? '');
      if (!fact) {
        throw new Error(`No route metadata for operation ${operation.operationId}`);
      }
      annotate(operation, fact);
    }
  }
}

function annotate(operation: OperationObject, { access, rateLimited }: RouteFacts): void {
  const label = access === 'public' ? 'Public' : 'Pro';
  (operation as OperationObject & { 'x-access'?: Access })['x-access'] = access;
  operation.security = access === 'public' ? [{}, { [BASIC_AUTH]: [] }] : [{ [BASIC_AUTH]: [] }];
  operation.summary = operation.summary ? `${operation.summary} (${label})` : label;
  operation.description = [ACCESS_TEXT[access], operation.description].filter(Boolean).join('\n\n');
  const responses = operation.responses;
  responses['401'] ??= errorResponse(401);
  if (access === 'pro') {
    responses['403'] ??= errorResponse(403);
  }
  if (rateLimited) {
    responses['429'] ??= errorResponse(429);
  }
  const body = operation.requestBody;
  if (body && 'content' in body) {
    const types = Object.keys(body.content);
    if (types.length === 1 && types[0] === 'application/json') {
      const media = body.content['application/json'];
      body.content = Object.fromEntries(FORM_TYPES.map((type) => [type, media]));
    }
  }
}
