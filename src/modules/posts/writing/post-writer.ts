import { ConflictException, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { invalidCredentials } from '../../../auth';
import { ValidationFailedException } from '../../../core';
import { AttachmentRow, PostRow } from '../post.types';
import type { ParentRow } from '../posts.repository';
import { mayAccess } from '../rules/post-visibility';
import { MAX_DEPTH } from '../rules/sort-order';

/** A new post or reply as PostsService asks for it. */
export interface NewPostRequest {
  userId: number;
  /** 0 for a top-level post. */
  parentId: number;
  text: string;
  attachmentTexts: string[];
  now: number;
}

export interface CreatedPostRows {
  row: PostRow;
  attachments: AttachmentRow[];
}

/**
 * How a new post is written: the one database-specific part of POST /post, one implementation
 * per dialect (post-writer.sqlite.ts, post-writer.postgres.ts), picked by the posts module's
 * provider factory; PostsService never looks at it. Either way the reply's sibling ordinal comes
 * from one atomic upsert in the same transaction (on PostgreSQL: statement) as the post, so
 * concurrent replies never share one, and a reply to a pending parent is published no earlier
 * than the parent.
 */
export abstract class PostWriter {
  abstract create(request: NewPostRequest): Promise<CreatedPostRows>;
}

export const PARENT_NOT_FOUND = 'The parent post does not exist.';
export const TOO_DEEP = `Replies can be nested at most ${MAX_DEPTH} levels deep: the parent post is a reply at depth ${MAX_DEPTH}.`;
export const NO_MORE_REPLIES = 'The parent post takes no more replies.';

/**
 * The rule for a reply's parent, which both writers apply before they write anything: the
 * parent when the author may reply to it, else a 404 (or, too deep, a 400).
 */
export function replyableParent(parent: ParentRow | undefined, authorId: number): ParentRow {
  if (!parent || !mayAccess(parent, authorId, 'reply')) {
    throw new NotFoundException(PARENT_NOT_FOUND);
  }
  if (parent.depth >= MAX_DEPTH) {
    throw ValidationFailedException.single('parent_id', TOO_DEEP);
  }
  return parent;
}

/**
 * A parent whose reply ordinals outgrew their path segment (DESIGN §5: 9,999,999,999 replies, the
 * same on both databases) takes no more replies: a 409, and nothing is written.
 */
/**
 * The author's row is gone by the time of the write (an erasure since the auth check): the key
 * no longer belongs to anyone, so the answer is the invalid key's 401.
 */
export function authorGone(): UnauthorizedException {
  return invalidCredentials();
}

export function ordinalsOutgrown(): ConflictException {
  return new ConflictException(NO_MORE_REPLIES);
}
