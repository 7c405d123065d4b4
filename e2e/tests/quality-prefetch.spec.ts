import type { Page, Request } from '@playwright/test';
import { test, expect } from '../support/test';
import { Fleet } from '../support/fleet';
import { API_URL, FAULT_FLEET } from '../support/ports';
import { linkTags, preloadsIn } from '../support/route-audit';
import { publicRoutes } from '../support/site-routes';

// The client-rendered composition (SERVER_RENDER=0): what a page does when the shell's server does not render it (a render that throws,
// the performance report's reference). A server-rendered page carries its first screen's answers instead (server-render.spec.ts).
const fleet = new Fleet(FAULT_FLEET, { env: { SERVER_RENDER: '0' } });
test.beforeAll(async () => {
  await fleet.startAll();
});
test.afterAll(async () => {
  await fleet.stopAll();
});
test.use({ baseURL: fleet.url('shell') });

/** A call of the page's first paint: method and a pattern of the API URL. */
type Call = [method: 'GET' | 'POST', url: RegExp];

/** The API requests a page makes (no preflights, no images), in order, with their bodies. */
function recordApi(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(API_URL) && request.method() !== 'OPTIONS' && !request.url().includes('/media/')) requests.push(request);
  });
  return requests;
}

const describe = (request: Request) => `${request.method()} ${request.url().slice(API_URL.length)} ${request.postData() ?? ''}`.trim();

test.describe('the first page asks for its data from its routes’ loaders, each call once (issues 10, 44)', () => {
  test("a remote's data route asks for its calls from its loader, with its code, each once (decision 140)", async ({ page, request }) => {
    test.setTimeout(120_000);
    // The loader is the remote's code: the calls follow it, as a data router's lazily found routes do, and none is asked twice.
    const destination = (await publicRoutes(request)).find((route) => route.path.startsWith('/d/'))!;
    const cases: Array<{ path: string; heading: string | RegExp; calls: Call[] }> = [
      {
        path: '/dispatch',
        heading: /Dispatch/,
        calls: [
          ['GET', /\/page\/get\/news$/],
          ['GET', /\/news\/list\?featured=1&limit=100$/],
          ['GET', /\/news\/categories\/list$/],
          ['GET', /\/news\/search\?page=1&limit=48&order=latest$/],
        ],
      },
      { path: destination.path, heading: destination.heading, calls: [['GET', new RegExp(`/destinations/get/${destination.path.slice(3)}$`)]] },
      // mf-account's correction form names its listing.
      {
        path: `/suggest/${destination.path.slice(3)}`,
        heading: /Suggest a correction/,
        calls: [['GET', new RegExp(`/destinations/get/${destination.path.slice(3)}$`)]],
      },
      {
        path: '/destinations',
        heading: 'Destinations',
        calls: [
          ['GET', /\/page\/get\/destinations$/],
          // The map's pins and the first page of cards (decision 047), handed from the loader to the listing's hooks.
          ['POST', /\/destinations\/search\/pins$/],
          ['POST', /\/destinations\/search\/page$/],
        ],
      },
      {
        path: '/tips',
        heading: 'Local Tips',
        calls: [
          ['GET', /\/page\/get\/tips$/],
          ['POST', /\/tips\/list$/],
        ],
      },
      {
        path: '/events',
        heading: /Events/,
        calls: [
          ['GET', /\/page\/get\/events$/],
          ['GET', /\/events\/categories$/],
          ['POST', /\/events\/search$/],
        ],
      },
      {
        path: '/calendar',
        heading: 'Calendar',
        calls: [
          ['GET', /\/page\/get\/calendar$/],
          // Its window around the valley's today, as the month grid asks for it.
          ['POST', /\/events\/search$/],
        ],
      },
    ];
    for (const { path, heading, calls } of cases) {
      const requests = recordApi(page);
      let code = -1;
      page.on('request', (sent) => {
        if (code < 0 && /__federation_expose_routes\.[^/]*\.js$/.test(sent.url())) code = requests.length;
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const asked = requests.map(describe);
      expect(code, `${path}: the route's code was fetched`).toBeGreaterThanOrEqual(0);
      for (const [method, url] of calls) {
        const at = requests.findIndex((sent) => sent.method() === method && url.test(sent.url()));
        expect(at, `${path}: ${method} ${url} after the route's code, in ${asked.join(', ')}`).toBeGreaterThanOrEqual(code);
      }
      expect(
        asked.filter((call, index) => asked.indexOf(call) !== index),
        `${path}: asked twice`,
      ).toEqual([]);
      page.removeAllListeners('request');
    }
  });

  test('the home page and the chrome ask for each of their calls once', async ({ page }) => {
    const requests = recordApi(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    const asked = requests.map(describe);
    expect(asked).toEqual(expect.arrayContaining(['GET /page/get/headless-home', 'GET /nav', 'GET /variables/get/global']));
    expect(asked.filter((call, index) => asked.indexOf(call) !== index)).toEqual([]);
  });
});

test.describe('the served HTML preloads the answers and the code the first paint needs (issue 10, decisions 019, 026)', () => {
  test('on every public route the app asks for each preloaded answer and runs each preloaded script, and the browser fetches each once', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    // What the app itself asks for: fetch is called whether or not the preload answers it.
    await page.addInitScript(() => {
      const fetched: string[] = [];
      const original = window.fetch.bind(window);
      Object.assign(window, { __fetched: fetched });
      window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
        fetched.push(input instanceof Request ? input.url : String(input));
        return original(input, init);
      };
      // The scripts the page itself adds (chunk loading removes each once it has run).
      const scripts: string[] = [];
      Object.assign(window, { __scripts: scripts });
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.addedNodes) if (node instanceof HTMLScriptElement && node.src) scripts.push(node.src);
      }).observe(document, { childList: true, subtree: true });
    });
    const found: Record<string, string[]> = {};
    for (const route of await publicRoutes(request)) {
      const requests = recordApi(page);
      const scriptRequests: string[] = [];
      page.on('request', (sent) => {
        if (sent.resourceType() === 'script') scriptRequests.push(sent.url());
      });
      const response = await page.goto(route.path);
      const html = (await response?.text()) ?? '';
      // Answers: fetched with CORS, so a preload is used only if it says so too.
      const preloaded = linkTags(html)
        .filter((link) => link.rel === 'preload' && link.as === 'fetch' && link.crossorigin !== undefined)
        .map((link) => link.href!)
        .filter((url) => url.startsWith(API_URL));
      // Scripts: the shell's start-up scripts, the route's remote entry and chunks (decision 019).
      const preloadedScripts = preloadsIn(html, 'script', page.url());
      await expect(page.getByRole('heading', { level: 1, name: route.heading }).first(), route.path).toBeVisible();
      await page.waitForLoadState('networkidle');
      const { fetched, scripts } = await page.evaluate(() => {
        const recorded = window as unknown as { __fetched: string[]; __scripts: string[] };
        return { fetched: recorded.__fetched, scripts: recorded.__scripts };
      });
      const problems = [
        ...(preloaded.some((url) => url.endsWith('/nav')) ? [] : ['the chrome is not preloaded']),
        ...preloadedScripts.filter((url) => !scripts.includes(url)).map((url) => `script preloaded, never run: ${url}`),
        ...preloadedScripts
          .filter((url) => scriptRequests.filter((sent) => sent === url).length !== 1)
          .map((url) => `script fetched ${scriptRequests.filter((sent) => sent === url).length} times: ${url}`),
        ...preloaded.filter((url) => !fetched.includes(url)).map((url) => `preloaded, never asked for: ${url}`),
        ...preloaded
          .filter((url) => requests.filter((sent) => sent.method() === 'GET' && sent.url() === url).length !== 1)
          .map((url) => `fetched more than once: ${url}`),
      ];
      if (problems.length) found[route.path] = problems;
      page.removeAllListeners('request');
    }
    expect(found).toEqual({});
  });
});
