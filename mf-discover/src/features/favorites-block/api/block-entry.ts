import { z } from 'zod';

const text = z.string().nullish().catch(null);

export const FavoriteCardSchema = z.object({ title: z.string(), img: text, subtitle: text, link: text });
export type FavoriteCard = z.infer<typeof FavoriteCardSchema>;

/** The `favorites` block's entry as seeded: subtitle, content (rich text), items, link, button_text. */
export const FavoritesBlockEntrySchema = z.object({
  subtitle: text,
  content: text,
  items: z
    .array(z.unknown())
    .catch([])
    .transform((items) => items.flatMap((item) => {
      const parsed = FavoriteCardSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    })),
  link: text,
  button_text: text,
});
export type FavoritesBlockEntry = z.infer<typeof FavoritesBlockEntrySchema>;

export function parseFavoritesBlockEntry(entry: unknown): FavoritesBlockEntry {
  const parsed = FavoritesBlockEntrySchema.safeParse(entry ?? {});
  return parsed.success ? parsed.data : { subtitle: null, content: null, items: [], link: null, button_text: null };
}
