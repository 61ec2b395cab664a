import type { S3Client } from '@aws-sdk/client-s3';
import { HttpError } from '../errors';
import type { SharedFiles } from './sharedFiles';

/** An S3-compatible bucket (Scaleway, OVH, MinIO, Garage, AWS…), from the S3_* settings. */
export interface FileBucket {
  bucket: string;
  /** `https://s3.fr-par.scw.cloud`; empty: AWS's own address for the region. */
  endpoint: string;
  region: string;
  /** Empty: the SDK's usual sources (environment, instance role). */
  accessKeyId: string;
  secretAccessKey: string;
  /** Put before every name (`wado/`), for a bucket that holds other things too. */
  prefix: string;
  /** Addresses as `<endpoint>/<bucket>/<key>` (MinIO, Garage), not `<bucket>.<endpoint>/<key>`. */
  forcePathStyle: boolean;
}

export const FILES_UNAVAILABLE =
  'Les fichiers du site ne peuvent pas être lus ou enregistrés pour le moment : réessayez dans quelques minutes.';

/** The bucket out of reach, or refusing: a French 503, the cause kept for the log. */
const unavailable = (cause: unknown) => Object.assign(new HttpError(503, FILES_UNAVAILABLE), { cause });

/** Reads the bucket's `404` answers: the object is not there. */
const isAbsent = (error: unknown) => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404;
};

/** Names checked at a time (one HEAD each: S3 has no « which of these exist » call). */
const PARALLEL_CHECKS = 8;

/**
 * The files in a bucket rather than in the database: the same names, each an object. The SDK
 * (40 modules) is loaded by the first use, not by every start of a server that has no bucket.
 */
export class BucketFiles implements SharedFiles {
  private client: Promise<{ client: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | null = null;

  constructor(private readonly settings: FileBucket) {}

  private connect() {
    this.client ??= import('@aws-sdk/client-s3').then((sdk) => {
      const { endpoint, region, accessKeyId, secretAccessKey, forcePathStyle } = this.settings;
      const client = new sdk.S3Client({
        region,
        ...(endpoint ? { endpoint } : {}),
        forcePathStyle,
        ...(accessKeyId ? { credentials: { accessKeyId, secretAccessKey } } : {}),
        // A bucket that does not answer must not hold a request longer than a visitor waits.
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 20_000 },
        // Checksums only where S3 requires them: several S3-compatible services refuse the rest.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      return { client, sdk };
    });
    return this.client;
  }

  private key(name: string) {
    return `${this.settings.prefix}${name}`;
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    const { client, sdk } = await this.connect();
    try {
      await client.send(new sdk.PutObjectCommand({ Bucket: this.settings.bucket, Key: this.key(name), Body: bytes }));
    } catch (error) {
      throw unavailable(error);
    }
  }

  async get(name: string): Promise<Buffer | null> {
    const { client, sdk } = await this.connect();
    try {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(name) }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    } catch (error) {
      if (isAbsent(error)) return null;
      throw unavailable(error);
    }
  }

  async hasAll(names: readonly string[]): Promise<boolean> {
    return (await this.present(names)).size === new Set(names).size;
  }

  async present(names: readonly string[]): Promise<Set<string>> {
    const { client, sdk } = await this.connect();
    const found = new Set<string>();
    const unique = [...new Set(names)];
    for (let start = 0; start < unique.length; start += PARALLEL_CHECKS) {
      await Promise.all(
        unique.slice(start, start + PARALLEL_CHECKS).map(async (name) => {
          try {
            await client.send(new sdk.HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.key(name) }));
            found.add(name);
          } catch (error) {
            if (!isAbsent(error)) throw unavailable(error);
          }
        }),
      );
    }
    return found;
  }

  async remove(names: readonly string[]): Promise<void> {
    const { client, sdk } = await this.connect();
    try {
      // One call per name: DeleteObjects needs a checksum that not every S3-compatible service takes.
      await Promise.all(
        names.map((name) =>
          client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.key(name) })),
        ),
      );
    } catch (error) {
      throw unavailable(error);
    }
  }
}
