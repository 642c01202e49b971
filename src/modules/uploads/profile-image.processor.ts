import { BadRequestException } from '@nestjs/common';
import sharp, { Metadata } from 'sharp';

export const PROFILE_IMAGE_SIZE = 400;

/** Larger images are refused before decoding (a small PNG can declare a huge canvas). */
export const MAX_INPUT_PIXELS = 50_000_000;

const FORMATS = {
  '.png': { format: 'png', label: 'PNG' },
  '.jpg': { format: 'jpeg', label: 'JPEG' },
} as const;

export type ImageExt = keyof typeof FORMATS;

export function isImageExt(ext: string): ext is ImageExt {
  return ext in FORMATS;
}

/**
 * Decodes the uploaded file, which must be a whole image of the declared type, and makes the
 * profile image: turned upright by its EXIF orientation, centre-cropped to 400×400, re-encoded in
 * the same format. sharp writes no metadata unless asked to, so EXIF (GPS included), XMP, IPTC
 * and comments are gone.
 */
export async function makeProfileImage(path: string, ext: ImageExt): Promise<Buffer> {
  const { format, label } = FORMATS[ext];
  const invalid = () => new BadRequestException(`The uploaded file is not a valid ${label} image.`);
  // `truncated` rejects cut-off files; mere decoder warnings (common in camera JPEGs) pass.
  const input = () =>
    sharp(path, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true });

  let metadata: Metadata;
  try {
    metadata = await input().metadata();
  } catch {
    throw invalid();
  }
  if (metadata.format !== format) {
    throw invalid();
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new BadRequestException(
      `The image is too large: at most ${MAX_INPUT_PIXELS} pixels are accepted.`,
    );
  }
  try {
    const image = input().resize(PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE, {
      fit: 'cover',
      position: 'centre',
    });
    return await (format === 'png' ? image.png() : image.jpeg({ quality: 85 })).toBuffer();
  } catch {
    throw invalid();
  }
}
