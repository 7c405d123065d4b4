import { type StoreApi, type UseBoundStore } from 'zustand';
export interface RuntimeConfig {
    apiUrl: string;
    siteUrl: string;
    tileUrl?: string;
    tileAttribution?: string;
    thirdParty?: Partial<Record<'chatWidget' | 'tagManager' | 'adServer', string>>;
}
interface ConfigState extends RuntimeConfig {
    setConfig: (config: Partial<RuntimeConfig>) => void;
}
export declare const useConfigStore: UseBoundStore<StoreApi<ConfigState>>;
export {};
