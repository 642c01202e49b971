import { INestApplicationContext } from '@nestjs/common';
import { Plan } from '../../src/users/user.types';
import { UsersService } from '../../src/users/users.service';

export interface TestUser {
  id: number;
  username: string;
  apiKey: string;
  /** `Authorization` header value. */
  auth: string;
}

export function basicAuth(username: string, key: string): string {
  return 'Basic ' + Buffer.from(`${username}:${key}`).toString('base64');
}

/** Creates a user with one API key (Pro unless told otherwise, no publishing delay unless given). */
export async function createUser(
  app: INestApplicationContext,
  username: string,
  options: { plan?: Plan; delayMinutes?: number } = {},
): Promise<TestUser> {
  const users = app.get(UsersService);
  const user = await users.createUser(username, {
    plan: options.plan ?? 'pro',
    delayMinutes: options.delayMinutes ?? 0,
  });
  const { apiKey } = await users.createKey(user.id, 'test');
  return { id: user.id, username: user.username, apiKey, auth: basicAuth(user.username, apiKey) };
}
