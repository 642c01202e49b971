// The docs module's public surface: exactly what other modules and the composition roots use
// (CONTRIBUTING.md "Module surfaces"; the lint rule module-surface). Files that load no other
// module come first, the Nest module last: a module below that imports lent SQL or decorators from
// here may load this index while its own is half made, and finds these already set.
export { ApiIdParam, ApiImage, ApiPage, ApiPatternParam } from './api-params.decorator';
export { addErrorExamples } from './error-examples';
export { LAST_EVENT_ID, REQUEST_ID_HEADER } from './http-conventions';
export { liftParameterExamples } from './parameter-examples';
export { addRequestExamples } from './request-examples';
export { COUNTER, ID, ID_OR_ZERO, TIMESTAMP, URL } from './schemas/common';
export {
  ApiEnvelope,
  ApiErrors,
  EMPTY_ARRAY,
  EMPTY_OBJECT,
  errorResponse,
  oneMessage,
  successEnvelope,
} from './api-envelope.decorator';
export { annotate, annotateOperations, BASIC_AUTH, operationId } from './operation-annotations';
