// How every part of the site reaches S3-compatible storage (the API's uploads, the release store): one set of client options.

/**
 * The S3Client options for a store's settings. Checksums only where S3 demands them: several compatible stores (MinIO, R2, …) reject
 * the SDK's newer default checksum headers.
 * @param {{ region: string, endpoint?: string, forcePathStyle?: boolean, accessKeyId?: string, secretAccessKey?: string }} config
 */
export function s3ClientOptions(config) {
  return {
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}
