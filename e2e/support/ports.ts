import os from 'node:os';
import path from 'node:path';

/** Ports of one set of served apps; the journeys and the fault tests each get their own fleet. */
export interface FleetPorts {
  shell: number;
  mf_discover: number;
  mf_events: number;
  mf_news: number;
  mf_account: number;
  mf_studio: number;
}

/** Shifts every port of a run (VALLEY_E2E_PORT_OFFSET), so two checkouts on one machine can run their journeys at once. */
export const PORT_OFFSET = Number(process.env.VALLEY_E2E_PORT_OFFSET ?? 0);
const at = (port: number) => port + PORT_OFFSET;

export const API_PORT = at(4100);
export const API_URL = `http://localhost:${API_PORT}`;

/** The fleet Playwright starts for every journey. */
export const MAIN_FLEET: FleetPorts = {
  shell: at(3100),
  mf_discover: at(3101),
  mf_events: at(3102),
  mf_news: at(3103),
  mf_account: at(3104),
  mf_studio: at(3105),
};
/** A second fleet the fault tests stop, slow down and redeploy without disturbing the journeys. */
export const FAULT_FLEET: FleetPorts = {
  shell: at(3110),
  mf_discover: at(3111),
  mf_events: at(3112),
  mf_news: at(3113),
  mf_account: at(3114),
  mf_studio: at(3115),
};

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const E2E_TMP = path.join(ROOT, 'e2e', '.tmp');
export const API_DATA_DIR = path.join(os.tmpdir(), `valley-e2e-pglite-${process.env.VALLEY_E2E_RUN ?? `run${PORT_OFFSET || ''}`}`);
/**
 * What the journeys make that never changes for its inputs, kept outside the checkout (VALLEY_E2E_CACHE, or the system's temp folder) so
 * every checkout and CI run on the machine shares it: the previous release's builds (builds.ts) and the seed's drawn images.
 */
export const E2E_CACHE = process.env.VALLEY_E2E_CACHE ?? path.join(os.tmpdir(), 'valley-e2e-cache');
/**
 * The APIs' media folder: the seed draws only the images it lacks (their folder is versioned by how they are drawn, and each file is written
 * whole), so a fresh checkout reuses them instead of drawing them again before the first journey. Uploads land there too.
 */
export const API_MEDIA_DIR = path.join(E2E_CACHE, 'media');

/** Where a fleet's releases and pointer live (decision 045); Playwright clears them when a run starts. */
export const releasesDirOf = (ports: FleetPorts): string => path.join(E2E_TMP, `releases-${ports.shell}`);

/** Environment for scripts/serve-app.mjs (and a deploy) so a fleet's shell points at that fleet's remotes and releases and the test API. */
export function fleetEnv(ports: FleetPorts): Record<string, string> {
  return {
    RELEASES_DIR: releasesDirOf(ports),
    PUBLIC_HOST: 'localhost',
    SHELL_PORT: String(ports.shell),
    MF_DISCOVER_PORT: String(ports.mf_discover),
    MF_EVENTS_PORT: String(ports.mf_events),
    MF_NEWS_PORT: String(ports.mf_news),
    MF_ACCOUNT_PORT: String(ports.mf_account),
    MF_STUDIO_PORT: String(ports.mf_studio),
    API_PORT: String(API_PORT),
    API_URL,
  };
}

export function fleetOrigins(ports: FleetPorts): string[] {
  return Object.values(ports).flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
}

export { CHROMIUM_ARGS } from '../../scripts/lib/chromium.mjs';
