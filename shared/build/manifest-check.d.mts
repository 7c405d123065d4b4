export declare const REQUIRED_EXPOSES: string[];
export declare function satisfiesRange(version: string, range: string): boolean;
export declare function checkRemoteManifest(options: { remoteDir: string; shellDir: string; expectedName?: string; requiredExposes?: string[] }): string[];
export declare const SHELL_PROVIDED: string[];
export declare function unprovidedShared(remoteManifest: { shared: { name: string }[] }, shellManifest: { shared: { name: string }[] }): string[];
