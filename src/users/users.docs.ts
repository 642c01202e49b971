import { ApiParam } from '@nestjs/swagger';
import { USERNAME_PATTERN } from './users.service';

/** A user name in the path; a name that does not exist (or cannot exist) is a 404. */
export function ApiUsernameParam(): MethodDecorator {
  return ApiParam({
    name: 'username',
    required: true,
    description: '1–30 letters, digits or underscores. An unknown user name is a 404.',
    schema: { type: 'string', pattern: USERNAME_PATTERN.source, example: 'alice' },
  });
}
