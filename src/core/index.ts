// The core module's public surface: what other modules and the composition roots use
// (CONTRIBUTING.md "Module surfaces").
export { keysetPages } from './keyset-pages';
export { ApiResult, ErrorEnvelope, listResult } from './api-result';
export { CallerResolver, type Caller, type CallerRequest } from './caller';
export { Clock } from './clock';
export {
  ACCESS_KEY,
  AllowsReadOnlyKey,
  CurrentUser,
  Moderator,
  Pro,
  Public,
  READ_METHODS,
  READ_ONLY_KEYS_KEY,
  requiredScope,
  TOKEN_SCOPE_KEY,
  type Access,
} from './http/access';
export { DrainState } from './http/drain';
export {
  API_PREFIX,
  CONSENT_PATH,
  DOCS_PATH,
  isPagePath,
  NON_PAGE_SEGMENTS,
  OPENAPI_JSON_PATH,
} from './http/paths';
export { Pages, type PageRenderer } from './http/pages';
export { matchesEtag, PRIVATE_CACHE, PUBLIC_CACHE } from './http/caching';
export { throttledWarning } from './logging/throttled-warning';
export { countS3, eventCounts, publisherBatchSeconds } from './metrics/events';
export type { Sample } from './metrics/scraped-metric';
export { mediaPath } from './profile-image';
export { closeRedis, FAIL_FAST_REDIS_OPTIONS } from './redis/redis-client';
export { watchRedis } from './redis/redis-metrics';
export { formatTimestamp } from './time';
export { messages, ValidationFailedException, type FieldErrors } from './errors';
export { NotificationEvents } from './events/notification-events';
export { MediaUrls } from './media-urls';
export { MetricsRegistry } from './metrics/metrics-registry';
export { PAGE_SIZE, pageOffset, paginate, Pagination } from './pagination';
export { rateLimitMessage } from './rate-limit/rate-limit.guard';
export { BODY_TOO_LARGE } from './http/limits';
export { URL_TOO_LONG } from './http/request-errors';
export { IdParam, PageParam } from './params';
export { charLength, FormEnum, FormInt, FormString } from './validation/form-fields';
export { validateFormBody } from './validation/validation.pipe';
export {
  METHOD_NOT_ALLOWED,
  UNAVAILABLE,
  UNEXPECTED,
  UNKNOWN_ROUTE,
  UNSUPPORTED_MEDIA_TYPE,
} from './http/all-exceptions.filter';
export type { UploadedTempFile } from './http/multipart';
export { isDatabaseUnavailable } from './http/database-unavailable';
export { errorEnvelope } from './http/error-envelope';
export { RequestHooks } from './http/request-hooks';
export { configureApp, fastifyOptions } from './http/configure-app';
export { RateLimitModule } from './rate-limit/rate-limit.module';
export { EventsModule } from './events/events.module';
export { CoreModule } from './core.module';
export { ObservabilityModule } from './metrics/observability.module';
export { MemoryRateLimitStorage, RedisRateLimitStorage } from './rate-limit/rate-limit.storage';
