// The page the render server sends, rendered by React whole (issue 44, decision 137): the head's fixed tags, the hints that start what
// the page needs (decisions 019, 026, 052), React's own hoisted title, meta and lead-image preload (058), and the shell's entry scripts
// as React's bootstrap scripts. The browser hydrates the same document without them: what only the server's page holds is kept as it is.
import type { ReactNode } from 'react';
import { preconnect, preinit, preload } from 'react-dom';
import { createApiClient, type ApiClient } from '@valley/shared/api';
import { jsonForScript } from '@valley/shared/seo';
import { chromeCalls } from './chrome/chrome-data';

/** One thing for the page's head to ask for early (shell/src/server/remote-preload.ts), as React DOM's resource calls name it. */
export type Hint =
  | { rel: 'preconnect'; href: string }
  | { rel: 'preload'; as: 'fetch' | 'script' | 'style'; href: string; fetchPriority?: 'low' }
  | { rel: 'stylesheet'; href: string };

/** The shell build's entry-assets.json (shared/build/rspack-config.mjs): the start-up scripts and stylesheets, the inline tap keeper (135). */
export interface EntryAssets {
  scripts: string[];
  stylesheets: string[];
  inlineScript?: string;
}

/** The title of a page whose route rendered none (a remote that did not answer in time); the same as shell/index.html's. */
export const SITE_TITLE = 'Happy Valley — Visit State College and Centre County';

/**
 * Preloads of the chrome's API answers, for a page the browser renders (decision 026): the URLs its root loader asks for, named by the
 * same client, by the API's address as browsers reach it (config.json), not an internal one.
 */
export function apiPreloads(apiUrl: string): Hint[] {
  const client = createApiClient({ baseUrl: apiUrl });
  const hints: Hint[] = [];
  const naming: ApiClient = {
    url: client.url,
    call: (name, input) => {
      hints.push({ rel: 'preload', as: 'fetch', href: client.url(name, input) });
      return new Promise(() => {});
    },
  };
  chromeCalls(naming);
  return hints;
}

/** Asks React DOM for each hint, which writes it into the head in its own order: connections, the lead image, stylesheets, scripts. */
function useHints(entry: EntryAssets | undefined, hints: readonly Hint[]): void {
  if (!entry) return;
  // The shell's stylesheets first: a precedence is ordered where first named, so a remote's rules win over the shell's, as they did.
  for (const href of entry.stylesheets) preinit(href, { as: 'style', precedence: 'shell' });
  for (const hint of hints) {
    if (hint.rel === 'preconnect') preconnect(hint.href);
    else if (hint.rel === 'stylesheet') preinit(hint.href, { as: 'style', precedence: 'remote' });
    // `anonymous` matches the client's fetch (CORS, no credentials), or the preload would not be used.
    else if (hint.as === 'fetch') preload(hint.href, { as: 'fetch', crossOrigin: 'anonymous' });
    else preload(hint.href, { as: hint.as, ...(hint.fetchPriority && { fetchPriority: hint.fetchPriority }) });
  }
}

export interface DocumentProps {
  /** The server's: the shell's start-up files. */
  entry?: EntryAssets;
  /** The server's: what the page asks for early. */
  hints?: readonly Hint[];
  /** The app, rendered into #root (nothing for a page the browser renders). */
  children?: ReactNode;
  /** After #root: the data the browser hydrates with, and the site's title when the page rendered none. */
  end?: ReactNode;
}

/** Always rendered, so #root's place in the tree (which `useId` counts) is the same in the server's render and the browser's. */
const End = ({ children }: { children?: ReactNode }) => children;

export function Document({ entry, hints = [], children, end }: DocumentProps) {
  useHints(entry, hints);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#19325b" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Named in the CSP by its hash (decision 135). */}
        {entry?.inlineScript && <script dangerouslySetInnerHTML={{ __html: entry.inlineScript }} />}
      </head>
      <body>
        <div id="root">{children}</div>
        <End>{end}</End>
      </body>
    </html>
  );
}

/** A JSON script block: not executed (so outside the CSP's script-src), and escaped so no answer can close the tag. */
export function JsonScript({ id, data }: { id: string; data: unknown }) {
  return <script type="application/json" id={id} dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}
