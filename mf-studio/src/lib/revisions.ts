import { useApi } from '@valley/shared/api/swr';
import type { HistoryKind } from '@valley/shared/schemas/studio';

/** An item the studio keeps a history of: its kind and its key (a menu's name, a page's id) in `studio_history`. */
export interface HistoryItem {
  kind: HistoryKind;
  key: string;
}

/** One field that differs between two revisions: its name as people read it, and its value in each ('' when it has none). */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const label = (key: string) => {
  const words = key.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Every leaf of a revision's content by a readable path: 'Blocks 2 › Fields › Title', 'Item 1 › Url' (a menu's first link). */
function leaves(value: unknown, path: string, into: Map<string, string>): Map<string, string> {
  if (Array.isArray(value)) value.forEach((item, index) => leaves(item, `${path || 'Item'} ${index + 1}`, into));
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) leaves(item, path ? `${path} › ${label(key)}` : label(key), into);
  else if (typeof value === 'boolean') into.set(path || 'Value', value ? 'Yes' : 'No');
  else if (value !== null && value !== undefined && value !== '') into.set(path || 'Value', String(value));
  return into;
}

/** The fields that differ between two revisions' contents, in the order the later one has them, then those it no longer has. */
export function changesBetween(before: unknown, after: unknown): FieldChange[] {
  const was = leaves(before, '', new Map());
  const is = leaves(after, '', new Map());
  const fields = [...new Set([...is.keys(), ...was.keys()])];
  return fields.map((field) => ({ field, before: was.get(field) ?? '', after: is.get(field) ?? '' })).filter((change) => change.before !== change.after);
}

/** One kept revision of `item`, whole (nothing asked while `revision` is null). */
export function useRevision(item: HistoryItem, revision: number | null) {
  return useApi('studioRevision', revision === null ? null : { params: { kind: item.kind, key: item.key, revision } });
}
