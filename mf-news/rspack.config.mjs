import { createRemoteConfig } from '@valley/shared/build/rspack';

export default createRemoteConfig({ dir: import.meta.dirname, name: 'mf_news', port: Number(process.env.MF_NEWS_PORT ?? 3003) });
