import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaEntity } from './media.entity';
import { UploadEntity } from './upload.entity';
import { UploadsAccountData } from './uploads-account-data';
import { MediaController } from './media.controller';
import { MediaFilesService } from './media-files.service';
import { MediaStorage } from './media-storage';
import { objectStoreProvider } from './storage/object-store.provider';
import { UploadsController } from './uploads.controller';
import { UploadsJobs } from './uploads.jobs';
import { UploadsRepository } from './uploads.repository';
import { UploadsService } from './uploads.service';

/** The tables this module owns; src/app-entities.ts lists them for the DataSources made outside Nest. */
export const uploadsEntities = [UploadEntity, MediaEntity];

/** Chunked profile-image uploads, the media they make, and serving media files at /media/…. */
@Module({
  imports: [TypeOrmModule.forFeature(uploadsEntities)],
  controllers: [UploadsController, MediaController],
  providers: [
    objectStoreProvider,
    UploadsRepository,
    UploadsService,
    UploadsJobs,
    MediaStorage,
    MediaFilesService,
    UploadsAccountData,
  ],
  exports: [UploadsService],
})
export class UploadsModule {}
