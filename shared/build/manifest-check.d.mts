export interface SharedEntry {
  name: string;
  version: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}
export interface Manifest {
  name?: string;
  metaData?: { remoteEntry?: { name?: string }; remoteExposes?: Record<string, string[]> };
  exposes?: { path: string }[];
  shared: SharedEntry[];
}
export interface Build {
  manifest: Manifest;
  contract: object | null;
}
export declare const SHELL_PROVIDED: string[];
export declare const REMOTE_EXPOSES_FILE: string;
export declare function satisfiesRange(version: string, range: string): boolean;
export declare function readBuild(distDir: string): Build;
export declare function shellBuild(shellDir: string): Build;
export declare function checkFit(builds: { remote: Build; shell: Build; remoteName: string }): string[];
export declare function checkRemoteManifest(options: { remoteDir: string; shellDir: string; expectedName: string }): string[];
export declare function unprovidedShared(remoteManifest: { shared: { name: string }[] }, shellManifest: { shared: { name: string }[] }): string[];
