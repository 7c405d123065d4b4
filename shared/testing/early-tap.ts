import { EARLY_TAP_SCRIPT } from '../build/early-tap.mjs';

/** Runs the page's inline first script (decision 135) in this document, as the built page does; `stop` takes its listener away. */
export function runEarlyTapScript(): { stop: () => void } {
  const added: EventListener[] = [];
  const addEventListener = (type: string, listener: EventListener, capture: boolean) => {
    added.push(listener);
    window.addEventListener(type, listener, capture);
  };
  // oxlint-disable-next-line no-new-func -- the script's very text, as the page holds it
  new Function('addEventListener', EARLY_TAP_SCRIPT)(addEventListener);
  return { stop: () => added.forEach((listener) => window.removeEventListener('click', listener, true)) };
}
