import type { Queryable } from '../db/db';
import { notFound } from '../http/errors';
import type { Conditions } from './sql';
import { likePattern } from './media';

export interface TextMatch {
  /** WHERE condition: the words match (full text), or a typo-tolerant trigram match, or a substring. */
  condition: string;
  /** Relevance, higher first: full-text rank plus trigram word similarity of the name. */
  score: string;
}

/**
 * Site-search match of user text against a row's tsvector (`vector`) and name (`text`): by words, or by trigram word similarity
 * (`<%`, which the trigram GIN index serves) so typos like 'pizzza' still match (decision 006).
 */
export function textMatch(where: Conditions, query: string, columns: { vector: string; text: string }): TextMatch {
  const raw = `${where.param(query)}::text`;
  const words = `websearch_to_tsquery('english', ${raw})`;
  const like = where.param(likePattern(query));
  return {
    condition: `(${columns.vector} @@ ${words} or ${raw} <% ${columns.text} or ${columns.text} ilike ${like})`,
    score: `(ts_rank(${columns.vector}, ${words}) + word_similarity(${raw}, ${columns.text}))`,
  };
}

/** A numeric id or a slug, as the `/x/get/{id or slug}` calls accept. */
export function idOrSlug(value: string): { column: 'id' | 'slug'; value: number | string } {
  return /^\d{1,9}$/.test(value) ? { column: 'id', value: Number(value) } : { column: 'slug', value: value.toLowerCase() };
}

/**
 * The one approved row of `table` an id or a slug names (the `/x/get/{id or slug}` calls), with `columns`; a 404 '{what} not found'
 * when there is none.
 */
export async function approvedByIdOrSlug<Row>(db: Queryable, table: string, columns: string, idOrSlugValue: string, what: string): Promise<Row> {
  const key = idOrSlug(idOrSlugValue);
  const { rows } = await db.query<Row>(`select ${columns} from ${table} where approved and ${key.column} = $1`, [key.value]);
  const row = rows[0];
  if (!row) throw notFound(`${what} not found`);
  return row;
}
