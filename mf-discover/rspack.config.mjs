import { createRemoteConfig } from '@valley/shared/build/rspack';

export default createRemoteConfig({ dir: import.meta.dirname, name: 'mf_discover', port: Number(process.env.MF_DISCOVER_PORT ?? 3001) });
