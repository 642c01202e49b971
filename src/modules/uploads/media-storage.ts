import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { AppConfig } from '../../config/app-config';
import { mediaPath } from '../../users/profile-image';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The files under STORAGE_DIR:
 *   tmp/<uuid>                          multipart file parts while a request runs
 *   uploads/<upload id>/<index>         received chunks until completion or expiry
 *   media/<bucket>/profile_<id><ext>    processed images, as served at /media/…
 *   alphabet/<letter>.png               the default profile images
 * Files that appear whole to readers are written elsewhere first and renamed into place.
 */
@Injectable()
export class MediaStorage {
  readonly root: string;
  private readonly tmpDir: string;
  private readonly uploadsDir: string;

  constructor(config: AppConfig) {
    this.root = resolve(config.STORAGE_DIR);
    this.tmpDir = join(this.root, 'tmp');
    this.uploadsDir = join(this.root, 'uploads');
  }

  /**
   * Only a file the multipart parser wrote for this request may be kept: a body cannot point the
   * service at any other file (a JSON body could carry a look-alike object).
   */
  isTempFile(path: string): boolean {
    return dirname(path) === this.tmpDir && UUID.test(basename(path));
  }

  uploadDir(uploadId: number): string {
    return join(this.uploadsDir, String(uploadId));
  }

  chunkFile(uploadId: number, index: number): string {
    return join(this.uploadDir(uploadId), String(index));
  }

  /** `mediaPath` (the URL path) mapped onto STORAGE_DIR. */
  mediaFile(mediaId: number, ext: string): string {
    return join(this.root, ...mediaPath(mediaId, ext).split('/').filter(Boolean));
  }

  alphabetFile(letter: string): string {
    return join(this.root, 'alphabet', `${letter}.png`);
  }

  /** Moves a multipart temp file into place as chunk `index` of the upload. */
  async keepChunk(tempPath: string, uploadId: number, index: number): Promise<void> {
    await mkdir(this.uploadDir(uploadId), { recursive: true });
    await rename(tempPath, this.chunkFile(uploadId, index));
  }

  /** Concatenates chunks 0…count−1 into one new file (streamed) and returns its path. */
  async assemble(uploadId: number, count: number): Promise<string> {
    const path = join(this.tmpDir, `upload-${uploadId}-${randomUUID()}`);
    await mkdir(this.tmpDir, { recursive: true });
    const out = createWriteStream(path);
    try {
      for (let index = 0; index < count; index++) {
        await pipeline(createReadStream(this.chunkFile(uploadId, index)), out, { end: false });
      }
      out.end();
      await new Promise<void>((done, fail) => {
        out.once('finish', done);
        out.once('error', fail);
      });
      return path;
    } catch (error) {
      out.destroy();
      await rm(path, { force: true });
      throw error;
    }
  }

  async removeChunks(uploadId: number): Promise<void> {
    await rm(this.uploadDir(uploadId), { recursive: true, force: true });
  }

  /** Ids of the uploads that have a chunk directory. */
  async uploadsWithChunks(): Promise<number[]> {
    let names: string[];
    try {
      names = await readdir(this.uploadsDir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        return [];
      }
      throw error;
    }
    return names.filter((name) => /^[1-9][0-9]{0,15}$/.test(name)).map(Number);
  }

  /** Writes `bytes` to `path` whole: a reader never sees a partly written file. */
  async writeWhole(path: string, bytes: Buffer): Promise<void> {
    await mkdir(dirname(path), { recursive: true });
    const temp = `${path}.${randomUUID()}.part`;
    try {
      await writeFile(temp, bytes);
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }
}
