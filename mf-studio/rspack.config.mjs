import { createRemoteConfig } from '@valley/shared/build/rspack';

// Rendered in the browser only, for studio members (decision 092): no content blocks, and no ./prefetch the shell would load for a visitor.
export default createRemoteConfig({
  dir: import.meta.dirname,
  name: 'mf_studio',
  port: Number(process.env.MF_STUDIO_PORT ?? 3005),
  blocks: false,
  prefetch: false,
});
