// A phone in real Chromium: Lighthouse's Moto G Power screen, touch, the CPU slowed and a slow 4G link applied to every request
// (150 ms, 1.6 Mbps down, 750 kbps up). What it measures is the browser's own, not a simulator's estimate (decision 106).
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/apps.mjs';
import { CHROME_ARGS, CHROME_PATH } from './lighthouse.mjs';

const { chromium } = createRequire(path.join(ROOT, 'e2e', 'package.json'))('@playwright/test');

/** Slow 4G as Lighthouse's mobile preset simulates it. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

export const launchBrowser = () => chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });

/** A fresh phone (no cache, no storage) with its CPU and link throttled; close its context when done. */
export async function openPhone(browser, { cpu }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  return { context, page };
}

/**
 * One load without a tap: ms from the navigation's start to the largest contentful paint (the browser's last entry once loaded) and
 * to the page being live (the document and each remote area hydrated); null for what never came within a minute.
 */
export async function loadOnPhone(browser, url, { cpu }) {
  const { context, page } = await openPhone(browser, { cpu });
  try {
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    const liveMs = await page
      .waitForFunction(
        () =>
          document.documentElement.dataset.hydrated !== undefined &&
          [...document.querySelectorAll('[data-remote]')].every((area) => area.dataset.hydrated !== undefined),
        undefined,
        { timeout: 60_000, polling: 50 },
      )
      .then(
        () => Date.now() - started,
        () => null,
      );
    await page.waitForLoadState('load');
    const lcpMs = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => resolve(Math.round(list.getEntries().at(-1).startTime))).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          });
          setTimeout(() => resolve(null), 5_000);
        }),
    );
    return { lcpMs, liveMs };
  } finally {
    await context.close();
  }
}
