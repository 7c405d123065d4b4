import { onCLS, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { track, VITAL_VALUE_MAX, vitalTargetOf, type DeviceClass, type VitalMetric } from '@valley/shared/insights';
import { routeAt } from '../../config/remote-routes';

/** A route by its name in the shell's table, never its address: 'home', 'discover/destination', 'events/event'; any CMS page is 'cms'. */
export function routeNameOf(pathname: string): string {
  const route = routeAt(pathname);
  if (!route) return 'cms';
  return route.owner === 'shell' ? route.name : `${route.owner.replace(/^mf_/, '')}/${route.name}`;
}

/** A phone or tablet is a device whose primary pointer is coarse (a finger), whatever its width; anything else is a desktop. */
export const deviceClass = (): DeviceClass => (typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches ? 'mobile' : 'desktop');

/** The selector web-vitals names as responsible: the LCP element, the interaction's target, the largest shift's element. */
function targetOf(metric: MetricWithAttribution): string | undefined {
  switch (metric.name) {
    case 'LCP':
      return metric.attribution.target;
    case 'INP':
      return metric.attribution.interactionTarget;
    case 'CLS':
      return metric.attribution.largestShiftTarget;
    default:
      return undefined;
  }
}

/**
 * Reports the page view's LCP, INP, CLS and TTFB once each through the insights tracker (decision 079): the landing route's name, the
 * device class, the value (whole milliseconds; CLS to four places) and a selector of tags, ids and classes. A value past its metric's
 * bound is a broken measurement and is dropped.
 */
export function reportFieldVitals(pathname: string): void {
  const route = routeNameOf(pathname);
  const device = deviceClass();
  const reported = new Set<VitalMetric>();
  const report = (metric: MetricWithAttribution) => {
    const name = metric.name as VitalMetric;
    if (!(name in VITAL_VALUE_MAX) || reported.has(name)) return;
    const value = name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
    if (!Number.isFinite(value) || value < 0 || value > VITAL_VALUE_MAX[name]) return;
    reported.add(name);
    const target = vitalTargetOf(targetOf(metric));
    track({ kind: 'vital', metric: name, route, device, value, ...(target ? { target } : {}) });
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
  onTTFB(report);
}
