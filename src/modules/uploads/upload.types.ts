import type { UploadStatus } from './upload.entity';

/** The columns the upload rules read. */
export interface UploadRow {
  id: number;
  user_id: number;
  status: UploadStatus;
  ext: string;
  total_bytes: number;
  received_bytes: number;
  received_chunks: number;
  media_id: number | null;
  expired_at: number;
}

export interface MediaRow {
  id: number;
  user_id: number;
  type: string;
  ext: string;
}

export interface NewUpload {
  user_id: number;
  file_type: string;
  upload_type: string;
  original_name: string;
  ext: string;
  total_bytes: number;
  expired_at: number;
  created_at: number;
}
