import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export interface LocalS3 {
  /** S3_* settings that point an app at this server's bucket. */
  env: Record<string, string>;
  bucket: string;
  endpoint: string;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on 127.0.0.1 with one empty bucket, its objects in a temporary folder. */
export async function startLocalS3(bucket = "siteready-test"): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), "siteready-s3-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      // s3rver's own fixed credentials.
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** A stand-in for a MinIO whose disks are full: every request is refused the way MinIO refuses a write then. */
export async function startFullBucket(): Promise<{ endpoint: string; close(): Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(507, { "content-type": "application/xml" });
    response.end(
      '<?xml version="1.0" encoding="UTF-8"?><Error><Code>XMinioStorageFull</Code>' +
        "<Message>Storage backend has reached its minimum free drive threshold.</Message></Error>",
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
