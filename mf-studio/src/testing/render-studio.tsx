import { render } from '@testing-library/react';
import type { StudioMediaItem } from '@valley/shared/schemas/studio-media';
import { MemoryRouter, useRoutes } from '@valley/shared/router';
import { useAuthStore } from '@valley/shared/stores/auth';
import { useConfigStore } from '@valley/shared/stores/config';
import { SWRConfig } from 'swr';
import { installFakeApi, type FakeRoutes } from '@valley/shared/testing/fake-api';
import { routes } from '../exposes/routes';

// An editor keeps unsaved changes in this browser (lib/kept-changes.ts): each test starts with none.
beforeEach(() => localStorage.clear());

function Studio() {
  return useRoutes(routes);
}

/** The studio's routes at `url`, signed in, over the fetch-level fake API (the Board's access unless `api` says otherwise). */
export function renderStudio(api: FakeRoutes, url = '/studio') {
  useConfigStore.getState().setConfig({ apiUrl: 'http://api.test', siteUrl: 'http://site.test' });
  useAuthStore.getState().signIn('board-token');
  const fake = installFakeApi({ studioAccess: () => ({ body: { role: 'admin' } }), ...api });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={[url]}>
        <Studio />
      </MemoryRouter>
    </SWRConfig>,
  );
  return fake;
}

/** How a draft call answers: `view` with `content` as its draft, saved by Erin Editor from its live revision. */
export const withDraft = <T extends { revision: number }>(view: T, content: unknown): T => ({
  ...view,
  draft: { content, base_revision: view.revision, saved_by: 'Erin Editor', saved_at: '2026-11-30T09:00:00-05:00', publish_at: null, scheduled_by: null },
});

/** A picture of the media library as its calls answer it (decision 126), uploaded by the Board. */
export const libraryPicture = (alt: string | null): StudioMediaItem => ({
  path: '/media/uploads/0123456789abcdef0123456789abcdef.2000x800.webp',
  url: 'http://api.test/media/uploads/0123456789abcdef0123456789abcdef.2000x800.webp',
  width: 2000,
  height: 800,
  bytes: 90_000,
  alt,
  focus: null,
  uploaded_at: '2026-11-01T12:00:00.000Z',
  uploaded_by: 'Dana Whitfield',
});
