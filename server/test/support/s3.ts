/**
 * A local S3-protocol server for the tests (s3rver, files in a temporary folder, loopback only,
 * a free port): the S3 driver is tested against real HTTP requests, never a mocked client. As a
 * vitest globalSetup it serves the whole `server-s3` project and hands its address to the test
 * files (`inject('s3Endpoint')`); `startS3Server` starts one inside a single test file.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CreateBucketCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { TestProject } from 'vitest/node';
import { s3ClientOf, type S3Settings } from '../../src/infra/storage/s3-storage.ts';

/** s3rver's fixed test credentials. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3Server(): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'takwin-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The settings of a new, empty bucket on the test server: each test context gets its own. */
export async function createTestBucket(endpoint: string): Promise<S3Settings> {
  const settings: S3Settings = {
    endpoint,
    region: 'us-east-1',
    bucket: `takwin-${randomBytes(6).toString('hex')}`,
    forcePathStyle: true,
    ...S3_TEST_CREDENTIALS,
  };
  const client = s3ClientOf(settings);
  try {
    await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  } finally {
    client.destroy();
  }
  return settings;
}

/** Reads an object straight from the bucket, around the app: undefined when there is none. */
export async function readObject(client: S3Client, bucket: string, key: string): Promise<Buffer | undefined> {
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
    throw error;
  }
}

/** The keys under `prefix` (tests only: the app never lists a bucket). */
export async function listKeys(client: S3Client, bucket: string, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

export async function writeObject(client: S3Client, bucket: string, key: string, bytes: Buffer): Promise<void> {
  await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes }));
}

declare module 'vitest' {
  export interface ProvidedContext {
    s3Endpoint: string;
  }
}

/** globalSetup of the server-s3 project. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startS3Server();
  project.provide('s3Endpoint', server.endpoint);
  return server.stop;
}
