export declare const REQUIRED_EXPOSES: string[];
export declare function satisfiesCaret(version: string, range: string): boolean;
export declare function checkRemoteManifest(options: {
  remoteDir: string;
  shellDir: string;
  expectedName?: string;
  requiredExposes?: string[];
}): string[];
