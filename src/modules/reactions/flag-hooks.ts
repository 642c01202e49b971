import { Injectable } from '@nestjs/common';

/** A flag on `postId` has been recorded (or was already there) and its statement committed. */
export type FlagHook = (postId: number, now: number) => Promise<void>;

/**
 * Work another module does after a flag (the moderation module's automatic threshold), so the
 * reactions module does not depend on it. The hooks run after the flag's own write, on every
 * successful flag call, also one that changed nothing: a retry after a failed hook runs it again.
 */
@Injectable()
export class FlagHooks {
  private readonly hooks: FlagHook[] = [];

  /** Called by the owning module at start-up. */
  onFlagged(hook: FlagHook): void {
    this.hooks.push(hook);
  }

  async flagged(postId: number, now: number): Promise<void> {
    for (const hook of this.hooks) {
      await hook(postId, now);
    }
  }
}
