// The docs module's public surface: what other modules and the composition roots use
// (CONTRIBUTING.md "Module surfaces").
export { ApiIdParam, ApiImage, ApiPage, ApiPatternParam } from './api-params.decorator';
export { addErrorExamples } from './error-examples';
export { LAST_EVENT_ID, REQUEST_ID_HEADER } from './http-conventions';
export { liftParameterExamples } from './parameter-examples';
export { addRequestExamples } from './request-examples';
export { docsFormPlugin } from './docs-form-plugin';
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
export {
  annotate,
  annotateOperations,
  BASIC_AUTH,
  OAUTH2_AUTH,
  operationId,
} from './operation-annotations';
