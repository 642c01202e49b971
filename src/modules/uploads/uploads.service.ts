import {
  BadRequestException,
  ConflictException,
  GoneException,
  Injectable,
  Logger,
  NotFoundException,
  PayloadTooLargeException,
} from '@nestjs/common';
import { open, rm, stat } from 'node:fs/promises';
import { AppConfig } from '../../config';
import {
  Clock,
  MediaUrls,
  messages,
  type UploadedTempFile,
  ValidationFailedException,
} from '../../core';
import { Db } from '../../database';
import { CreateUploadDto } from './dto/create-upload.dto';
import { ChunkMissingError, MediaStorage } from './media-storage';
import { isImageExt, makeProfileImage } from './profile-image.processor';
import { toMediaResponse, toUploadResponse } from './upload.mapper';
import { MediaResponse, UploadResponse } from './dto/upload.response';
import { MediaRow, UploadRow } from './upload.types';
import { UploadsRepository } from './uploads.repository';

export const UPLOAD_NOT_FOUND = 'The upload does not exist.';
export const UPLOAD_EXPIRED = 'The upload has expired.';
export const UPLOAD_COMPLETED = 'The upload is already completed.';
export const UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const IMAGE_REQUIRED = 'Choose an image file (PNG or JPEG).';
export const NOT_AN_IMAGE = 'The file is not a PNG or JPEG image.';

/** The declared extension of a file, read from its first bytes (its name may say anything). */
async function imageExtByContent(path: string): Promise<'.png' | '.jpg' | null> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(8), 0, 8, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head.equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
      return '.png';
    }
    return head.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) ? '.jpg' : null;
  } finally {
    await handle.close();
  }
}

const PURGE_BATCH = 500;

/**
 * Chunked profile-image uploads: create, receive chunks in order, complete into a media item.
 * The counters of an upload change only through conditional UPDATEs, so concurrent calls cannot
 * both take the same chunk index or both complete it.
 */
@Injectable()
export class UploadsService {
  private readonly logger = new Logger('Uploads');

  constructor(
    private readonly uploads: UploadsRepository,
    private readonly storage: MediaStorage,
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly urls: MediaUrls,
  ) {}

  async create(userId: number, dto: CreateUploadDto): Promise<UploadResponse> {
    const max = this.config.UPLOAD_MAX_BYTES;
    if (dto.total_bytes > max) {
      throw ValidationFailedException.single('total_bytes', messages.tooLarge('total_bytes', max));
    }
    const now = this.clock.now();
    const extension = dto.original_extension.toLowerCase();
    const row = await this.db.transaction((tx) =>
      this.uploads.insert(tx, {
        user_id: userId,
        file_type: dto.file_type,
        upload_type: dto.upload_type,
        original_name: dto.original_name,
        ext: extension === '.jpeg' ? '.jpg' : extension,
        total_bytes: dto.total_bytes,
        expired_at: now + UPLOAD_LIFETIME_MS,
        created_at: now,
      }),
    );
    return toUploadResponse(row!, []);
  }

  /** Stores chunk `index`: it must be the next one and fit into what is left of total_bytes. */
  async addChunk(
    userId: number,
    uploadId: number,
    index: number,
    chunk: UploadedTempFile,
  ): Promise<void> {
    if (!this.storage.isTempFile(chunk.path)) {
      throw ValidationFailedException.single('chunk', messages.validValue('chunk'));
    }
    const size = await this.sizeOf(chunk.path);
    const now = this.clock.now();
    const upload = await this.owned(userId, uploadId);
    this.checkChunk(upload, index, size, chunk.truncated, now);
    try {
      await this.db.transaction(async (tx) => {
        if (!(await this.uploads.appendChunk(tx, uploadId, index, size, now))) {
          // Another call changed the upload since it was read: say what is wrong now.
          this.checkChunk((await this.uploads.find(uploadId, tx))!, index, size, false, now);
          throw new ConflictException(this.outOfOrder(index, upload.received_chunks + 1));
        }
        // In the transaction: a chunk that could not be stored durably is not counted either.
        await this.storage.keepChunk(chunk.path, uploadId, index);
      });
    } catch (error) {
      throw this.storage.unavailable(error);
    }
  }

  /**
   * Checks the chunks against `totalChunks` and total_bytes, decodes them as the declared image
   * type and stores the 400×400 profile image as a new media item.
   */
  async complete(userId: number, uploadId: number, totalChunks: number): Promise<UploadResponse> {
    const now = this.clock.now();
    const upload = await this.owned(userId, uploadId);
    this.checkComplete(upload, totalChunks, now);
    const ext = upload.ext;
    if (!isImageExt(ext)) {
      throw new Error(`Upload ${uploadId} has the unexpected extension ${ext}`);
    }

    const assembled = await this.assemble(uploadId, totalChunks);
    let image: Buffer;
    try {
      image = await makeProfileImage(assembled, ext);
    } finally {
      await rm(assembled, { force: true });
    }

    let written: string | null = null;
    let media: MediaRow;
    try {
      media = await this.db.transaction(async (tx) => {
        const inserted = (await this.uploads.insertMedia(
          tx,
          { user_id: userId, type: 'profile', ext },
          now,
        ))!;
        if (!(await this.uploads.markCompleted(tx, uploadId, totalChunks, inserted.id, now))) {
          this.checkComplete((await this.uploads.find(uploadId, tx))!, totalChunks, now);
          throw new ConflictException(UPLOAD_COMPLETED);
        }
        written = this.storage.mediaKey(inserted.id, ext);
        await this.storage.store.put(written, image);
        return inserted;
      });
    } catch (error) {
      if (written) {
        await this.storage.store.delete(written).catch(() => undefined); // the store may be down
      }
      throw this.storage.unavailable(error);
    }
    await this.removeChunks(uploadId);
    return toUploadResponse({ ...upload, status: 'completed', media_id: media.id }, [
      toMediaResponse(media, this.urls),
    ]);
  }

  /**
   * A profile image from one multipart file part (the account page's form), through the same
   * three steps as the API (create, one chunk, complete): the size limit, the decoding by content
   * and the storage are theirs. The type is read from the file's first bytes, not its name.
   * Refusals name the form's field `field`: a ValidationFailedException (400), or a
   * PayloadTooLargeException (413) for a file over UPLOAD_MAX_BYTES.
   */
  async profileImageFromFile(
    userId: number,
    file: unknown,
    field = 'image',
  ): Promise<MediaResponse> {
    const part = file as Partial<UploadedTempFile> | undefined;
    if (typeof part?.path !== 'string' || !this.storage.isTempFile(part.path)) {
      throw ValidationFailedException.single(field, IMAGE_REQUIRED);
    }
    const max = this.config.UPLOAD_MAX_BYTES;
    const size = await this.sizeOf(part.path);
    if (part.truncated || size > max) {
      throw new PayloadTooLargeException(`The image is larger than ${max} bytes.`);
    }
    if (size === 0) {
      throw ValidationFailedException.single(field, IMAGE_REQUIRED);
    }
    const ext = await imageExtByContent(part.path);
    if (!ext) {
      throw ValidationFailedException.single(field, NOT_AN_IMAGE);
    }
    const name =
      typeof part.filename === 'string' && part.filename !== '' ? part.filename : 'image';
    const upload = await this.create(userId, {
      file_type: 'image',
      upload_type: 'profile',
      original_name: name.slice(0, 255),
      original_extension: ext,
      total_bytes: size,
    });
    try {
      await this.addChunk(userId, upload.id, 0, part as UploadedTempFile);
      return (await this.complete(userId, upload.id, 1)).media[0];
    } catch (error) {
      // The upload can never complete: it goes with its chunk (the purge job removes a chunk
      // whose upload is gone, should the store fail now), so a refused file leaves nothing.
      await this.uploads.deleteOpen(upload.id);
      await this.removeChunks(upload.id);
      if (error instanceof BadRequestException && !(error instanceof ValidationFailedException)) {
        // the decoder's refusal ("not a valid PNG image"), as an error of the form's field
        throw ValidationFailedException.single(field, error.message);
      }
      throw error;
    }
  }

  /**
   * Deletes the chunks no upload needs any more: those of expired (or completed) uploads. Safe to
   * run in several instances at once: each decides from the database and deleting is idempotent,
   * so two runs may both count an upload, never remove one that is open. Returns how many it
   * removed.
   */
  async purgeExpired(now: number): Promise<number> {
    const ids = await this.storage.uploadsWithChunks();
    let removed = 0;
    for (let i = 0; i < ids.length; i += PURGE_BATCH) {
      const batch = ids.slice(i, i + PURGE_BATCH);
      const open = new Set(await this.uploads.openAmong(batch, now));
      for (const id of batch.filter((id) => !open.has(id))) {
        await this.storage.removeChunks(id);
        removed++;
      }
    }
    if (removed > 0) {
      this.logger.log(`Removed the chunks of ${removed} expired upload(s)`);
    }
    return removed;
  }

  /** Someone else's upload is as unknown as a missing one. */
  private async owned(userId: number, uploadId: number): Promise<UploadRow> {
    const upload = await this.uploads.find(uploadId);
    if (!upload || upload.user_id !== userId) {
      throw new NotFoundException(UPLOAD_NOT_FOUND);
    }
    return upload;
  }

  /** A completed upload stays completed (409) even after its deadline; an open one expires (410). */
  private checkOpen(upload: UploadRow, now: number): void {
    if (upload.status === 'completed') {
      throw new ConflictException(UPLOAD_COMPLETED);
    }
    if (upload.expired_at <= now) {
      throw new GoneException(UPLOAD_EXPIRED);
    }
  }

  private checkChunk(
    upload: UploadRow,
    index: number,
    size: number,
    truncated: boolean,
    now: number,
  ): void {
    this.checkOpen(upload, now);
    if (index !== upload.received_chunks) {
      throw new ConflictException(this.outOfOrder(index, upload.received_chunks));
    }
    if (size === 0) {
      throw ValidationFailedException.single('chunk', messages.required('chunk'));
    }
    const left = upload.total_bytes - upload.received_bytes;
    if (truncated || size > left) {
      throw ValidationFailedException.single(
        'chunk',
        `The chunk is larger than the ${left} bytes left of Total Bytes (${upload.total_bytes}).`,
      );
    }
  }

  private checkComplete(upload: UploadRow, totalChunks: number, now: number): void {
    this.checkOpen(upload, now);
    if (totalChunks !== upload.received_chunks) {
      throw ValidationFailedException.single(
        'total_chunks',
        `The Total Chunks field must be ${upload.received_chunks}, the number of chunks received.`,
      );
    }
    if (upload.received_bytes !== upload.total_bytes) {
      throw new BadRequestException(
        `The upload is incomplete: ${upload.received_bytes} of ${upload.total_bytes} bytes were received.`,
      );
    }
  }

  private async sizeOf(path: string): Promise<number> {
    try {
      return (await stat(path)).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        throw ValidationFailedException.single('chunk', messages.validValue('chunk'));
      }
      throw error;
    }
  }

  private outOfOrder(index: number, expected: number): string {
    return `Chunk ${index} is out of order: the next chunk index is ${expected}.`;
  }

  /** Chunks missing while the upload is open can only be a purge at the deadline. */
  private async assemble(uploadId: number, count: number): Promise<string> {
    try {
      return await this.storage.assemble(uploadId, count);
    } catch (error) {
      if (error instanceof ChunkMissingError) {
        throw new GoneException(UPLOAD_EXPIRED);
      }
      throw this.storage.unavailable(error);
    }
  }

  private async removeChunks(uploadId: number): Promise<void> {
    try {
      await this.storage.removeChunks(uploadId);
    } catch (error) {
      // The purge job retries; the completed upload must not fail for it.
      this.logger.warn(`Could not remove the chunks of upload ${uploadId}: ${String(error)}`);
    }
  }
}
