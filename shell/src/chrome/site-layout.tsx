import { useEffect } from 'react';
import { Outlet } from '@valley/shared/router';
import { useApi } from '@valley/shared/api/swr';
import { SiteFooter } from './site-footer';
import { OfflineNotice } from './offline-notice';
import { SiteHeader } from './site-header';
import { useScrollRestoration } from './use-scroll-restoration';
import styles from './site-layout.module.css';
import { GLOBALS_INPUT } from '../config/shell-calls';

/** The chrome every page shares; it renders before, and without, any remote. */
export function SiteLayout() {
  const { data: globals } = useApi('globals', GLOBALS_INPUT);
  const navColor = globals?.nav_bar_color;
  useScrollRestoration();

  useEffect(() => {
    if (navColor) document.documentElement.style.setProperty('--color-nav', navColor);
  }, [navColor]);

  return (
    <div className={styles.layout}>
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
