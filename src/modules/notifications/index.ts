// The notifications module's public surface: exactly what other modules and the composition roots use
// (CONTRIBUTING.md "Module surfaces"; the lint rule module-surface). Files that load no other
// module come first, the Nest module last: a module below that imports lent SQL or decorators from
// here may load this index while its own is half made, and finds these already set.
export type { ModerationNotice } from './notification.types';
export { insertNotificationsSql, notificationTotalSql } from './notification.sql';
export {
  NOTIFICATION_STREAM_EVENT,
  NOTIFICATION_STREAM_EVENT_NAME,
  NOTIFICATION_STREAM_PATH,
  notificationStreamOperation,
  STREAM_TEXT,
} from './stream/notification-stream.doc';
export { NotificationsService } from './notifications.service';
export { notificationsEntities, NotificationsModule } from './notifications.module';
