import { formatTimestamp } from '../../core/time';
import { mediaPath } from '../../users/profile-image';
import { MediaResponse, UploadResponse } from './dto/upload.response';
import { MediaRow, UploadRow } from './upload.types';

export function toMediaResponse(media: MediaRow, publicUrl: string): MediaResponse {
  return {
    id: media.id,
    user_id: media.user_id,
    url_location: publicUrl + mediaPath(media.id, media.ext),
    type: media.type,
  };
}

export function toUploadResponse(upload: UploadRow, media: MediaResponse[]): UploadResponse {
  return {
    id: upload.id,
    user_id: upload.user_id,
    status: upload.status,
    expired_at: formatTimestamp(upload.expired_at),
    media,
  };
}
