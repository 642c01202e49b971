// The posts module's public surface: what other modules and the composition roots use
// (CONTRIBUTING.md "Module surfaces").
export type { ReducedPostRow } from './post.types';
export { countReactionSql, type PostCounter } from './sql/post-counters.sql';
export { nearestAncestorByAuthorSql } from './sql/thread.sql';
export { AttachmentResponse, PostResponse, ReducedPostResponse } from './dto/post.response';
export { PostLifecycleHooks, type PostChange } from './lifecycle/post-lifecycle';
export { ApiPostId } from './posts.docs';
export { mayAccess } from './rules/post-visibility';
export {
  EMPTY_AS_ABSENT,
  MAX_ATTACHMENTS,
  MAX_POST_CHARS,
  newPostFromForm,
} from './dto/create-post.dto';
export { MAX_ATTACHMENT_CHARS } from './dto/attachment-fields';
export type { PostAccessRow } from './post-counts.repository';
export { PostCountsService } from './post-counts.service';
export {
  authorsOfPostsSql,
  COUNT_PENDING_SQL,
  hasHiddenPostSql,
  hasPostPublishedSinceSql,
  pendingPostIdsOf,
  postOnlyJoin,
  reactablePostJoin,
  reactablePostSql,
  reducedPostFieldsOf,
} from './sql/post.sql';
export { toReducedPostResponse } from './views/post.mapper';
export { PostLifecycleService } from './lifecycle/post-lifecycle.service';
export { ViewerReactions } from './views/post-views.repository';
export { PostViewsService, type VisibleParent } from './views/post-views.service';
export { PostsService, POST_NOT_FOUND, type NewPostInput, type ThreadPage } from './posts.service';
export { postsEntities, PostsModule } from './posts.module';
