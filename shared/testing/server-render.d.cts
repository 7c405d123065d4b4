import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/** One API answer the server hands to the client: what `useApi(name, input)` reads as swr's fallback. */
export interface ServerAnswer {
  name: string;
  input?: unknown;
  data: unknown;
  /** The first page of a paged list (swr/infinite): also handed over under the list's key. */
  pages?: boolean;
}

export interface RenderedPage {
  /** The page as the server streams it, every Suspense boundary resolved. */
  html: string;
  /** What React (or the page) wrote to console.error while rendering on the server. */
  errors: string[];
  /**
   * Hydrates `html` in a jsdom window with the same answers, after `browser` prepared the window (localStorage, …); resolves to every
   * hydration error or console error, none when the first client render matches the server's.
   */
  hydrate(browser?: (window: Window & typeof globalThis) => void | Promise<void>): Promise<string[]>;
}

/**
 * Renders `routes()` at `url` on the server, then hydrates it as a browser would. `routes` is called once per side and must `require`
 * the app's modules itself, so each side loads them with its own globals.
 */
export declare function renderPage(options: {
  url: string;
  answers?: ServerAnswer[];
  routes: () => RouteObject[];
  /** The instant the shell's server renders for (PageInstantContext), handed to the hydration render too; none: no render server's. */
  renderedAt?: Date;
}): Promise<RenderedPage>;

/** A browser where a member signed in and saved hearts (destinations and events 1 to 5) before. */
export declare function returningMember(window: Window & typeof globalThis): void;

/** Routes that render one content block of a remote's `./blocks` at any URL; `blocks` must `require` them, as `routes` does. */
export declare function blockRoutes(blocks: () => Record<string, ComponentType<{ block: never }>>, kind: string, block: unknown): () => RouteObject[];

/**
 * Every app's render check: `renderPage(options)` has no server error, shows each of `texts`, and hydrates without a mismatch signed out
 * and as a `returningMember`. Resolves to the page, for what a test checks besides.
 */
export declare function expectCleanRender(options: Parameters<typeof renderPage>[0], ...texts: string[]): Promise<RenderedPage>;
