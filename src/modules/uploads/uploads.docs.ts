import { ApiIdParam } from '../../docs';

/** `{upload_id}` in the path. */
export const ApiUploadId = (): MethodDecorator =>
  ApiIdParam('upload_id', "The `id` of an upload of the caller (another user's is a 404).");
