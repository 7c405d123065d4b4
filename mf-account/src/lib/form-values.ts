/** A form's text values from a saved record: each named field as saved, or '' where the record has none (null). */
export function textValues<Key extends string>(record: { [Name in Key]?: string | null | undefined }, keys: readonly Key[]): Record<Key, string> {
  return Object.fromEntries(keys.map((key) => [key, record[key] ?? ''])) as Record<Key, string>;
}
