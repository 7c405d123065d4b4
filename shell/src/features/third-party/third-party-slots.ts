import type { RuntimeConfig } from '@valley/shared/stores/config';

export type ThirdPartyConfig = NonNullable<RuntimeConfig['thirdParty']>;

/** public-site §9: the chatbot's proactive message comes 3000 ms after the widget is there. */
export const CHAT_PROACTIVE_DELAY_MS = 3000;
/** What the widget listens for (its adapter opens the proactive message); the detail carries the text (decision 042). */
export const CHAT_PROACTIVE_EVENT = 'valley:chat-proactive';
export const CHAT_PROACTIVE_MESSAGE = 'Planning a visit? Ask us anything about the valley.';

/** Runs `start` once the page is loaded and the main thread is idle: nothing third-party competes with the first paint or input. */
function whenInteractive(start: () => void): void {
  const idle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start, { timeout: 3000 }) : window.setTimeout(start, 0));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

function addScript(slot: keyof ThirdPartyConfig, src: string, onLoad?: () => void): void {
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.thirdParty = slot;
  if (onLoad) script.addEventListener('load', onLoad, { once: true });
  document.body.append(script);
}

/**
 * Loads the chat widget, tag manager and ad server the deploy configured (config.json's thirdParty), each as an external script
 * after the page is interactive, from an origin the CSP names; with nothing configured it does nothing at all.
 */
export function loadThirdPartySlots(config: ThirdPartyConfig | undefined): void {
  if (!config || !Object.values(config).some(Boolean)) return;
  whenInteractive(() => {
    const { chatWidget, tagManager, adServer } = config;
    if (tagManager) {
      // The tag manager's own snippet, minus the inline script the CSP forbids.
      const layered = window as typeof window & { dataLayer?: unknown[] };
      layered.dataLayer ??= [];
      layered.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      addScript('tagManager', tagManager);
    }
    if (adServer) addScript('adServer', adServer);
    if (chatWidget) {
      addScript('chatWidget', chatWidget, () => {
        window.setTimeout(
          () => window.dispatchEvent(new CustomEvent(CHAT_PROACTIVE_EVENT, { detail: { message: CHAT_PROACTIVE_MESSAGE } })),
          CHAT_PROACTIVE_DELAY_MS,
        );
      });
    }
  });
}
