import path from 'node:path';
import type { Env } from '#server/env.ts';
import { createLocalDiskStorage } from './local-disk.ts';
import type { Storage } from './port.ts';
import { createS3Storage } from './s3.ts';

/** S3-compatible storage when the S3_* variables are set (env.ts requires all or none), local disk otherwise. */
export function createStorage(env: Env): Storage {
  if (env.S3_BUCKET && env.S3_ENDPOINT && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  }
  return createLocalDiskStorage(path.resolve(env.DATA_DIR, 'media'));
}
