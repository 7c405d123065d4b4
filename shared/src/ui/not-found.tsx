import { useApi } from '@valley/shared/api/swr';
import { Link, Navigate, useLocation } from '@valley/shared/router';
import { useHydrated } from '@valley/shared/ui/hydrated';
import { PageHead } from '@valley/shared/ui/page-head';
import { buttonClass } from './button';
import styles from './not-found.module.css';

export const NOT_FOUND_TITLE = 'Page Not Found';

/**
 * The one 404 screen of the site (public-site §8): every missing record shows it, and the server answers it with status 404. An address
 * the studio moved (a renamed category, decision 097) goes on to its new one: the server answers it 301, and a link followed inside the
 * site asks here, once the page is live.
 */
export function NotFound() {
  const { pathname, search, hash } = useLocation();
  const { data: moved } = useApi('moved', useHydrated() ? { query: { path: pathname } } : null, { shouldRetryOnError: false });
  if (moved?.location) return <Navigate replace to={`${moved.location}${search}${hash}`} />;
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <PageHead title={NOT_FOUND_TITLE} noindex status={404} />
      <h1 id="not-found-title">404 Page Not Found</h1>
      <p>The page you are looking for has moved or no longer exists.</p>
      <Link className={buttonClass('primary', styles.home)} to="/">
        Go to Home Page
      </Link>
    </section>
  );
}
