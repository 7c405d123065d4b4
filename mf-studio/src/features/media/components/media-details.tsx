import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { IMAGE_WIDTHS, imageSrcSet } from '@valley/shared/media';
import { STUDIO_MEDIA_MESSAGES, StudioMediaAltBodySchema, type StudioMediaDetail } from '@valley/shared/schemas/studio-media';
import { Button } from '@valley/shared/ui/button';
import { Loaded, Outcome, TextInput } from '../../../components/studio-parts';
import { When } from '../../../components/when';
import { useCheckedSubmit } from '../../../lib/use-checked-submit';
import { useMediaImage, useMediaWrite } from '../api/media';
import { MediaUses } from './media-uses';
import styles from './media.module.css';

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-US')} KB`;

/** The words that stand for the picture, written and saved here; checked by the API's own schema first. */
function AltText({ image }: { image: StudioMediaDetail }) {
  const [alt, setAlt] = useState(image.alt ?? '');
  const [status, setStatus] = useState('');
  const { problems, failure, submit } = useCheckedSubmit(StudioMediaAltBodySchema, ['alt'], 'The alt text could not be saved. Please try again.');
  const { trigger, isMutating } = useMediaWrite('studioMediaAlt');

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus('');
    await submit({ path: image.path, alt }, async (body) => {
      await trigger({ body });
      setStatus(STUDIO_MEDIA_MESSAGES.saved);
    });
  }

  return (
    <form onSubmit={save} noValidate>
      <TextInput label="Alt text" value={alt} onChange={setAlt} error={problems.alt} autoComplete="off" />
      <Button type="submit" pending={isMutating}>
        Save alt text
      </Button>
      <Outcome failure={failure} status={status} />
    </form>
  );
}

/** One picture of the library (decision 126), keyed by its path: how it looks, its sizes, who put it here and when, its alt text, and what uses it. */
export function MediaDetails({ path }: { path: string }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const answer = useMediaImage(path);
  // A picture chosen from the grid is read next: focus moves to its details (each picture mounts its own, by key).
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={id} className={styles.details}>
      <h3 id={id} ref={heading} tabIndex={-1}>
        The chosen picture
      </h3>
      <Loaded answer={answer} what="the picture">
        {(image) => (
          <>
            <img src={image.url} srcSet={imageSrcSet(image.url)} sizes="(min-width: 60rem) 40rem, 100vw" alt={image.alt ?? ''} />
            <dl className={styles.facts}>
              <dt>Size</dt>
              <dd>
                {image.width} × {image.height} pixels, {kilobytes(image.bytes)} (WebP)
              </dd>
              <dt>Also served at</dt>
              <dd>{IMAGE_WIDTHS.filter((width) => width < image.width).join(', ') || 'its own width only'} pixels wide</dd>
              <dt>Added</dt>
              <dd>
                <When at={image.uploaded_at} /> {image.uploaded_by ? `by ${image.uploaded_by}` : 'by the site’s seed'}
              </dd>
              <dt>Address</dt>
              <dd>
                <code>{image.path}</code>
              </dd>
            </dl>
            {image.alt ? null : <p className={styles.missing}>This picture has no alt text yet.</p>}
            <AltText key={image.path} image={image} />
            <h4>Where it is used</h4>
            <MediaUses uses={image.used_by} />
          </>
        )}
      </Loaded>
    </section>
  );
}
