import { Injectable } from '@nestjs/common';
import { Db, Sql } from '../../database';
import { MediaRow, NewUpload, UploadRow } from './upload.types';

const UPLOAD_COLUMNS = `id, user_id, status, ext, total_bytes, received_bytes, received_chunks,
  media_id, expired_at`;

@Injectable()
export class UploadsRepository {
  constructor(private readonly db: Db) {}

  insert(sql: Sql, upload: NewUpload): Promise<UploadRow | undefined> {
    return sql.get<UploadRow>(
      `INSERT INTO uploads (user_id, status, file_type, upload_type, original_name, ext,
                            total_bytes, received_bytes, received_chunks, expired_at,
                            created_at, updated_at)
       VALUES ($1, 'created', $2, $3, $4, $5, $6, 0, 0, $7, $8, $8)
       RETURNING ${UPLOAD_COLUMNS}`,
      [
        upload.user_id,
        upload.file_type,
        upload.upload_type,
        upload.original_name,
        upload.ext,
        upload.total_bytes,
        upload.expired_at,
        upload.created_at,
      ],
    );
  }

  find(id: number, sql: Sql = this.db): Promise<UploadRow | undefined> {
    return sql.get<UploadRow>(`SELECT ${UPLOAD_COLUMNS} FROM uploads WHERE id = $1`, [id]);
  }

  /**
   * Counts chunk `index` of `size` bytes, only if it is the next one, fits into total_bytes and
   * the upload is still open: of two calls with the same index exactly one gets `true`.
   */
  async appendChunk(
    sql: Sql,
    id: number,
    index: number,
    size: number,
    now: number,
  ): Promise<boolean> {
    const row = await sql.get(
      `UPDATE uploads
          SET received_chunks = received_chunks + 1,
              received_bytes = received_bytes + $3,
              updated_at = $4
        WHERE id = $1 AND status = 'created' AND expired_at > $4
          AND received_chunks = $2 AND received_bytes + $3 <= total_bytes
        RETURNING id`,
      [id, index, size, now],
    );
    return row !== undefined;
  }

  /** Marks the upload completed with its media item, only if it is still open and whole. */
  async markCompleted(
    sql: Sql,
    id: number,
    totalChunks: number,
    mediaId: number,
    now: number,
  ): Promise<boolean> {
    const row = await sql.get(
      `UPDATE uploads
          SET status = 'completed', media_id = $3, updated_at = $4
        WHERE id = $1 AND status = 'created' AND expired_at > $4
          AND received_chunks = $2 AND received_bytes = total_bytes
        RETURNING id`,
      [id, totalChunks, mediaId, now],
    );
    return row !== undefined;
  }

  insertMedia(sql: Sql, media: Omit<MediaRow, 'id'>, now: number): Promise<MediaRow | undefined> {
    return sql.get<MediaRow>(
      `INSERT INTO media (user_id, type, ext, created_at) VALUES ($1, $2, $3, $4)
       RETURNING id, user_id, type, ext`,
      [media.user_id, media.type, media.ext, now],
    );
  }

  /** The user's media items, oldest first (the account export and erasure). */
  mediaOfUser(
    userId: number,
  ): Promise<{ id: number; ext: string; type: string; created_at: number }[]> {
    return this.db.all(
      `SELECT id, ext, type, created_at FROM media WHERE user_id = $1 ORDER BY id`,
      [userId],
    );
  }

  async uploadIdsOfUser(userId: number): Promise<number[]> {
    const rows = await this.db.all<{ id: number }>(
      `SELECT id FROM uploads WHERE user_id = $1 ORDER BY id`,
      [userId],
    );
    return rows.map((r) => r.id);
  }

  /** Removes an upload that is still open (one that can never complete); completed ones stay. */
  async deleteOpen(id: number): Promise<void> {
    await this.db.run(`DELETE FROM uploads WHERE id = $1 AND status = 'created'`, [id]);
  }

  /** The user's uploads and media rows, in one transaction (their objects are gone already). */
  async deleteOfUser(userId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.run(`DELETE FROM uploads WHERE user_id = $1`, [userId]);
      await tx.run(`DELETE FROM media WHERE user_id = $1`, [userId]);
    });
  }

  /** Of `ids`, the uploads whose chunks are still needed: not completed and not expired. */
  async openAmong(ids: number[], now: number): Promise<number[]> {
    const rows = await this.db.all<{ id: number }>(
      `SELECT id FROM uploads
        WHERE ${this.db.inIds('id', 1)} AND status = 'created' AND expired_at > $2`,
      [this.db.idList(ids), now],
    );
    return rows.map((r) => r.id);
  }
}
