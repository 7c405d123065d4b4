import { createAppConfig } from '@valley/shared/build/rspack';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mf_account',
  port: Number(process.env.MF_ACCOUNT_PORT ?? 3004),
  // The remote's own page is its stand-alone harness; the shell uses only what it exposes.
  entry: './src/harness/main.tsx',
  exposes: { './routes': './src/exposes/routes.tsx', './prefetch': './src/exposes/prefetch.ts' },
});
