import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import { BrowserRouter, Link, useRoutes, type RouteObject } from '@valley/shared/router';
import { SWRConfig } from 'swr';
import { useConfigStore, type RuntimeConfig } from '@valley/shared/stores/config';

function HarnessRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function Harness({ name, routes, links }: { name: string; routes: RouteObject[]; links: string[] }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    fetch('/config.json', { cache: 'no-cache' })
      .then((response) => (response.ok ? response.json() : {}))
      .catch(() => ({}))
      .then((config: Partial<RuntimeConfig>) => useConfigStore.getState().setConfig(config))
      .finally(() => setReady(true));
  }, []);
  return (
    <BrowserRouter>
      <header style={{ display: 'flex', gap: '1rem', padding: '0.5rem 1rem', background: '#19325b', color: '#fff' }}>
        <strong>{name} — stand-alone harness</strong>
        {links.map((link) => (
          <Link key={link} to={link} style={{ color: '#fff' }}>
            {link}
          </Link>
        ))}
      </header>
      <main>{ready ? <HarnessRoutes routes={routes} /> : null}</main>
      <Toaster position="bottom-center" />
    </BrowserRouter>
  );
}

/** Runs a remote alone on its own port, without the shell, with the same shared stores and API client (decision 005). */
export function mountHarness(options: { name: string; routes: RouteObject[]; links: string[] }): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
        <Harness {...options} />
      </SWRConfig>
    </StrictMode>,
  );
}
