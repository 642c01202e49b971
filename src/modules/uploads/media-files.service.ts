import { Injectable, NotFoundException, StreamableFile } from '@nestjs/common';
import { open } from 'node:fs/promises';
import { renderLetterPng } from './alphabet-image';
import { MediaStorage } from './media-storage';

export const MEDIA_NOT_FOUND = 'The media does not exist.';

const LETTER_FILE = /^([a-z])\.png$/;
const BUCKET = /^[1-9][0-9]{0,15}$/;
const PROFILE_FILE = /^profile_([1-9][0-9]{0,15})\.(png|jpg)$/;

const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg' };

/**
 * Serves the stored images as raw bytes. Only names of the exact shapes are looked up, so no
 * request can reach another file under STORAGE_DIR; everything else is a 404.
 */
@Injectable()
export class MediaFilesService {
  constructor(private readonly storage: MediaStorage) {}

  /** `/media/alphabet/{letter}.png`, generated on first use. */
  async alphabet(file: string): Promise<StreamableFile> {
    const letter = LETTER_FILE.exec(file)?.[1];
    if (!letter) {
      throw new NotFoundException(MEDIA_NOT_FOUND);
    }
    const path = this.storage.alphabetFile(letter);
    const served = await this.serve(path, 'image/png');
    if (served) {
      return served;
    }
    await this.storage.writeWhole(path, await renderLetterPng(letter));
    return (await this.serve(path, 'image/png')) ?? this.notFound();
  }

  /** `/media/{ceil(id/100)*100}/profile_{id}{ext}`. */
  async profileImage(bucket: string, file: string): Promise<StreamableFile> {
    const match = PROFILE_FILE.exec(file);
    if (!match || !BUCKET.test(bucket)) {
      return this.notFound();
    }
    const id = Number(match[1]);
    if (!Number.isSafeInteger(id) || Number(bucket) !== Math.ceil(id / 100) * 100) {
      return this.notFound();
    }
    const ext = `.${match[2]}`;
    return (
      (await this.serve(this.storage.mediaFile(id, ext), CONTENT_TYPES[match[2]])) ??
      this.notFound()
    );
  }

  /** The file as a stream with its length, or null when it does not exist. */
  private async serve(path: string, type: string): Promise<StreamableFile | null> {
    let handle;
    try {
      handle = await open(path, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        return null;
      }
      throw error;
    }
    try {
      const { size } = await handle.stat();
      return new StreamableFile(handle.createReadStream(), { type, length: size });
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  private notFound(): never {
    throw new NotFoundException(MEDIA_NOT_FOUND);
  }
}
