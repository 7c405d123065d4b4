import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@valley/shared/router';
import { SWRConfig } from 'swr';

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
