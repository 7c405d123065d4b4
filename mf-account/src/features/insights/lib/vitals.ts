import { VITAL_METRICS, vitalRating, type BoardVitals, type VitalFigure, type VitalMetric, type VitalRating } from '@valley/shared/schemas/insights';

/** Each metric's column: LCP in seconds, INP and TTFB in milliseconds, CLS as the score it is. */
export const VITAL_COLUMNS: Record<VitalMetric, { header: string; format: (value: number) => string }> = {
  LCP: { header: 'LCP (s)', format: (value) => `${(value / 1000).toFixed(1)} s` },
  INP: { header: 'INP (ms)', format: (value) => `${Math.round(value).toLocaleString('en-US')} ms` },
  CLS: { header: 'CLS', format: (value) => value.toFixed(2) },
  TTFB: { header: 'TTFB (ms)', format: (value) => `${Math.round(value).toLocaleString('en-US')} ms` },
};

/** web.dev's words for a rating: shown as text beside its colour, never the colour alone. */
export const RATING_LABELS: Record<VitalRating, string> = { good: 'Good', 'needs-improvement': 'Needs improvement', poor: 'Poor' };

export type VitalPage = BoardVitals['pages'][number];

/** Page views measured on a route and device: the most samples any of its metrics has (INP only counts visits with an interaction). */
export const samplesOf = (page: VitalPage) => Math.max(0, ...VITAL_METRICS.map((metric) => page.metrics[metric]?.samples ?? 0));

/** A figure's value and rating, or null when no visit measured it. */
export function ratedFigure(metric: VitalMetric, figure: VitalFigure | null): { text: string; rating: VitalRating } | null {
  if (!figure || figure.samples === 0) return null;
  return { text: VITAL_COLUMNS[metric].format(figure.p75), rating: vitalRating(metric, figure.p75) };
}
