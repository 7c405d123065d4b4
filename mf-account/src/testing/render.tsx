import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@valley/shared/router';
import { SWRConfig } from 'swr';

/** Shows where the app navigated, so a test can read it like a visitor reads the address bar. */
function Elsewhere() {
  const location = useLocation();
  return <p>Now at {location.pathname + location.search}</p>;
}

/** Renders a screen at `url` matched by `pattern` in a fresh swr cache; a navigation away lands on a page saying where it went. */
export function renderRoute(ui: ReactElement, { url = '/', pattern = url.split('?')[0] ?? '/' }: { url?: string; pattern?: string } = {}) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={pattern} element={ui} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}
