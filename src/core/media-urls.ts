import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config';
import { defaultImagePath, mediaPath } from './profile-image';

/**
 * The absolute URLs of media in answers (`profile_image_url`, `url_location`): MEDIA_PUBLIC_URL
 * when set (a CDN or the bucket), else PUBLIC_URL. The one place that chooses the base, so that
 * every answer that names an image, the stream's too, names the same URL.
 */
@Injectable()
export class MediaUrls {
  private readonly base: string;

  constructor(config: AppConfig) {
    this.base = config.mediaUrl;
  }

  /** A processed image. */
  media(mediaId: number, ext: string): string {
    return this.base + mediaPath(mediaId, ext);
  }

  /** A user's profile image: their upload, or the default image of their first letter. */
  profileImage(username: string, mediaId: number, mediaExt: string | null | undefined): string {
    return mediaId > 0 && mediaExt
      ? this.media(mediaId, mediaExt)
      : this.base + defaultImagePath(username);
  }
}
