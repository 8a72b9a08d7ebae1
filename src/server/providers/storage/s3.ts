import { AwsClient } from 'aws4fetch';
import { assertSafeKey, MEDIA_URL_PREFIX, type Storage, type StoredObject } from './port.ts';

export interface S3StorageConfig {
  /** The service's base URL, e.g. https://s3.eu-west-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://minio:9000. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * S3-compatible object storage (AWS S3, R2, MinIO…), addressed path-style
 * (`{endpoint}/{bucket}/{key}`), which every S3-compatible service answers. Objects stay
 * private: visitors get them through our /media routes (variants, ETags, the sandbox policy),
 * so publicUrl is the same as on local disk.
 */
export function createS3Storage(config: S3StorageConfig): Storage {
  const client = new AwsClient({ accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, region: config.region, service: 's3' });
  const base = `${config.endpoint.replace(/\/$/, '')}/${encodeURIComponent(config.bucket)}/`;
  const urlOf = (key: string) => {
    assertSafeKey(key);
    return base + key.split('/').map(encodeURIComponent).join('/');
  };
  const fail = async (action: string, key: string, response: Response) => {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    return new Error(`S3 ${action} ${key} failed: ${response.status} ${detail}`);
  };
  return {
    async put(key, body, contentType) {
      const response = await client.fetch(urlOf(key), { method: 'PUT', body: body as Uint8Array<ArrayBuffer>, headers: { 'content-type': contentType } });
      if (!response.ok) throw await fail('PUT', key, response);
      await response.body?.cancel();
    },
    async get(key): Promise<StoredObject | null> {
      let url: string;
      try {
        url = urlOf(key);
      } catch {
        return null;
      }
      const response = await client.fetch(url);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await fail('GET', key, response);
      const body = new Uint8Array(await response.arrayBuffer());
      const modified = response.headers.get('last-modified');
      return {
        body,
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        size: body.length,
        modifiedAt: modified ? new Date(modified) : new Date(0),
      };
    },
    async delete(key) {
      const response = await client.fetch(urlOf(key), { method: 'DELETE' });
      // Deleting what is not there is success, as on local disk.
      if (!response.ok && response.status !== 404) throw await fail('DELETE', key, response);
      await response.body?.cancel();
    },
    publicUrl(key) {
      assertSafeKey(key);
      return `${MEDIA_URL_PREFIX}${key}`;
    },
  };
}
