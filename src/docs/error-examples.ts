import type { OpenAPIObject, OperationObject, ResponseObject } from '@nestjs/swagger';

/**
 * Gives every error answer of the document without an example the example of its status: an
 * envelope with `messages[status]` (a sentence the service really answers with; src/openapi.ts).
 */
export function addErrorExamples(
  document: OpenAPIObject,
  messages: Readonly<Record<string, string>>,
): void {
  for (const pathItem of Object.values(document.paths)) {
    for (const operation of Object.values(pathItem) as OperationObject[]) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        addErrorExample(messages[status], response as ResponseObject);
      }
    }
  }
}

function addErrorExample(message: string | undefined, response: ResponseObject): void {
  const media = response.content?.['application/json'];
  if (media === undefined || message === undefined || media.example !== undefined) {
    return;
  }
  media.example = { status: 'error', messages: [message], meta: {}, data: {} };
}
