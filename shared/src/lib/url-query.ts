// A listing's filters, sort and view live in the URL query, so a listing can be shared and reloaded. One codec for every listing:
// a shared link with a value the API would refuse reads as the default instead, and defaults and blanks stay out of the link.
import { ID_LIST_MAX, ID_MAX, SEARCH_TEXT_MAX } from '@valley/shared/api/limits';

/** One parameter of a listing's query: how it reads (anything malformed gives the default) and how it writes (null leaves it out). */
export interface QueryField<T> {
  read(value: string | null): T;
  write(value: T): string | null;
}

/** Typed text: trimmed and as long as the API takes; left out when blank. */
export const textField: QueryField<string> = {
  read: (value) => (value ?? '').trim().slice(0, SEARCH_TEXT_MAX),
  write: (value) => value.trim() || null,
};

/** Ids as `7,3`: each a whole number the API takes, each once, as many as it takes; left out when none. */
export const idsField: QueryField<number[]> = {
  read: (value) =>
    [
      ...new Set(
        (value ?? '')
          .split(',')
          .map(Number)
          .filter((id) => Number.isInteger(id) && id > 0 && id <= ID_MAX),
      ),
    ].slice(0, ID_LIST_MAX),
  write: (ids) => (ids.length > 0 ? ids.join(',') : null),
};

/** One of `choices`, the first the default, which is left out; anything else reads as the default. */
export function choiceField<const Choice extends string>(choices: readonly Choice[]): QueryField<Choice> {
  const [fallback] = choices as readonly [Choice, ...Choice[]];
  return {
    read: (value) => choices.find((choice) => choice === value) ?? fallback,
    write: (value) => (value === fallback ? null : value),
  };
}

/** Grid or List, Grid the default. */
export const viewField = choiceField(['grid', 'list']);

export interface QueryCodec<T> {
  read(params: URLSearchParams): T;
  /** The query of `value`, its parameters in the order of the fields. */
  write(value: T): URLSearchParams;
}

/** Reads and writes a listing's query from one field per parameter. */
export function queryCodec<T extends object>(fields: { [K in keyof T]: QueryField<T[K]> }): QueryCodec<T> {
  const keys = Object.keys(fields) as (keyof T & string)[];
  return {
    read: (params) => Object.fromEntries(keys.map((key) => [key, fields[key].read(params.get(key))])) as T,
    write: (value) => {
      const params = new URLSearchParams();
      for (const key of keys) {
        const written = fields[key].write(value[key]);
        if (written !== null) params.set(key, written);
      }
      return params;
    },
  };
}
