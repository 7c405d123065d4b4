import { useSyncExternalStore } from 'react';
import { createStore, type StoreApi, type UseBoundStore } from 'zustand';

export interface RuntimeConfig {
  /** Base URL of the API, e.g. http://localhost:4000. */
  apiUrl: string;
  /** The public site address used for share links and canonical URLs. */
  siteUrl: string;
  /** Map tiles ({z}/{x}/{y} template) and their credit line; OpenStreetMap's when unset. */
  tileUrl?: string;
  tileAttribution?: string;
  /** Script URLs of the third-party slots the deploy configured (CHAT_WIDGET_URL…); a slot left out loads nothing. */
  thirdParty?: Partial<Record<'chatWidget' | 'tagManager' | 'adServer', string>>;
}

interface ConfigState extends RuntimeConfig {
  setConfig: (config: Partial<RuntimeConfig>) => void;
}

const fallbackOrigin = typeof window === 'undefined' ? 'http://localhost:3000' : window.location.origin;

/** Deploy-time configuration, read at start-up from the shell's config.json (or a remote's harness), so one static build runs against any API. */
const configStore = createStore<ConfigState>()((set) => ({
  apiUrl: 'http://localhost:4000',
  siteUrl: fallbackOrigin,
  setConfig: (config) => set(config),
}));

/**
 * The config as a hook. Unlike zustand's own hook, a server render and hydration read the current config, not the initial one: the
 * config is the deploy's, the same for every visitor, and set before the first render on both sides (decision 048).
 */
export const useConfigStore = Object.assign(<T>(selector: (state: ConfigState) => T = (state) => state as T): T => {
  const read = () => selector(configStore.getState());
  return useSyncExternalStore(configStore.subscribe, read, read);
}, configStore) as UseBoundStore<StoreApi<ConfigState>>;
