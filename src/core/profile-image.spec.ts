import type { AppConfig } from '../config';
import { MediaUrls } from './media-urls';
import { defaultImagePath, mediaPath } from './profile-image';

describe('profile image URLs', () => {
  it('buckets media by hundreds', () => {
    expect(mediaPath(1, '.png')).toBe('/media/100/profile_1.png');
    expect(mediaPath(100, '.jpg')).toBe('/media/100/profile_100.jpg');
    expect(mediaPath(101, '.jpg')).toBe('/media/200/profile_101.jpg');
  });

  it('uses the lower-case first letter for the default image', () => {
    expect(defaultImagePath('Alice')).toBe('/media/alphabet/a.png');
    expect(defaultImagePath('_x')).toBe('/media/alphabet/u.png');
    expect(defaultImagePath('9lives')).toBe('/media/alphabet/u.png');
  });

  it('builds absolute URLs on the media base (MEDIA_PUBLIC_URL, else PUBLIC_URL)', () => {
    const urls = new MediaUrls({ mediaUrl: 'http://h' } as AppConfig);
    expect(urls.profileImage('bob', 0, null)).toBe('http://h/media/alphabet/b.png');
    expect(urls.profileImage('bob', 7, '.jpg')).toBe('http://h/media/100/profile_7.jpg');
    expect(urls.media(7, '.png')).toBe('http://h/media/100/profile_7.png');
  });
});
