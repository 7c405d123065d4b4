import { useId, useState, type FormEvent } from 'react';
import { useApi } from '@valley/shared/api/swr';
import { withImageFocus } from '@valley/shared/media';
import type { StudioMediaItem } from '@valley/shared/schemas/studio-media';
import { Button } from '@valley/shared/ui/button';
import { Modal } from '@valley/shared/ui/modal';
import styles from './media-grid.module.css';
import { MediaTileContent } from './media-tile';
import { Loaded, TextInput } from './studio-parts';

/**
 * "Choose from the library" beside an image field (decision 126): a dialog over the media library, searched by words, a page at a
 * time; the chosen picture is the field's new value (its address on the API, which every image field takes as a stored image), with
 * its focal point (decision 134).
 */
export function MediaPicker({ label, onPick }: { label: string; onPick: (url: string) => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [words, setWords] = useState('');
  const [query, setQuery] = useState<{ q?: string; page?: number }>({});
  // The library's own call (features/media owns its screen); asked only while the dialog is open.
  const answer = useApi('studioMedia', open ? { query } : null);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // React carries events through the portal to the editor's own form around the field: this search must not save the post.
    event.stopPropagation();
    setQuery({ q: words.trim() || undefined });
  }
  function pick(item: StudioMediaItem) {
    onPick(withImageFocus(item.url, item.focus));
    setOpen(false);
  }

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Choose {label.toLowerCase()} from the library
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy={`${id}-title`}>
        <h2 id={`${id}-title`}>Choose {label.toLowerCase()}</h2>
        <form role="search" aria-label="Pictures in the library" onSubmit={search} className={styles.filters}>
          <TextInput label="Words in the alt text or file name" type="search" value={words} onChange={setWords} maxLength={100} />
          <Button type="submit" variant="outline">
            Search
          </Button>
        </form>
        <Loaded answer={answer} what="the pictures">
          {({ items, page, pages }) =>
            items.length === 0 ? (
              <p>{query.q ? 'No picture matches the search.' : 'The library is empty: upload pictures in the Media library.'}</p>
            ) : (
              <>
                <ul className={styles.grid} aria-label="Pictures">
                  {items.map((item) => (
                    <li key={item.path}>
                      <button type="button" className={styles.tile} onClick={() => pick(item)}>
                        <MediaTileContent item={item} />
                      </button>
                    </li>
                  ))}
                </ul>
                <div className={styles.pager}>
                  {page > 1 ? (
                    <Button variant="outline" onClick={() => setQuery({ ...query, page: page - 1 })}>
                      Previous page
                    </Button>
                  ) : null}
                  <span>
                    Page {page} of {pages}
                  </span>
                  {page < pages ? (
                    <Button variant="outline" onClick={() => setQuery({ ...query, page: page + 1 })}>
                      Next page
                    </Button>
                  ) : null}
                </div>
              </>
            )
          }
        </Loaded>
        <Button variant="outline" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </Modal>
    </>
  );
}
