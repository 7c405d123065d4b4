// The field column of the report (decision 079): what real visits measured, read from a deployed API's Board call, printed beside the
// lab figures so the two are read together. Lighthouse stays the lab check; the field decides.
import { table } from './summary.mjs';

const METRICS = ['LCP', 'INP', 'CLS', 'TTFB'];
const format = { LCP: (v) => `${(v / 1000).toFixed(1)} s`, INP: (v) => `${Math.round(v)} ms`, CLS: (v) => v.toFixed(2), TTFB: (v) => `${Math.round(v)} ms` };

/** The Board's field vitals of the last `days` days from `apiUrl` with a Board member's bearer token; `{ error }` when they cannot be read. */
export async function readFieldVitals(apiUrl, token, days = 30) {
  try {
    const response = await fetch(`${apiUrl.replace(/\/+$/, '')}/api/insights/board/vitals?days=${days}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) return { error: `the API answered ${response.status}` };
    return await response.json();
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** A row per route and device: each metric's p75 with its samples. */
export function fieldTable(field) {
  return table(
    ['route', 'device', ...METRICS.map((metric) => `${metric} p75`), 'samples'],
    field.pages.map((page) => [
      page.route,
      page.device,
      ...METRICS.map((metric) => (page.metrics[metric] ? format[metric](page.metrics[metric].p75) : '–')),
      Math.max(0, ...METRICS.map((metric) => page.metrics[metric]?.samples ?? 0)),
    ]),
  );
}
