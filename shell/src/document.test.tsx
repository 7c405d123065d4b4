/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { renderToPipeableStream } from 'react-dom/server';
import { createApiClient } from '@valley/shared/api';
import { FOOTER_MENU_INPUTS, GLOBALS_INPUT, NAV_INPUT, TOP_MENU_INPUT } from './config/shell-calls';
import { apiPreloads, Document, SITE_TITLE, type EntryAssets } from './document';

const ENTRY: EntryAssets = { scripts: ['/react-dom.1.js', '/main.2.js'], stylesheets: ['/main.3.css'], inlineScript: 'window.kept=1' };

/** The document as the render server sends it: React's whole stream. */
function rendered(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough().on('data', (chunk: Buffer) => (html += chunk.toString())).on('end', () => resolve(html));
    const stream = renderToPipeableStream(element, { bootstrapScripts: ENTRY.scripts, onAllReady: () => stream.pipe(sink), onShellError: reject });
  });
}

function Page() {
  preload('/lead.webp', { as: 'image', fetchPriority: 'high' });
  return (
    <>
      <title>Getting Here | Happy Valley</title>
      <h1>Getting Here</h1>
    </>
  );
}

describe('Document', () => {
  it("writes the viewport before the lead image, the shell's stylesheet before a remote's, and the page's one title in the head", async () => {
    const html = await rendered(
      <Document
        entry={ENTRY}
        hints={[
          { rel: 'stylesheet', href: '/_apps/mf-events/routes.css' },
          { rel: 'preload', as: 'fetch', href: '/config.json' },
          { rel: 'preconnect', href: 'https://api.valley.test' },
        ]}
      >
        <Page />
      </Document>,
    );
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    const at = (text: string) => head.indexOf(text);
    expect(html.startsWith('<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>')).toBe(true);
    expect(at('name="viewport"')).toBeLessThan(at('/lead.webp'));
    expect(at('/lead.webp')).toBeLessThan(at('/main.3.css'));
    expect(at('href="/main.3.css" data-precedence="shell"')).toBeLessThan(at('href="/_apps/mf-events/routes.css" data-precedence="remote"'));
    expect(head).toContain('<link rel="preload" href="/config.json" as="fetch" crossorigin=""/>');
    expect(head.match(/<title>/g)).toEqual(['<title>']);
    expect(head).toContain('<title>Getting Here | Happy Valley</title>');
    expect(head).toContain('<script>window.kept=1</script>');
    expect(html).toContain('<div id="root"><h1>Getting Here</h1></div>');
    expect(html).toContain('<script src="/main.2.js" async=""></script>');
  });
});

describe('the site title', () => {
  it("is the shell's built page's title too, for a page the server did not render", () => {
    const built = readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8');
    expect(built).toContain(`<title>${SITE_TITLE}</title>`);
  });
});

describe('apiPreloads', () => {
  it("preloads, by the browsers' address of the API, exactly the URLs the chrome's hooks ask for", () => {
    const client = createApiClient({ baseUrl: 'https://api.valley.test', fetch: () => Promise.reject(new Error('no calls here')) });
    const asked = [
      client.url('globals', GLOBALS_INPUT),
      client.url('nav', NAV_INPUT),
      client.url('menu', TOP_MENU_INPUT),
      ...FOOTER_MENU_INPUTS.map((input) => client.url('menu', input)),
    ];
    const hints = apiPreloads('https://api.valley.test/');
    expect(hints).toEqual(asked.map((href) => ({ rel: 'preload', as: 'fetch', href })));
    expect(hints[0]?.href).toBe('https://api.valley.test/variables/get/global');
  });
});
