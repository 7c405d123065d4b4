/**
 * Nothing: each mf-news route's calls are its loader's (decision 140), and the shell no longer loads this. The expose stays one release
 * for a live shell from before that (decision 045's fit check refuses a remote without an expose the live shell loads).
 */
export const prefetch = (): void => {};
