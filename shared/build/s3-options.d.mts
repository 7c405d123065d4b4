export interface S3StoreSettings {
  region: string;
  endpoint?: string | undefined;
  forcePathStyle?: boolean | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
}

export declare function s3ClientOptions(config: S3StoreSettings): {
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean | undefined;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  requestChecksumCalculation: 'WHEN_REQUIRED';
  responseChecksumValidation: 'WHEN_REQUIRED';
};
