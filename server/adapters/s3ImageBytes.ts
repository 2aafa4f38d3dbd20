import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { HttpError } from '../errors.ts';
import { etagOf, type ImageBytes } from './imageBytes.ts';

/** An S3 bucket for picture bytes; credentials come from the SDK's usual chain unless given. */
export interface S3Storage {
  bucket: string;
  /** An S3-compatible service (MinIO, localstack, R2…); unset for AWS itself. */
  endpoint?: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Our own validator travels as object metadata, so both stores answer the same ETag for the same bytes. */
const ETAG_METADATA = 'image-etag';

/** S3 answers a missing key with 404: `NoSuchKey` for GET, a bare `NotFound` for HEAD. */
function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404;
}

/** What a client is told while the bucket is out of reach: like the database's outage, a 503 to retry. */
export const IMAGE_STORAGE_UNAVAILABLE = 'Pictures cannot be reached right now, please try again in a moment';

/**
 * No answer (refused, reset, timed out) or the service's own failure (5xx): the storage is down,
 * not the request wrong, so the client gets a 503 rather than a 500 with nothing to do about it.
 */
function unavailableOr(error: unknown): unknown {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === undefined || status >= 500
    ? new HttpError(503, 'IMAGE_STORAGE_UNAVAILABLE', IMAGE_STORAGE_UNAVAILABLE)
    : error;
}

export function createS3ImageBytes(storage: S3Storage): ImageBytes & { close(): void } {
  const client = new S3Client({
    region: storage.region,
    endpoint: storage.endpoint,
    // Bucket in the path, not the host name: what MinIO and localstack-style endpoints expect.
    forcePathStyle: true,
    credentials: storage.credentials,
    // The newer default checksums are refused by several S3-compatible services; S3 needs none for these calls.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = storage.bucket;
  const send: S3Client['send'] = async (command: Parameters<S3Client['send']>[0]) => {
    try {
      return await client.send(command);
    } catch (error) {
      if (isMissing(error)) throw error;
      throw unavailableOr(error);
    }
  };
  return {
    async put(key, image) {
      await send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: image.bytes,
          ContentType: image.contentType,
          Metadata: { [ETAG_METADATA]: image.etag },
        }),
      );
    },
    async get(key) {
      try {
        const object = await send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return undefined;
        const bytes = Buffer.from(await object.Body.transformToByteArray());
        return {
          bytes,
          contentType: object.ContentType ?? 'application/octet-stream',
          etag: object.Metadata?.[ETAG_METADATA] ?? etagOf(bytes),
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async existing(keys) {
      const found = new Set<string>();
      for (const key of keys) {
        try {
          await send(new HeadObjectCommand({ Bucket, Key: key }));
          found.add(key);
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
      return found;
    },
    close: () => client.destroy(),
  };
}
