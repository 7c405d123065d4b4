import { diffArrays, diffWordsWithSpace } from 'diff';
import type { FieldChange, ListEntry, TextPart } from '@valley/shared/schemas/member';

/**
 * What an edit changes, field by field (decision 086). The one place the diff is computed: the board's queue and the audit log both
 * answer it. It compares what a reader sees, already resolved by `review-changes.ts` (names for ids, image addresses, the rule in
 * words), so this module needs no database and is tested alone.
 */

/** One entry of an ordered list as shown: `key` says which entries are the same thing on both sides. */
export interface ShownEntry {
  key: string;
  label: string;
  src?: string | null;
}

/**
 * A field as a reader sees it: short text, readable text (lines of a rich text, with its markup as `source`, so a change of
 * formatting alone still counts), an image address, or an ordered list.
 */
export type ShownField =
  | { field: string; label: string; type: 'value' | 'image'; value: string | null }
  | { field: string; label: string; type: 'text'; value: string | null; source?: string | null }
  | { field: string; label: string; type: 'list'; value: ShownEntry[] };

type Block = { same: string } | { removed: string; added: string };
/** Below this share of its characters kept, a text counts as rewritten. */
const REWRITTEN_BELOW = 0.4;
const sizeOf = (block: Block) => ('same' in block ? 0 : Math.max(block.removed.length, block.added.length));

/**
 * Words a text keeps, adds or removes. A kept run shorter than the changes on both sides of it ('on', 'the') is folded into them, and a
 * text mostly rewritten is shown whole, old then new, so it never reads as words interleaved (after diff-match-patch's semantic
 * clean-up).
 */
export function textParts(before: string | null, after: string | null): TextPart[] {
  const blocks: Block[] = [];
  for (const change of diffWordsWithSpace(before ?? '', after ?? '')) {
    const last = blocks.at(-1);
    if (!change.added && !change.removed) {
      if (last && 'same' in last) last.same += change.value;
      else blocks.push({ same: change.value });
    } else if (last && !('same' in last)) last[change.added ? 'added' : 'removed'] += change.value;
    else blocks.push(change.added ? { removed: '', added: change.value } : { removed: change.value, added: '' });
  }
  // A text rewritten more than it is kept reads best whole: the old, then the new.
  const keptChars = blocks.reduce((sum, block) => sum + ('same' in block ? block.same.replace(/\s+/g, '').length : 0), 0);
  const longest = Math.max((before ?? '').replace(/\s+/g, '').length, (after ?? '').replace(/\s+/g, '').length);
  if (keptChars < longest * REWRITTEN_BELOW) {
    return [...(before ? [{ kind: 'removed' as const, text: before }] : []), ...(after ? [{ kind: 'added' as const, text: after }] : [])];
  }
  for (let index = 1; index < blocks.length - 1;) {
    const [prev, kept, next] = [blocks[index - 1], blocks[index], blocks[index + 1]];
    if (prev && kept && next && 'same' in kept && !('same' in prev) && !('same' in next) && kept.same.trim().length <= Math.min(sizeOf(prev), sizeOf(next))) {
      blocks.splice(index - 1, 3, { removed: prev.removed + kept.same + next.removed, added: prev.added + kept.same + next.added });
      index = Math.max(1, index - 1);
    } else index += 1;
  }
  return blocks.flatMap((block): TextPart[] =>
    'same' in block
      ? [{ kind: 'same', text: block.same }]
      : [
          ...(block.removed ? [{ kind: 'removed' as const, text: block.removed }] : []),
          ...(block.added ? [{ kind: 'added' as const, text: block.added }] : []),
        ],
  );
}

/**
 * An ordered list's entries, old and new: the longest run kept in order is 'same', an entry only before is 'removed', only after
 * 'added', and one on both sides outside that run 'moved' (shown at its new place).
 */
export function listEntries(before: ShownEntry[], after: ShownEntry[]): ListEntry[] {
  const chunks = diffArrays(
    before.map((entry) => entry.key),
    after.map((entry) => entry.key),
  );
  const removedKeys = new Set(chunks.filter((chunk) => chunk.removed).flatMap((chunk) => chunk.value));
  const addedKeys = new Set(chunks.filter((chunk) => chunk.added).flatMap((chunk) => chunk.value));
  const byKey = new Map([...before, ...after].map((entry) => [entry.key, entry]));
  const entries: ListEntry[] = [];
  for (const chunk of chunks) {
    for (const key of chunk.value) {
      const { label, src = null } = byKey.get(key) ?? { label: key };
      if (chunk.removed) {
        if (!addedKeys.has(key)) entries.push({ label, src, change: 'removed' });
      } else if (chunk.added) entries.push({ label, src, change: removedKeys.has(key) ? 'moved' : 'added' });
      else entries.push({ label, src, change: 'same' });
    }
  }
  return entries;
}

const sameList = (before: ShownEntry[], after: ShownEntry[]) =>
  before.length === after.length && before.every((entry, index) => entry.key === after[index]?.key);

/** Every field of `after` against the same field of `before` (same order, same types), changed or not. */
export function diffFields(before: ShownField[], after: ShownField[]): FieldChange[] {
  const old = new Map(before.map((field) => [field.field, field]));
  return after.map((next): FieldChange => {
    const prior = old.get(next.field);
    const base = { field: next.field, label: next.label };
    if (next.type === 'list') {
      const was = prior?.type === 'list' ? prior.value : [];
      return { type: 'list', ...base, changed: !sameList(was, next.value), entries: listEntries(was, next.value) };
    }
    const was = prior && prior.type !== 'list' ? prior.value : null;
    if (next.type === 'text') {
      const source = (field: ShownField | undefined) => (field?.type === 'text' ? (field.source ?? field.value) : null);
      return { type: 'text', ...base, changed: source(prior) !== (next.source ?? next.value), parts: textParts(was, next.value) };
    }
    return { type: next.type, ...base, changed: was !== next.value, before: was, after: next.value };
  });
}
