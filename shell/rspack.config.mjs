import { createAppConfig } from '@valley/shared/build/rspack';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'shell',
  port: Number(process.env.SHELL_PORT ?? 3000),
  entry: './src/main.tsx',
});
