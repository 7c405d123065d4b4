import { createRemoteConfig } from '@valley/shared/build/rspack';

export default createRemoteConfig({ dir: import.meta.dirname, name: 'mf_account', port: Number(process.env.MF_ACCOUNT_PORT ?? 3004), blocks: false });
