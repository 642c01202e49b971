import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ObjectInfo, ObjectStore, StoredObject, StoreError } from './object-store';

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

/**
 * Objects as files under one folder, the key being the relative path: the layout the service
 * always had under STORAGE_DIR. Writes go to `tmp/` first, are fsynced and renamed into place, so
 * a reader never sees a partial file and a put survives a crash once it resolved.
 */
export class FileStore extends ObjectStore {
  readonly location: string;
  private readonly root: string;
  private readonly tmpDir: string;

  constructor(dir: string) {
    super();
    this.root = resolve(dir);
    this.tmpDir = join(this.root, 'tmp');
    this.location = `file:${this.root}`;
  }

  async put(key: string, body: Buffer | Readable): Promise<void> {
    const temp = await this.tempPath();
    try {
      const handle = await open(temp, 'w');
      try {
        if (Buffer.isBuffer(body)) {
          await handle.writeFile(body);
        } else {
          await pipeline(body, handle.createWriteStream({ autoClose: false }));
        }
        await handle.sync();
      } finally {
        await handle.close();
      }
      await this.moveIntoPlace(temp, key);
    } catch (error) {
      await rm(temp, { force: true });
      throw this.failed(error, `put ${key}`);
    }
  }

  async putFile(key: string, path: string): Promise<void> {
    const temp = await this.tempPath();
    try {
      await rename(path, temp).catch(async (error) => {
        if (code(error) !== 'EXDEV') {
          throw error;
        }
        await copyFile(path, temp); // another file system: the caller removes the original
      });
      const handle = await open(temp, 'r');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await this.moveIntoPlace(temp, key);
    } catch (error) {
      await rm(temp, { force: true });
      throw this.failed(error, `put ${key}`);
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    let handle;
    try {
      handle = await open(this.path(key), 'r');
    } catch (error) {
      if (MISSING.has(code(error)!)) {
        return null;
      }
      throw this.failed(error, `get ${key}`);
    }
    try {
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      return { body: handle.createReadStream(), ...this.info(info) };
    } catch (error) {
      await handle.close();
      throw this.failed(error, `get ${key}`);
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const info = await stat(this.path(key));
      return info.isFile() ? this.info(info) : null;
    } catch (error) {
      if (MISSING.has(code(error)!)) {
        return null;
      }
      throw this.failed(error, `head ${key}`);
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await rm(this.path(key), { force: true });
    } catch (error) {
      throw this.failed(error, `delete ${key}`);
    }
  }

  async *list(prefix: string): AsyncIterable<string> {
    const dir = join(this.root, ...this.segments(prefix).slice(0, -1));
    let entries;
    try {
      entries = await readdir(dir, { recursive: true, withFileTypes: true });
    } catch (error) {
      if (MISSING.has(code(error)!)) {
        return;
      }
      throw this.failed(error, `list ${prefix}`);
    }
    for (const entry of entries) {
      if (entry.isFile()) {
        const key = relative(this.root, join(entry.parentPath, entry.name)).split(sep).join('/');
        if (key.startsWith(prefix) && !key.startsWith('tmp/')) {
          yield key;
        }
      }
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    if (prefix.endsWith('/')) {
      try {
        await rm(this.path(prefix), { recursive: true, force: true });
      } catch (error) {
        throw this.failed(error, `delete ${prefix}`);
      }
      return;
    }
    for await (const key of this.list(prefix)) {
      await this.delete(key);
    }
  }

  private segments(key: string): string[] {
    const parts = key.split('/');
    if (parts.some((part) => part === '..' || part === '.')) {
      throw new Error(`Invalid object key ${JSON.stringify(key)}`);
    }
    return parts;
  }

  private path(key: string): string {
    return join(this.root, ...this.segments(key).filter(Boolean));
  }

  private info(info: { size: number; mtimeMs: number }): ObjectInfo {
    return {
      size: info.size,
      etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
    };
  }

  private async tempPath(): Promise<string> {
    await mkdir(this.tmpDir, { recursive: true });
    return join(this.tmpDir, `put-${randomUUID()}`);
  }

  /** Renames the synced temp file to its key, then syncs the folder so the rename is durable. */
  private async moveIntoPlace(temp: string, key: string): Promise<void> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    await rename(temp, target);
    const dir = await open(dirname(target), 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  }

  private failed(error: unknown, what: string): Error {
    return error instanceof StoreError
      ? error
      : new StoreError(`${this.location}: ${what}: ${String(error)}`, { cause: error });
  }
}

