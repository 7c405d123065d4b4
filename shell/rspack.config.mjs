import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createAppConfig } from '@valley/shared/build/rspack';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'shell',
  port: Number(process.env.SHELL_PORT ?? 3000),
  entry: './src/main.tsx',
  serverEntry: './src/server/shell-server.ts',
  // What the shell loads from each remote; its manifest names it, and a remote's deploy is refused without them (decision 045).
  remoteExposes: JSON.parse(readFileSync(path.join(import.meta.dirname, 'src/config/remote-exposes.json'), 'utf8')),
});
