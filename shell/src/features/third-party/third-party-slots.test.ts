import { CHAT_PROACTIVE_DELAY_MS, CHAT_PROACTIVE_EVENT, CHAT_PROACTIVE_MESSAGE, loadThirdPartySlots } from './third-party-slots';

const thirdPartyScripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-third-party]'));

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = '';
});
afterEach(() => jest.useRealTimers());

test('nothing configured, nothing loads, even once the page is idle', () => {
  loadThirdPartySlots(undefined);
  loadThirdPartySlots({});
  window.dispatchEvent(new Event('load'));
  jest.runAllTimers();
  expect(thirdPartyScripts()).toEqual([]);
});

test('each configured slot loads its script, async, only after the page is interactive', () => {
  const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  try {
    loadThirdPartySlots({ chatWidget: 'https://chat.example.com/widget.js', adServer: 'https://ads.example.com/serve.js' });
    jest.runAllTimers();
    expect(thirdPartyScripts()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    jest.runAllTimers();
    expect(thirdPartyScripts().map((script) => [script.dataset.thirdParty, script.src, script.async])).toEqual([
      ['adServer', 'https://ads.example.com/serve.js', true],
      ['chatWidget', 'https://chat.example.com/widget.js', true],
    ]);
  } finally {
    readyState.mockRestore();
  }
});

test('the tag manager gets its data layer first', () => {
  loadThirdPartySlots({ tagManager: 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST' });
  jest.runAllTimers();
  expect(thirdPartyScripts().map((script) => script.src)).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST']);
  expect((window as typeof window & { dataLayer?: unknown[] }).dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
});

test('the chat widget’s proactive message comes 3 s after the widget has loaded', () => {
  const messages: string[] = [];
  window.addEventListener(CHAT_PROACTIVE_EVENT, (event) => messages.push((event as CustomEvent<{ message: string }>).detail.message));
  loadThirdPartySlots({ chatWidget: 'https://chat.example.com/widget.js' });
  jest.runAllTimers();
  const [widget] = thirdPartyScripts();
  expect(messages).toEqual([]);
  widget!.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(CHAT_PROACTIVE_DELAY_MS - 1);
  expect(messages).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(messages).toEqual([CHAT_PROACTIVE_MESSAGE]);
});
