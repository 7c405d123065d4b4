// Each account's device token is kept in this browser and sent with the next sign-in, so this browser keeps a failure budget of its own
// and guessing elsewhere cannot lock the member out here (decision 030). It signs nobody in, and each sign-in answers the next one
// (decision 075): the one kept is replaced every time.
const KEY = 'valley-devices';
/** Accounts remembered per browser; the least recently used is dropped. */
const MAX_ACCOUNTS = 10;

type Devices = Record<string, string>;

function read(): Devices {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Devices) : {};
  } catch {
    return {};
  }
}

export function deviceTokenFor(email: string): string | undefined {
  const token = read()[email.trim().toLowerCase()];
  return typeof token === 'string' ? token : undefined;
}

export function rememberDeviceToken(email: string, token: string): void {
  const account = email.trim().toLowerCase();
  const { [account]: _previous, ...others } = read();
  const kept = Object.entries(others).slice(-(MAX_ACCOUNTS - 1));
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(Object.fromEntries([...kept, [account, token]])));
  } catch {
    // Storage full or blocked: the next sign-in simply counts as a new client.
  }
}
