import { Link } from '@valley/shared/router';

/** Last-resort screen for an error the shell itself throws (the root route's error element); remotes have their own boundaries. */
export function RouteErrorScreen() {
  return (
    <main style={{ padding: '3rem 1rem', textAlign: 'center' }}>
      <h1>Something went wrong</h1>
      <p>Please reload the page or go back home.</p>
      <Link to="/">Go to Home Page</Link>
    </main>
  );
}
