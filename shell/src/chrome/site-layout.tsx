import type { CSSProperties } from 'react';
import { Outlet } from '@valley/shared/router';
import { useApi } from '@valley/shared/api/swr';
import { SiteFooter } from './site-footer';
import { OfflineNotice } from './offline-notice';
import { SiteHeader } from './site-header';
import { useScrollRestoration } from './use-scroll-restoration';
import styles from './site-layout.module.css';
import { GLOBALS_INPUT } from '../config/shell-calls';

/** A colour as the board's CMS writes one (#hex, a name, rgb() or hsl()): nothing that could close the declaration and add another. */
const CSS_COLOR = /^(#[0-9a-f]{3,8}|[a-z]+|(rgb|hsl)a?\([\d\s.,%/a-z-]*\))$/i;

/** The chrome every page shares; it renders before, and without, any remote. */
export function SiteLayout() {
  const { data: globals } = useApi('globals', GLOBALS_INPUT);
  const navColor = globals?.nav_bar_color?.trim();
  useScrollRestoration();
  // The board's nav colour on the chrome, in the server's HTML: set on <html> after hydration, it restyled every element of the
  // page in one task (37–53 ms on a phone's /dispatch; decision 071).
  const style = navColor && CSS_COLOR.test(navColor) ? ({ '--color-nav': navColor } as CSSProperties) : undefined;

  return (
    <div className={styles.layout} style={style}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <OfflineNotice />
      <SiteHeader organization={globals?.organization ?? 'Happy Valley'} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter globals={globals} />
    </div>
  );
}
