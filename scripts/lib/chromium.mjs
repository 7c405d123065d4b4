/**
 * The flags every headless Chromium the project starts runs with, journeys and benchmarks alike (this machine's setup): no sandbox
 * as root, no GPU, and none of Chromium's own connections, which the closed network would refuse many at a time.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
