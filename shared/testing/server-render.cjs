// Renders an app's page in Node (no DOM) and hydrates that HTML as a browser does, for each app's server-render tests
// (`@jest-environment node`): that its own components draw the same on both sides, signed out or in. The tree is a small stand-in for
// the shell's (swr with the answers, a router at the URL); the shell's real render server has its own test against the built apps
// (shell/src/server/render.built.test.mts). Each pass loads the app's modules afresh, so what they read at load time sees that side's globals.
const { createRequire } = require('node:module');
const { format } = require('node:util');
const { Writable } = require('node:stream');

// jsdom comes with Jest's jsdom environment; taken from there rather than pinned a second time.
const { JSDOM, VirtualConsole } = createRequire(require.resolve('jest-environment-jsdom'))('jsdom');

const SITE = 'http://localhost:3000';

// Swiper is ESM only, which Jest cannot load: once hydrated, a slider that upgrades gets these stand-ins (a browser gets Swiper).
for (const css of ['swiper/css', 'swiper/css/a11y', 'swiper/css/autoplay']) jest.mock(css, () => ({}));
jest.mock('swiper/modules', () => ({ A11y: {}, Autoplay: {} }));
jest.mock('swiper/react', () => ({ Swiper: ({ children }) => children, SwiperSlide: ({ children }) => children }));
// Leaflet's marker clusters need the browser's `window.L`: once hydrated, a map that loads gets an empty stand-in.
jest.mock(require.resolve('../src/ui/map/places-map'), () => ({ __esModule: true, default: () => null }));
// Node's own globals stay (its timers, fetch, Event…): replacing Node's lazy accessors breaks Jest's clean-up between files.
// The window's own methods a bare call reaches (`addEventListener(…)`), bound to it.
const METHODS = ['addEventListener', 'removeEventListener', 'dispatchEvent'];
const OWN = ['window', 'self', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', ...METHODS];

/** Whether a route of the tree has a loader: then the page renders on a data router, from the loaders' data (decision 139). */
const hasLoaders = (routes) => routes.some((route) => route.loader || (route.children && hasLoaders(route.children)));

/** An API client over the recorded answers, for the routes' loaders: a call not recorded is refused, as by an API without it. */
function answeringClient(answers) {
  const same = (a, b) => JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});
  return {
    url: () => {
      throw new Error('a loader here calls the API, it never names a URL');
    },
    call: (name, input) => {
      const found = answers.find((answer) => answer.name === name && same(answer.input, input));
      return found ? Promise.resolve(found.data) : Promise.reject(Object.assign(new Error(`no recorded answer for ${name}`), { status: 404 }));
    },
  };
}

/** The routes' loader data at the URL, run as the shell's render server runs them (createStaticHandler), over the recorded answers. */
async function loaderDataOf({ url, answers, routes, renderedAt }) {
  const { apiContext, pageInstantContext, RouterContextProvider } = require('@valley/shared/router');
  // The server's half, as the shell's render server has it (@valley/shared/router/server).
  const { createStaticHandler } = require('@valley/shared/router/server');
  const context = new RouterContextProvider();
  context.set(apiContext, answeringClient(answers));
  if (renderedAt) context.set(pageInstantContext, renderedAt);
  const result = await createStaticHandler(routes()).query(new Request(SITE + url), { requestContext: context });
  if (result instanceof Response) throw new Error(`${url} answered ${result.status} ${result.headers.get('location') ?? ''}`);
  // A loader's error (a 404 it threw) is handed over as is: the router's checks of it go by its shape, whichever copy made it.
  return { loaderData: result.loaderData, errors: result.errors };
}

/**
 * The page's tree inside the modules just loaded: swr with the server's answers as fallback, and a router at the URL, a data router
 * that starts from `hydrationData` when the routes have loaders.
 */
function pageTree({ url, answers, routes, renderedAt, hydrationData }) {
  const { createElement } = require('react');
  const { PageInstantContext } = require('@valley/shared/ui/hydrated');
  const { SWRConfig, unstable_serialize } = require('swr');
  const { MemoryRouter, useRoutes } = require('@valley/shared/router');
  const { apiKey } = require('@valley/shared/api/swr');
  const { unstable_serialize: infiniteKey } = require('swr/infinite');
  const fallback = {};
  for (const { name, input, data, pages } of answers) {
    fallback[unstable_serialize(apiKey(name, input))] = data;
    // A paged list (useSWRInfinite) reads its first page from the list's own key.
    if (pages) fallback[infiniteKey(() => apiKey(name, input))] = [data];
  }
  const routeObjects = routes();
  const Routes = () => useRoutes(routeObjects);
  // Nothing is asked again on hydration: the test sees the first screen the server's answers give.
  const value = { fallback, revalidateOnMount: false, revalidateOnFocus: false, shouldRetryOnError: false, loadingTimeout: 0 };
  // A memory data router on both sides (react-router-dom's own: the apps' share of it lists no memory router), made whole from the data.
  const { createMemoryRouter, RouterProvider } = require('react-router-dom');
  const router = hydrationData
    ? createElement(RouterProvider, { router: createMemoryRouter(routeObjects, { initialEntries: [url], hydrationData }) })
    : createElement(MemoryRouter, { initialEntries: [url] }, createElement(Routes));
  const page = createElement(SWRConfig, { value }, router);
  // As the shell: the render's instant on the server, and the same instant (from the page's data) in the browser's hydration render.
  return renderedAt ? createElement(PageInstantContext.Provider, { value: renderedAt }, page) : page;
}

function catchErrors() {
  const errors = [];
  const spy = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(format(...args)));
  return { errors, stop: () => spy.mockRestore() };
}

async function streamToString(element) {
  const { renderToPipeableStream } = require('react-dom/server');
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(element, {
      // As the render server (shell/src/server/render.tsx): the page goes out whole, no boundary outlined for a script to reveal.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => console.error(error),
    });
  });
}

/** Puts a jsdom window's globals on Node's global object; answers a function that takes them away again. */
function installWindow(dom) {
  const saved = new Map();
  const names = Object.getOwnPropertyNames(dom.window).filter((name) => !(name in globalThis) && !name.startsWith('_'));
  for (const name of [...OWN, ...names]) {
    if (saved.has(name)) continue;
    saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
    try {
      Object.defineProperty(globalThis, name, {
        value: name === 'window' || name === 'self' ? dom.window : dom.window[name],
        configurable: true,
        writable: true,
      });
    } catch {
      saved.delete(name);
    }
  }
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete globalThis[name];
    }
  };
}

async function renderPage({ url, answers = [], routes, renderedAt }) {
  const server = catchErrors();
  let html = '';
  let hydrationData;
  try {
    await jest.isolateModulesAsync(async () => {
      if (hasLoaders(routes())) hydrationData = await loaderDataOf({ url, answers, routes, renderedAt });
      html = await streamToString(pageTree({ url, answers, routes, renderedAt, hydrationData }));
    });
  } finally {
    server.stop();
  }

  async function hydrate(browser) {
    const virtualConsole = new VirtualConsole();
    const dom = new JSDOM(`<!doctype html><html><head></head><body><div id="root">${html}</div></body></html>`, {
      url: SITE + url,
      pretendToBeVisual: true,
      virtualConsole,
    });
    // Opted out of insights: no beacon is queued (nor its timer left running) by a test.
    Object.defineProperty(dom.window.navigator, 'globalPrivacyControl', { value: true });
    const removeWindow = installWindow(dom);
    const client = catchErrors();
    virtualConsole.on('jsdomError', (error) => {
      if (!/Not implemented/.test(error.message)) client.errors.push(error.message);
    });
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    // The network never answers here: what the page asks for after hydration (a next page, a member's draft) stays on its way.
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}));
    try {
      await browser?.(dom.window);
      await jest.isolateModulesAsync(async () => {
        const { act } = require('react');
        const { hydrateRoot } = require('react-dom/client');
        const report = (error) => client.errors.push(String(error?.message ?? error));
        const tree = pageTree({ url, answers, routes, renderedAt, hydrationData });
        let root;
        await act(async () => {
          root = hydrateRoot(dom.window.document.getElementById('root'), tree, { onRecoverableError: report, onCaughtError: report, onUncaughtError: report });
        });
        // A second turn, for what applies once hydrated (sign-in, hearts, screen size).
        await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
        await act(async () => root.unmount());
      });
    } finally {
      delete globalThis.IS_REACT_ACT_ENVIRONMENT;
      fetchSpy.mockRestore();
      client.stop();
      removeWindow();
      dom.window.close();
    }
    return client.errors;
  }

  return { html, errors: server.errors, hydrate };
}

/** A member who signed in and saved hearts in this browser before: what the server never knows, applied only after hydration. */
function returningMember(window) {
  window.localStorage.setItem('valley-auth', JSON.stringify({ state: { token: 'member-token' }, version: 1 }));
  const items = [1, 2, 3, 4, 5].flatMap((id) => [
    { id, type: 'destination' },
    { id, type: 'event' },
  ]);
  window.localStorage.setItem('valley-favorites', JSON.stringify({ state: { items, status: 'idle' }, version: 1 }));
}

/** Routes that render one content block of a remote's `./blocks` (`blocks` must `require` them, as `routes` does) at any URL. */
const blockRoutes = (blocks, kind, block) => () => [{ path: '*', element: require('react').createElement(blocks()[kind], { block }) }];

/**
 * Every app's render check: the page renders on the server without an error, shows each of `texts`, and hydrates without a mismatch for
 * a new visitor and for a returning member. Resolves to the page, for what a test checks besides.
 */
async function expectCleanRender(options, ...texts) {
  const page = await renderPage(options);
  expect(page.errors).toEqual([]);
  for (const text of texts) expect(page.html).toContain(text);
  expect(await page.hydrate()).toEqual([]);
  expect(await page.hydrate(returningMember)).toEqual([]);
  return page;
}

module.exports = { renderPage, returningMember, blockRoutes, expectCleanRender };
