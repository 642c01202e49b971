// Every response shape of the API, for the document's `extraModels` (docs.setup.ts): also those no
// decorated route references. Each class is defined next to the code that returns it and is both
// its OpenAPI schema and its TypeScript type.
export { AccountResponse, ProfileResponse } from '../../modules/account/dto/account.response';
export { SettingsResponse } from '../../modules/settings/dto/settings.response';
export { Pagination } from '../../core/pagination';
export { ErrorEnvelope } from '../../core/api-result';
export { HelloResponse } from '../../modules/hello/hello.response';
export { CountResponse } from '../../modules/metrics/metrics.response';
export {
  LivenessResponse,
  ReadinessResponse,
  ReplicaStatusResponse,
} from '../../modules/health/health.response';
export {
  NotificationInitiatorResponse,
  NotificationResponse,
} from '../../modules/notifications/dto/notification.response';
export { StreamTicketResponse } from '../../modules/notifications/dto/stream-ticket.response';
export { UserSummaryResponse } from '../../users/user-summary.response';
export {
  AttachmentResponse,
  PostResponse,
  ReducedPostResponse,
} from '../../modules/posts/dto/post.response';
export { ReactionResponse } from '../../modules/reactions/dto/reaction.response';
export { MediaResponse, UploadResponse } from '../../modules/uploads/dto/upload.response';
