/**
 * An editor's unsaved changes, kept in this browser as they are typed (issue 45: a draft survives a closed tab), until they are saved
 * as a draft, discarded or undone. Storage that is full or turned off keeps nothing, and the editor works as before.
 */
const KEY = (item: string) => `valley:studio:unsaved:${item}`;

/** What a value is made of (its fields, its rows' fields), not what it holds: kept changes of another form are not put back. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return [...new Set(value.map((row) => JSON.stringify(shapeOf(row))))].toSorted();
  if (value !== null && typeof value === 'object')
    return Object.keys(value)
      .toSorted()
      .map((key) => [key, shapeOf((value as Record<string, unknown>)[key])]);
  return typeof value;
}

/** The changes kept for `item`, when they have the form of `like` (the editor's values as the API has them). */
export function keptChanges<V>(item: string, like: V): V | null {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY(item)) ?? 'null') as { values: V } | null;
    return kept && JSON.stringify(shapeOf(kept.values)) === JSON.stringify(shapeOf(like)) ? kept.values : null;
  } catch {
    return null;
  }
}

export function keepChanges<V>(item: string, values: V): void {
  try {
    localStorage.setItem(KEY(item), JSON.stringify({ values }));
  } catch {
    // Full or turned off: the changes stay in the page only.
  }
}

export function forgetChanges(item: string): void {
  try {
    localStorage.removeItem(KEY(item));
  } catch {
    // Nothing was kept.
  }
}
