import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import {
  type S3FileStorage,
  type S3StorageOptions,
  s3Client,
  s3Storage,
} from "../modules/files/files.storage-s3";

export interface TestS3 {
  /** Options of a storage on the test bucket; `spoolDir` is private to this server. */
  options: S3StorageOptions;
  /** A storage on the test bucket (each call a new client, as a second instance would have). */
  storage(): S3FileStorage;
  /** Every object key in the bucket. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/** An S3-compatible server in this process, on a free loopback port, with one empty bucket. */
export async function startTestS3(prefix = "lontar/"): Promise<TestS3> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "lontar-s3-"));
  const bucket = "lontar-test";
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: path.join(dir, "bucket"),
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const options: S3StorageOptions = {
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    bucket,
    // s3rver checks signatures against these fixed credentials.
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
    prefix,
    spoolDir: path.join(dir, "spool"),
  };
  const clients: ReturnType<typeof s3Client>[] = [];
  const newClient = () => {
    const client = s3Client(options);
    clients.push(client);
    return client;
  };
  const lister = newClient();
  return {
    options,
    storage: () => s3Storage(options, newClient()),
    async keys() {
      const res = await lister.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (res.Contents ?? []).map((o) => o.Key ?? "");
    },
    async close() {
      for (const client of clients) client.destroy();
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
