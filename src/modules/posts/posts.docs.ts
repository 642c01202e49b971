import { ApiIdParam } from '../../docs';

/** The sentence of a created post: when it becomes public (posts.service publicationMessage). */
export const PUBLICATION_MESSAGE_PATTERN =
  '^Thank you for submitting your post\\. It will be publicly displayed in (1 minute\\.|\\d+ minutes\\. New accounts have a delay in publishing to help protect against spam\\.)$';

/** `{post_id}` in the path (posts and reactions). */
export const ApiPostId = (): MethodDecorator => ApiIdParam('post_id', 'The id of the post.');
