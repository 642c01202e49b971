import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createUser, TestUser } from './auth';
import { insertPost } from './post-fixtures';

/** The usual cast of the e2e specs. */
export type CastName = 'alice' | 'bob' | 'carol';

/** A cast member's account: Pro with no publishing delay unless told otherwise (as createUser). */
export type AccountOptions = NonNullable<Parameters<typeof createUser>[2]>;

export interface WorldOptions<N extends CastName> {
  /** Accounts that differ from the default Pro account without a delay. */
  accounts?: Partial<Record<N, AccountOptions>>;
}

export interface WorldWithPostOptions<N extends CastName> extends WorldOptions<N> {
  /** A published top-level post of `author`, written as of `at` (see insertPost). */
  post: { author: N; at: number; text?: string };
}

export type World<N extends CastName> = { [K in N]: TestUser };

/**
 * Creates `names` as users with one API key each, in the order given (their ids follow it), and
 * optionally a published post. Users a spec needs beyond the cast stay in that spec.
 */
export async function createWorld<const N extends CastName>(
  app: NestFastifyApplication,
  names: readonly N[],
  options: WorldWithPostOptions<N>,
): Promise<World<N> & { postId: number }>;
export async function createWorld<const N extends CastName>(
  app: NestFastifyApplication,
  names: readonly N[],
  options?: WorldOptions<N>,
): Promise<World<N>>;
export async function createWorld<const N extends CastName>(
  app: NestFastifyApplication,
  names: readonly N[],
  options: WorldOptions<N> | WorldWithPostOptions<N> = {},
): Promise<World<N> | (World<N> & { postId: number })> {
  const world = {} as World<N>;
  for (const name of names) {
    world[name] = await createUser(app, name, options.accounts?.[name]);
  }
  if (!('post' in options)) {
    return world;
  }
  const { author, at, text } = options.post;
  const postId = await insertPost(app, { userId: world[author].id, at, text });
  return { ...world, postId };
}
