import { FavoritesBlockEntrySchema, type FavoritesBlockEntry } from '@valley/shared/schemas/blocks';

export { FavoriteCardSchema, type FavoriteCard, type FavoritesBlockEntry } from '@valley/shared/schemas/blocks';

export function parseFavoritesBlockEntry(entry: unknown): FavoritesBlockEntry {
  const parsed = FavoritesBlockEntrySchema.safeParse(entry ?? {});
  return parsed.success ? parsed.data : { subtitle: null, content: null, items: [], link: null, button_text: null };
}
