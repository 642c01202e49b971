// The notifications module's public surface: what other modules and the composition roots use
// (CONTRIBUTING.md "Module surfaces").
export type { ModerationNotice } from './notification.types';
export { insertNotificationsSql, notificationTotalSql } from './notification.sql';
export {
  NOTIFICATION_STREAM_EVENT,
  NOTIFICATION_STREAM_EVENT_NAME,
  NOTIFICATION_STREAM_PATH,
  notificationStreamOperation,
  STREAM_TEXT,
} from './stream/notification-stream.doc';
// the stream's route, whose metadata (scope) the OpenAPI document reads for its hand-made operation
export { NotificationStreamController } from './notification-stream.controller';
export { NotificationsService } from './notifications.service';
export { notificationsEntities, NotificationsModule } from './notifications.module';
