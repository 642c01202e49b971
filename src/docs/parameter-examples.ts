import type { OpenAPIObject, OperationObject, ParameterObject } from '@nestjs/swagger';

/**
 * Moves the example of each path and query parameter from its `schema` (where @nestjs/swagger
 * writes it) to the parameter, where Swagger UI, Prism, Dredd and the SDK generators read it.
 */
export function liftParameterExamples(document: OpenAPIObject): void {
  for (const pathItem of Object.values(document.paths)) {
    for (const operation of Object.values(pathItem) as OperationObject[]) {
      for (const parameter of (operation.parameters ?? []) as ParameterObject[]) {
        const schema = parameter.schema as { example?: unknown } | undefined;
        if (parameter.in === 'header' || schema?.example === undefined) {
          continue;
        }
        parameter.example ??= schema.example;
        delete schema.example;
      }
    }
  }
}
