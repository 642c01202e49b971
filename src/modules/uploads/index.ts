// The uploads module's public surface: what other modules and the composition roots use
// (CONTRIBUTING.md "Module surfaces").
export { MEDIA_OWNED_BY, mediaJoin } from './media.sql';
export { ObjectStore } from './storage/object-store';
export { uploadsEntities, UploadsModule } from './uploads.module';
export { IMAGE_REQUIRED, NOT_AN_IMAGE, UploadsService } from './uploads.service';
