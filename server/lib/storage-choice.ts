import type { Config } from '../config';
import { diskStorage, type Storage } from './storage';
import { s3Storage } from './storage-s3';

/** The storage the environment asks for: the S3 bucket when S3_BUCKET is set, else local disk under FILES_DIR. */
export function storageFromConfig(config: Pick<Config, 'filesDir' | 's3'>): Storage {
  return config.s3 ? s3Storage(config.s3) : diskStorage(config.filesDir);
}

/** Where files go, for the start-up line (no keys). */
export function describeStorage(config: Pick<Config, 'filesDir' | 's3'>): string {
  if (!config.s3) return config.filesDir;
  const { endpoint, bucket, prefix } = config.s3;
  return `S3 bucket ${bucket}${prefix ? `/${prefix}` : ''}${endpoint ? ` at ${endpoint}` : ''}`;
}
