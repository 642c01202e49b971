import { Injectable, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../config';
import { formatTimestamp } from '../../core';
import {
  AccountErasureHooks,
  AccountExportSections,
  ERASURE_ORDER,
  EXPORT_ORDER,
} from '../../account-data';
import { MediaStorage } from './media-storage';
import { UploadsRepository } from './uploads.repository';

/**
 * The uploads module's part of an account's data. Export: the media items, as their URLs.
 * Erasure: the account's uploads and media: the objects in the store first (the processed images
 * and any chunks left), then the rows. In this order a crash in between leaves rows that the
 * next run finds again, never an object that nothing refers to any more.
 */
@Injectable()
export class UploadsAccountData implements OnModuleInit {
  constructor(
    private readonly hooks: AccountErasureHooks,
    private readonly sections: AccountExportSections,
    private readonly config: AppConfig,
    private readonly uploads: UploadsRepository,
    private readonly storage: MediaStorage,
  ) {}

  onModuleInit(): void {
    this.hooks.register({
      name: 'uploads',
      order: ERASURE_ORDER.uploads,
      erase: (userId) => this.erase(userId),
    });
    this.sections.register({
      name: 'media',
      order: EXPORT_ORDER.media,
      items: (userId) => this.media(userId),
    });
  }

  private async *media(userId: number): AsyncGenerator<unknown> {
    // profile images: a handful per user, one read
    for (const media of await this.uploads.mediaOfUser(userId)) {
      yield {
        id: media.id,
        type: media.type,
        url_location: `${this.config.mediaUrl}/${this.storage.mediaKey(media.id, media.ext)}`,
        created_at: formatTimestamp(media.created_at),
      };
    }
  }

  async erase(userId: number): Promise<void> {
    for (const media of await this.uploads.mediaOfUser(userId)) {
      await this.storage.store.delete(this.storage.mediaKey(media.id, media.ext));
    }
    for (const uploadId of await this.uploads.uploadIdsOfUser(userId)) {
      await this.storage.removeChunks(uploadId);
    }
    await this.uploads.deleteOfUser(userId);
  }
}
