import { expect, type Locator, type Page } from '@playwright/test';
import type { AppDir } from './fleet';

export const FALLBACK = 'This section is temporarily unavailable';

interface Remote {
  app: AppDir;
  /** Its federation name (remotes.json, the releases' pointer). */
  name: string;
  path: string;
  /** What a visitor sees on `path` once the remote has rendered. */
  content: (page: Page) => Locator;
  ready: (page: Page, timeout?: number) => Promise<void>;
}

const remote = (app: AppDir, name: string, path: string, content: (page: Page) => Locator): Remote => ({
  app,
  name,
  path,
  content,
  ready: (page, timeout) => expect(content(page)).toBeVisible({ timeout }),
});

/** Each remote, a route of it and what a visitor sees there when it works. */
export const REMOTES: Remote[] = [
  remote('mf-discover', 'mf_discover', '/destinations', (page) => page.getByRole('list', { name: 'places grid' }).getByRole('button').first()),
  remote('mf-events', 'mf_events', '/events', (page) => page.getByText(/Showing \d+ of \d+ events/)),
  remote('mf-news', 'mf_news', '/dispatch', (page) => page.getByText(/Showing \d+ of \d+ posts/)),
  remote('mf-account', 'mf_account', '/login', (page) => page.getByRole('heading', { name: 'Sign In' })),
];

/** The shell's chrome: the main navigation (from the API) and the brand link home. */
export async function expectChrome(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button').first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Happy Valley', exact: true })).toBeVisible();
}
