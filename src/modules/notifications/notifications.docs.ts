import type { SchemaObject } from '@nestjs/swagger';
import { ApiIdParam } from '../../docs';

/** The sentences of the read-state changes, as documented and as sent. */
export const READ_STATE_MESSAGES = {
  read: 'Item marked as read.',
  unread: 'Item marked as unread.',
  allRead: 'All items marked as read.',
  allUnread: 'All items marked as unread.',
};

/** `data` of the two counts. */
export const NOTIFICATION_COUNT: SchemaObject = { type: 'integer', minimum: 0 };

/** `{notification_id}` in the path. */
export const ApiNotificationId = (): MethodDecorator =>
  ApiIdParam('notification_id', 'The id of the notification.');
