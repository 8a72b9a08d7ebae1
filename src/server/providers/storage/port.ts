/** Where uploaded bytes live: local disk by default, S3-compatible storage later, one interface. */
export interface StoredObject {
  body: Uint8Array;
  contentType: string;
  size: number;
  modifiedAt: Date;
}

export interface Storage {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** The URL the app serves the object at. */
  publicUrl(key: string): string;
}

/** Keys are relative, slash-separated and never climb out of the storage root. */
export function assertSafeKey(key: string): void {
  if (
    key.length === 0 ||
    key.length > 512 ||
    key.startsWith('/') ||
    key.includes('\\') ||
    key.includes('\0') ||
    key.split('/').some((part) => part === '' || part === '.' || part === '..') ||
    !/^[A-Za-z0-9._\-/]+$/.test(key)
  ) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

export const MEDIA_URL_PREFIX = '/media/';
