import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { Outlet, useLoaderData, useNavigation, useRevalidator } from '@valley/shared/router';
import { SiteFooter } from './site-footer';
import { OfflineNotice } from './offline-notice';
import { SiteHeader } from './site-header';
import { useScrollRestoration } from './use-scroll-restoration';
import styles from './site-layout.module.css';
import pageStyles from '../routes/page.module.css';
import { isIncomplete, NO_CHROME, type ChromeData } from './chrome-data';

/** A colour as the board's CMS writes one (#hex, a name, rgb() or hsl()): nothing that could close the declaration and add another. */
const CSS_COLOR = /^(#[0-9a-f]{3,8}|[a-z]+|(rgb|hsl)a?\([\d\s.,%/a-z-]*\))$/i;

/** The root route: the chrome every page shares, from the root loader's answers (decision 139); it renders before, and without, any remote. */
export function SiteLayout() {
  // A navigation waits for its page's loader before it shows the page: meanwhile the chrome says so.
  const loading = useNavigation().state !== 'idle';
  const data = useLoaderData() as ChromeData;
  const { revalidate } = useRevalidator();
  // A page drawn while the API was down or slow asks once more for what it lacks, as soon as it is live (its loaders, the chrome's too).
  // Once per page load: not again when the second answer is no better.
  const [incompleteAtLoad] = useState(() => isIncomplete(data));
  useEffect(() => {
    if (incompleteAtLoad) void revalidate();
  }, [incompleteAtLoad, revalidate]);
  return (
    <Chrome data={data} loading={loading}>
      <Outlet />
    </Chrome>
  );
}

/** While a page the browser renders waits for its loaders: the chrome's frame and a loading page. */
export function SiteLayoutFallback() {
  return (
    <Chrome data={NO_CHROME}>
      <div className={pageStyles.heroSkeleton} aria-busy="true" aria-label="Loading" />
    </Chrome>
  );
}

export function Chrome({ data, loading = false, children }: { data: ChromeData; loading?: boolean; children?: ReactNode }) {
  const { globals, nav, topMenu, footerMenus } = data;
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
      {loading && <div className={styles.progress} role="progressbar" aria-label="Loading the page" />}
      <OfflineNotice />
      <SiteHeader organization={globals?.organization ?? 'Happy Valley'} nav={nav} topMenu={topMenu} />
      <main id="main" className={styles.main} tabIndex={-1} aria-busy={loading || undefined}>
        {children}
      </main>
      <SiteFooter globals={globals} menus={footerMenus} />
    </div>
  );
}
