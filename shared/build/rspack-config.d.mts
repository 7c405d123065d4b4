export declare const SHARED_SINGLETONS: string[];
export declare function sharedConfig(appDir: string): Record<string, { singleton: boolean; requiredVersion: string; version: string }>;
export declare function createAppConfig(options: {
  dir: string;
  name: string;
  port: number;
  entry: string;
  exposes?: Record<string, string>;
  title?: string;
}): Record<string, unknown> | Record<string, unknown>[];
/** A remote's config: its harness as its page, and `./routes`, `./prefetch` and (unless `blocks` is false) `./blocks` exposed. */
export declare function createRemoteConfig(options: {
  dir: string;
  name: string;
  port: number;
  blocks?: boolean;
  prefetch?: boolean;
}): Record<string, unknown>[];
