// The shapes of the envelope every answer shares, for the document's `extraModels`
// (src/openapi.ts). Each module declares its own response shapes on its controller
// (`@ApiExtraModels`), so the docs depend on no feature module.
export { Pagination } from '../../core/pagination';
export { ErrorEnvelope } from '../../core/api-result';
