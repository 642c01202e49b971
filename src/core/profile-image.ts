/** `/media/{ceil(id/100)*100}/profile_{id}{ext}`: where a processed profile image is served. */
export function mediaPath(mediaId: number, ext: string): string {
  return `/media/${Math.ceil(mediaId / 100) * 100}/profile_${mediaId}${ext}`;
}

/** The default image is the first letter of the username (a–z; anything else falls back to `u`). */
export function defaultImagePath(username: string): string {
  const letter = username.charAt(0).toLowerCase();
  return `/media/alphabet/${/^[a-z]$/.test(letter) ? letter : 'u'}.png`;
}
