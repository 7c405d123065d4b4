import { optedOut } from '@valley/shared/insights';

/**
 * Starts the field vitals (decision 079) once the page has loaded and the main thread is idle, so measuring costs the first paint
 * nothing; web-vitals reads the entries buffered before it came. A browser that asks not to be tracked does not even load it.
 * `pathname` is the landing page's: LCP and TTFB belong to it, whatever the visitor opens afterwards inside the site.
 */
export function startFieldVitals(pathname: string, load = () => import('./field-vitals')): void {
  if (optedOut()) return;
  const start = () =>
    void load()
      .then(({ reportFieldVitals }) => reportFieldVitals(pathname))
      .catch((error: unknown) => console.warn('[shell] field vitals not started', error));
  const idle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start, { timeout: 3000 }) : window.setTimeout(start, 0));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
