import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { etagMatches } from '../media-files.service';
import { FileStore } from './file-store';
import { parseS3Url } from './s3-store';

describe('parseS3Url', () => {
  it('splits bucket and key prefix', () => {
    expect(parseS3Url('s3://media')).toEqual({ bucket: 'media', prefix: '' });
    expect(parseS3Url('s3://media/')).toEqual({ bucket: 'media', prefix: '' });
    expect(parseS3Url('s3://media/prod/social/')).toEqual({
      bucket: 'media',
      prefix: 'prod/social/',
    });
  });
});

describe('etagMatches', () => {
  it('compares weakly, in lists, and takes *', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", "a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches('a', '"a"')).toBe(false);
  });
});

describe('FileStore', () => {
  let dir: string;
  let store: FileStore;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'social-filestore-'));
    store = new FileStore(dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const read = async (key: string) => {
    const object = await store.get(key);
    if (!object) {
      return null;
    }
    const parts: Buffer[] = [];
    for await (const part of object.body) {
      parts.push(part as Buffer);
    }
    return Buffer.concat(parts);
  };

  it('puts buffers, streams and files, and reads them back with size and ETag', async () => {
    await store.put('a/b/one', Buffer.from('one'));
    await store.put('a/two', Readable.from([Buffer.from('t'), Buffer.from('wo')]));
    const file = join(dir, 'outside');
    writeFileSync(file, 'three');
    await store.putFile('c/three', file);
    expect(readFileSync(join(dir, 'c', 'three'), 'utf8')).toBe('three');
    expect(await read('a/b/one')).toEqual(Buffer.from('one'));
    expect(await read('a/two')).toEqual(Buffer.from('two'));
    const head = await store.head('c/three');
    expect(head).toEqual({ size: 5, etag: expect.stringMatching(/^"5-[0-9a-f]+"$/) });
    expect((await store.get('c/three'))!.etag).toBe(head!.etag);
    expect(await store.get('a')).toBeNull(); // a folder is no object
    expect(await store.get('missing/key')).toBeNull();
    expect(await store.head('a/two/deeper')).toBeNull();
  });

  it('lists and deletes by prefix, never showing its temp files', async () => {
    for (const key of ['uploads/1/0', 'uploads/1/1', 'uploads/12/0', 'media/100/profile_1.png']) {
      await store.put(key, Buffer.from(key));
    }
    writeFileSync(join(dir, 'tmp', 'put-partial'), 'x');
    const list = async (prefix: string) => {
      const keys: string[] = [];
      for await (const key of store.list(prefix)) {
        keys.push(key);
      }
      return keys.sort();
    };
    expect(await list('uploads/')).toEqual(['uploads/1/0', 'uploads/1/1', 'uploads/12/0']);
    expect(await list('uploads/1')).toEqual(['uploads/1/0', 'uploads/1/1', 'uploads/12/0']);
    expect(await list('uploads/1/')).toEqual(['uploads/1/0', 'uploads/1/1']);
    expect(await list('')).not.toContain('tmp/put-partial');
    await store.deletePrefix('uploads/1/');
    await store.deletePrefix('uploads/1/'); // twice is harmless
    expect(await list('uploads/')).toEqual(['uploads/12/0']);
    await store.delete('media/100/profile_1.png');
    await store.delete('media/100/profile_1.png');
    expect(await list('media/')).toEqual([]);
  });

  it('refuses keys that would leave its folder', async () => {
    await expect(store.put('../escape', Buffer.from('x'))).rejects.toThrow(/Invalid object key/);
    await expect(store.get('a/../../etc/passwd')).rejects.toThrow(/Invalid object key/);
  });
});
