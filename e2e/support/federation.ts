import { expect, type Page } from '@playwright/test';

/** Asserts the page loaded exactly one react and one react-dom: every app registers its own copy in the share scope, but only one may be used. */
export async function expectReactLoadedOnce(page: Page): Promise<void> {
  const loaded = await page.evaluate(() => {
    type ShareInfo = { loaded?: boolean; loading?: unknown; from?: string; useIn?: string[] };
    const federation = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>> } })
      .__FEDERATION__;
    const result = { react: [] as string[], 'react-dom': [] as string[] };
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const [, packages] of Object.entries(scopes)) {
        for (const name of ['react', 'react-dom'] as const) {
          for (const [version, info] of Object.entries(packages[name] ?? {})) {
            if (info.loaded || info.loading) result[name].push(`${version} from ${info.from}`);
          }
        }
      }
    }
    return result;
  });
  expect(new Set(loaded.react).size, `react copies: ${loaded.react.join(', ')}`).toBe(1);
  expect(new Set(loaded['react-dom']).size, `react-dom copies: ${loaded['react-dom'].join(', ')}`).toBe(1);
}
