import type { Queryable } from '../db/db';

// Blocks that name a place by its id or by a map marker rather than by a link to its page (decision 131): links follow a move through
// movePath, these follow a rename and a merge here, in the same columns of the pages decision 130 rewrites.

/** A place as its blocks name it. */
export interface NamedPlace {
  id: number;
  name: string;
  slug: string;
}

/** What a kind of place does to the blocks that name it. */
export interface PlaceBlocks {
  /** An SQL/JSON path that finds a block naming `place` in a page's blocks, home blocks or draft: a use of it, as a link is. */
  naming(place: NamedPlace): string;
  /** After a publish that changed its name or address. */
  renamed?(tx: Queryable, before: NamedPlace, after: NamedPlace): Promise<void>;
  /** After `from` was merged into `into`, before `from` is deleted. */
  merged(tx: Queryable, from: NamedPlace, into: NamedPlace): Promise<void>;
}

type Entry = Record<string, unknown>;

const isBlockOf = (value: unknown, extensions: readonly string[]): value is { extension: string; entry: Entry } => {
  if (!value || typeof value !== 'object') return false;
  const { extension, entry } = value as { extension?: unknown; entry?: unknown };
  return typeof extension === 'string' && extensions.includes(extension) && Boolean(entry) && typeof entry === 'object';
};

/** `value` (a page's blocks, home blocks or draft) with the entry of each block of `extensions` in it passed through `rewrite`. */
function rewritten(value: unknown, extensions: readonly string[], rewrite: (entry: Entry) => Entry): unknown {
  if (isBlockOf(value, extensions)) return { ...value, entry: rewrite(value.entry) };
  if (Array.isArray(value)) return value.map((item) => rewritten(item, extensions, rewrite));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rewritten(item, extensions, rewrite)]));
  return value;
}

/** An SQL/JSON path to the blocks of `extensions` that pass `test` (a filter on the block, `@`). */
const blocksWhere = (extensions: readonly string[], test: string) =>
  `$.** ? (${extensions.map((extension) => `@.extension == ${JSON.stringify(extension)}`).join(' || ')}) ? (${test})`;

/** Rewrites the entries of the blocks of `extensions` in the pages that `path` finds (their blocks, home blocks and drafts); nothing else of a page changes. */
async function rewritePages(tx: Queryable, path: string, extensions: readonly string[], rewrite: (entry: Entry) => Entry): Promise<void> {
  const { rows } = await tx.query<{ id: number; content_blocks: unknown; home_blocks: unknown; draft: unknown }>(
    `select id, content_blocks, home_blocks, draft from pages where jsonb_path_exists(jsonb_build_array(content_blocks, home_blocks, draft), $1::jsonpath)`,
    [path],
  );
  for (const row of rows) {
    const [blocks, home, draft] = [row.content_blocks, row.home_blocks, row.draft].map((value) => rewritten(value, extensions, rewrite));
    await tx.query('update pages set content_blocks = $2::jsonb, home_blocks = $3::jsonb, draft = $4::jsonb where id = $1', [
      row.id,
      JSON.stringify(blocks),
      home === null ? null : JSON.stringify(home),
      draft === null ? null : JSON.stringify(draft),
    ]);
  }
}

/** Blocks of `extensions` whose `categories` list places by id (the events blocks, the meetings block): a merged one becomes the other, once. */
export function categoriesIn(...extensions: string[]): PlaceBlocks {
  // An id may have been written as text.
  const naming = ({ id }: NamedPlace) => blocksWhere(extensions, `@.entry.categories[*] == ${id} || @.entry.categories[*] == "${id}"`);
  return {
    naming,
    merged: (tx, from, into) =>
      rewritePages(tx, naming(from), extensions, (entry) => {
        if (!Array.isArray(entry.categories)) return entry;
        const ids = entry.categories.map((id) => (Number(id) === from.id ? into.id : id));
        return { ...entry, categories: ids.filter((id, index) => ids.findIndex((other) => Number(other) === Number(id)) === index) };
      }),
  };
}

type Marker = Entry & { name?: unknown; slug?: unknown };

/** The map blocks' town markers (by name and address): renamed with their town; a merged town's is the other town's, once. */
const townNaming = ({ slug }: NamedPlace) => blocksWhere(['map'], `@.entry.towns[*].slug == ${JSON.stringify(slug)}`);
export const townMarkers: PlaceBlocks = {
  naming: townNaming,
  renamed: (tx, before, after) =>
    rewritePages(tx, townNaming(before), ['map'], (entry) =>
      Array.isArray(entry.towns)
        ? { ...entry, towns: entry.towns.map((town: Marker) => (town?.slug === before.slug ? { ...town, name: after.name, slug: after.slug } : town)) }
        : entry,
    ),
  merged: async (tx, from, into) => {
    const { rows } = await tx.query<{ lat: number | null; lng: number | null }>(
      'select location_latitude as lat, location_longitude as lng from towns where id = $1',
      [into.id],
    );
    const at = rows[0]?.lat != null && rows[0].lng != null ? { lat: rows[0].lat, lng: rows[0].lng } : {};
    await rewritePages(tx, townNaming(from), ['map'], (entry) => {
      if (!Array.isArray(entry.towns)) return entry;
      const towns = entry.towns as Marker[];
      const hasInto = towns.some((town) => town?.slug === into.slug);
      return {
        ...entry,
        towns: towns.flatMap((town) => (town?.slug !== from.slug ? [town] : hasInto ? [] : [{ ...town, ...at, name: into.name, slug: into.slug }])),
      };
    });
  },
};
