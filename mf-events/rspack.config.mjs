import { createRemoteConfig } from '@valley/shared/build/rspack';

export default createRemoteConfig({ dir: import.meta.dirname, name: 'mf_events', port: Number(process.env.MF_EVENTS_PORT ?? 3002) });
