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
