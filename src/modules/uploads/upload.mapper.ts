import { formatTimestamp, type MediaUrls } from '../../core';
import { MediaResponse, UploadResponse } from './dto/upload.response';
import { MediaRow, UploadRow } from './upload.types';

export function toMediaResponse(media: MediaRow, urls: MediaUrls): MediaResponse {
  return {
    id: media.id,
    user_id: media.user_id,
    url_location: urls.media(media.id, media.ext),
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
