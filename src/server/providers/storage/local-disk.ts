import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, MEDIA_URL_PREFIX, type Storage, type StoredObject } from './port.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
};

export function contentTypeFor(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

export function createLocalDiskStorage(root: string): Storage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temp, body);
      await fs.rename(temp, file);
    },
    async get(key): Promise<StoredObject | null> {
      let file: string;
      try {
        file = resolve(key);
      } catch {
        return null;
      }
      try {
        const [body, stat] = await Promise.all([fs.readFile(file), fs.stat(file)]);
        return { body, contentType: contentTypeFor(key), size: stat.size, modifiedAt: stat.mtime };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    publicUrl(key) {
      assertSafeKey(key);
      return `${MEDIA_URL_PREFIX}${key}`;
    },
  };
}
