/** What a member typed into a long form, kept in this tab's sessionStorage so Back, a reload or a failed save does not lose it. */
const PREFIX = 'valley-draft:';

export function readDraft<T>(name: string): Partial<T> | null {
  try {
    const text = window.sessionStorage.getItem(PREFIX + name);
    const value: unknown = text ? JSON.parse(text) : null;
    return value && typeof value === 'object' ? (value as Partial<T>) : null;
  } catch {
    return null;
  }
}

/** Keeps the draft; one too big for the storage (a large image) is not kept. */
export function saveDraft<T extends object>(name: string, draft: T): void {
  try {
    window.sessionStorage.setItem(PREFIX + name, JSON.stringify(draft));
  } catch {
    // Over the storage quota: the form still holds it until the tab goes.
  }
}

export function forgetDraft(name: string): void {
  try {
    window.sessionStorage.removeItem(PREFIX + name);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

/** Signing out forgets every draft of this tab, so the next member here never sees them. */
export function forgetAllDrafts(): void {
  try {
    for (const key of Object.keys(window.sessionStorage)) if (key.startsWith(PREFIX)) window.sessionStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
