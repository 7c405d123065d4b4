// jsdom lacks TextEncoder, which react-router needs.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });
require('@testing-library/jest-dom');

// findBy… and waitFor give up after 1 s by default: on two cores beside the journeys an answer through the fetch-level fake, the real
// client and swr can take longer. A wait that runs out still fails; it is the limit that is wider, as with the test timeout.
if (typeof document !== 'undefined') require('@testing-library/react').configure({ asyncUtilTimeout: 5_000 });

// jsdom lays nothing out, so it has neither ResizeObserver nor elementsFromPoint; Puck (mf-studio) observes its panes' sizes and
// its drag and drop asks what is under the pointer. Nothing is ever resized here, and nothing is under any point.
if (typeof window !== 'undefined') {
  globalThis.ResizeObserver ??= class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  document.elementsFromPoint ??= () => [];
}
