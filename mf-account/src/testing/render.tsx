import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@valley/shared/router';
import { renderRoutes as renderDataRoutes } from '@valley/shared/testing/data-router';
import { createApiClient } from '@valley/shared/api';
import { getAuthToken } from '@valley/shared/stores/auth';
import { useConfigStore } from '@valley/shared/stores/config';
import { NotFound } from '@valley/shared/ui/not-found';
import { SWRConfig } from 'swr';
import { routes } from '../exposes/routes';

/** A fresh swr cache for a hook under test (`renderHook(hook, { wrapper: freshCache })`). */
export function freshCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

/** Shows where the app navigated, so a test can read it like a visitor reads the address bar. */
function Elsewhere() {
  const location = useLocation();
  return <p>Now at {location.pathname + location.search}</p>;
}

/**
 * Renders a screen at `url` matched by `pattern` in a fresh swr cache, after `from` in the history when given; a navigation away lands
 * on a page saying where it went. A failed read is not tried again, so a test sees each request it answers.
 */
export function renderRoute(ui: ReactElement, { url = '/', pattern = url.split('?')[0] ?? '/', from }: { url?: string; pattern?: string; from?: string } = {}) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={from ? [from, url] : [url]} initialIndex={from ? 1 : 0}>
        <Routes>
          <Route path={pattern} element={ui} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

/**
 * The page at `url` on a data router over mf-account's own routes, as the shell adds them (decision 140): their loaders reach the API
 * through the visitor's client, as the shell's browser router gives it; a loader's 404 is the 404 screen, as the shell's frame draws it.
 * The file opts in to `@jest-environment @valley/shared/build/jest-environment-router`.
 */
export const renderRoutes = (url: string) =>
  renderDataRoutes(routes, url, {
    client: createApiClient({ baseUrl: useConfigStore.getState().apiUrl, getToken: getAuthToken }),
    errorElement: <NotFound />,
  });
