import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '@valley/shared/router';
import { STUDIO_MEDIA_MESSAGES, StudioMediaQuerySchema, type StudioMediaQuery } from '@valley/shared/schemas/studio-media';
import { Button } from '@valley/shared/ui/button';
import fields from '../../../components/form-fields.module.css';
import { Loaded, TextInput } from '../../../components/studio-parts';
import { useMediaLibrary } from '../api/media';
import styles from '../../../components/media-grid.module.css';
import { MediaTileContent } from '../../../components/media-tile';
import { MediaDetails } from './media-details';
import { MediaUpload } from './media-upload';

/** The library's query as the address keeps it, read with the API's own schema: anything it would refuse is left out. */
function queryOf(params: URLSearchParams): StudioMediaQuery {
  const kept = Object.fromEntries(['q', 'missing_alt', 'page'].flatMap((name) => (params.get(name) ? [[name, params.get(name)]] : [])));
  const parsed = StudioMediaQuerySchema.safeParse(kept);
  return parsed.success ? parsed.data : {};
}

/** The address with some of its parameters changed (null removes one). */
function withParams(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  return `?${next}`;
}

/** Words and the accessibility backlog's switch; a search starts at the first page. */
function Filters({ query, onSearch }: { query: StudioMediaQuery; onSearch: (query: StudioMediaQuery) => void }) {
  const id = useId();
  const [words, setWords] = useState(query.q ?? '');
  const [missing, setMissing] = useState(query.missing_alt === '1');
  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch({ q: words.trim() || undefined, missing_alt: missing ? '1' : undefined });
  }
  return (
    <form role="search" aria-label="Pictures" onSubmit={search} className={styles.filters}>
      <TextInput label="Words in the alt text or file name" type="search" value={words} onChange={setWords} maxLength={100} />
      <div className={fields.check}>
        <input id={`${id}-missing`} type="checkbox" checked={missing} onChange={(event) => setMissing(event.target.checked)} />
        <label htmlFor={`${id}-missing`}>Only pictures without alt text</label>
      </div>
      <Button type="submit" variant="outline">
        Search
      </Button>
    </form>
  );
}

/**
 * /studio/media (decision 126): every picture the site keeps, newest first, a page at a time; its filters, its page and the chosen
 * picture are in the address, so a link or Back returns to the same view. Choosing one shows its details beside the grid.
 */
export function MediaLibrary() {
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const chosen = params.get('image');
  const answer = useMediaLibrary(query);
  const [deleted, setDeleted] = useState('');

  const search = (next: StudioMediaQuery) =>
    setParams(withParams(params, { q: next.q ?? null, missing_alt: next.missing_alt ?? null, page: null, image: null }).slice(1));

  return (
    <>
      <MediaUpload onUploaded={(image) => setParams({ image: image.path })} />
      <h3>The library</h3>
      <Filters key={`${query.q ?? ''}-${query.missing_alt ?? ''}`} query={query} onSearch={search} />
      {chosen ? (
        <MediaDetails
          key={chosen}
          path={chosen}
          onDeleted={() => {
            setDeleted(STUDIO_MEDIA_MESSAGES.deleted);
            setParams(withParams(params, { image: null }).slice(1));
          }}
        />
      ) : null}
      <p role="status" className={fields.status}>
        {deleted}
      </p>
      <Loaded answer={answer} what="the pictures">
        {({ items, total, page, pages }) =>
          items.length === 0 ? (
            <p>{query.q || query.missing_alt ? 'No picture matches the search.' : 'The library is empty: upload a picture above.'}</p>
          ) : (
            <>
              <p role="status">
                {total.toLocaleString('en-US')} {total === 1 ? 'picture' : 'pictures'}
                {query.missing_alt ? ' without alt text' : ''}
              </p>
              <ul className={styles.grid} aria-label="Pictures">
                {items.map((item) => (
                  <li key={item.path}>
                    <Link className={styles.tile} to={withParams(params, { image: item.path })} aria-current={item.path === chosen ? 'true' : undefined}>
                      <MediaTileContent item={item} />
                    </Link>
                  </li>
                ))}
              </ul>
              <nav aria-label="Library pages" className={styles.pager}>
                {page > 1 ? <Link to={withParams(params, { page: String(page - 1) })}>Previous page</Link> : null}
                <span>
                  Page {page} of {pages}
                </span>
                {page < pages ? <Link to={withParams(params, { page: String(page + 1) })}>Next page</Link> : null}
              </nav>
            </>
          )
        }
      </Loaded>
    </>
  );
}
