import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
// s3rver ships no types; what the tests use of it is typed below.
// @ts-expect-error -- no declaration file
import S3rver from 's3rver';

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}

/** A local S3-compatible server (s3rver, files in a temporary directory) with one bucket, for integration tests. */
export async function startTestS3(bucket = 'media') {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'sw-s3-'));
  const server = new (S3rver as new (options: object) => S3rverInstance)({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver's fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
