import { createReadStream, mkdirSync } from "node:fs";
import { rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { newId } from "../../lib/ids";
import { isSha256Key } from "./files.rules";
import { type FileStorage, spoolHashed } from "./files.storage";

/** Where an S3-compatible bucket is and how to reach it (see README, "Deployment"). */
export interface S3StorageOptions {
  /** Server address for S3-compatible stores (MinIO, Ceph…); AWS itself when unset. */
  endpoint?: string;
  region: string;
  bucket: string;
  /** Without keys the SDK's default chain is used (environment, instance role…). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket` in the path instead of the host name, as most self-hosted stores want. */
  forcePathStyle: boolean;
  /** Key prefix inside the bucket, for a bucket shared with other data. */
  prefix?: string;
  /** Local folder where an upload is spooled while its hash is computed. */
  spoolDir: string;
}

export type S3FileStorage = FileStorage & {
  /** Fails when the bucket cannot be reached with the given credentials. */
  check(): Promise<void>;
};

const missing = (key: string) =>
  Object.assign(new Error(`file ${key} is not stored`), { code: "ENOENT" });

/** S3 answers a missing object with 404 (NoSuchKey on GET, NotFound on HEAD). */
function isNotFound(error: unknown) {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
}

/** "files" and "files/" both mean the folder `files/`; empty means the bucket root. */
export function normalizePrefix(prefix: string | undefined) {
  const trimmed = (prefix ?? "").replace(/^\/+|\/+$/g, "");
  return trimmed ? `${trimmed}/` : "";
}

export function s3Client(options: S3StorageOptions) {
  return new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Extra checksum headers and trailers are only sent where S3 requires them: many
    // S3-compatible servers do not understand them yet.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/**
 * Files as objects `prefix + sha256` in one bucket. The key is only known once every byte has
 * been read, and S3 wants the length of an object up front, so an upload is first spooled to
 * a local file while it is hashed; only complete uploads are sent, and only when the bucket
 * does not hold those bytes already. A failed source therefore leaves nothing in the bucket.
 */
export function s3Storage(options: S3StorageOptions, client = s3Client(options)): S3FileStorage {
  const { bucket } = options;
  const prefix = normalizePrefix(options.prefix);
  const objectKey = (key: string) => {
    if (!isSha256Key(key)) throw missing(key);
    return `${prefix}${key}`;
  };
  const stored = async (key: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  };
  const upload = async (key: string, file: string) => {
    const { size } = await stat(file);
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: objectKey(key),
        Body: createReadStream(file),
        ContentLength: size,
        ContentType: "application/octet-stream",
      }),
    );
  };

  return {
    put(source) {
      mkdirSync(options.spoolDir, { recursive: true });
      const spool = path.join(options.spoolDir, `s3-${newId()}`);
      const hashed = spoolHashed(source, spool);
      const finish = async () => {
        try {
          const key = await hashed;
          if (!(await stored(key))) await upload(key, spool);
          return key;
        } finally {
          await rm(spool, { force: true });
        }
      };
      return finish();
    },
    async get(key) {
      // The request is made here, so a missing object fails before any reply header is sent.
      try {
        const res = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
        );
        if (!(res.Body instanceof Readable)) throw new Error(`no body for file ${key}`);
        return res.Body;
      } catch (error) {
        if (isNotFound(error)) throw missing(key);
        throw error;
      }
    },
    async delete(key) {
      if (!isSha256Key(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length) ?? "";
          if (isSha256Key(key) && object.LastModified)
            yield { key, modifiedAt: object.LastModified };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}
