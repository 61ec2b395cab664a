import S3rver from 's3rver';
import { freePort } from '../../scripts/testing/freePort';
import type { FileBucket } from '../src/features/files/bucketFiles';
import { tempDir } from './helpers';

/**
 * A local S3-compatible server (s3rver, files in a temporary folder) with one bucket, and the
 * settings a site gives for it (S3_ENDPOINT…, path-style addresses as MinIO or Garage use).
 */
export async function startBucketServer(bucket = 'wado-fichiers'): Promise<{
  settings: FileBucket;
  stop: () => Promise<void>;
}> {
  const folder = tempDir('wado-bucket-');
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: folder.dir,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  return {
    settings: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'fr-par',
      // s3rver takes these fixed keys.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      prefix: 'site/',
      forcePathStyle: true,
    },
    stop: async () => {
      await server.close();
      folder.remove();
    },
  };
}
