import { Link } from '@valley/shared/router';
import styles from './not-found.module.css';

/** The one 404 screen of the site (public-site §8): every missing record shows it. */
export function NotFound() {
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <h1 id="not-found-title">404 Page Not Found</h1>
      <p>The page you are looking for has moved or no longer exists.</p>
      <Link className={styles.home} to="/">
        Go to Home Page
      </Link>
    </section>
  );
}
