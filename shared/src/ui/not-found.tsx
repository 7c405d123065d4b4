import { Link } from '@valley/shared/router';
import { PageHead } from '@valley/shared/ui/page-head';
import { buttonClass } from './button';
import styles from './not-found.module.css';

export const NOT_FOUND_TITLE = 'Page Not Found';

/** The one 404 screen of the site (public-site §8): every missing record shows it, and the server answers it with status 404. */
export function NotFound() {
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
