import type { RemotePrefetchModule } from '@valley/shared/federation/prefetch';

/**
 * Nothing: each mf-discover route's calls are its loader's (decision 140). The expose stays while a live shell still loads it (decision
 * 045's fit check), and goes with the shell's `./prefetch`.
 */
export const prefetch: RemotePrefetchModule['prefetch'] = () => {};
