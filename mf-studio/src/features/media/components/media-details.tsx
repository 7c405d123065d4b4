import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { IMAGE_WIDTHS, type ImageFocus, imageSrcSet } from '@valley/shared/media';
import { STUDIO_MEDIA_MESSAGES, StudioMediaAltBodySchema, type StudioMediaDetail } from '@valley/shared/schemas/studio-media';
import { Button } from '@valley/shared/ui/button';
import fields from '../../../components/form-fields.module.css';
import { useStudioRole } from '../../../components/studio-frame';
import { Loaded, Outcome, TextInput } from '../../../components/studio-parts';
import { refusalOf } from '../../../lib/form-messages';
import { When } from '../../../components/when';
import { useCheckedSubmit } from '../../../lib/use-checked-submit';
import { useDeleteImage, useMediaImage, useMediaWrite } from '../api/media';
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

/** Where the site crops a picture without a focal point of its own: `--image-focus` in the shared tokens (decision 081). */
const SITE_FOCUS: ImageFocus = { x: 50, y: 65 };
const percentOf = (value: string) => Math.min(100, Math.max(0, Math.round(Number(value) || 0)));

/**
 * Where the picture's subject is (decision 134): pressed on the picture, or typed in percents by keyboard. Two crops show what the
 * site's wide headers and square cards keep; saved, the studio's pages, posts and places that show the picture carry the point.
 */
function FocalPoint({ image }: { image: StudioMediaDetail }) {
  const [focus, setFocus] = useState<ImageFocus>(image.focus ?? SITE_FOCUS);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const { trigger, isMutating } = useMediaWrite('studioMediaFocus');
  const position = `${focus.x}% ${focus.y}%`;

  function press(event: MouseEvent<HTMLButtonElement>) {
    // Enter or Space on the button has no point: the fields below take the keyboard.
    if (event.detail === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    setFocus({ x: percentOf(String(((event.clientX - box.left) / box.width) * 100)), y: percentOf(String(((event.clientY - box.top) / box.height) * 100)) });
    setStatus('');
  }
  async function save(next: ImageFocus | null) {
    setStatus('');
    setFailure('');
    try {
      await trigger({ body: { path: image.path, focus: next } });
      if (!next) setFocus(SITE_FOCUS);
      setStatus(next ? STUDIO_MEDIA_MESSAGES.focusSaved : STUDIO_MEDIA_MESSAGES.focusReset);
    } catch (error) {
      setFailure(refusalOf(error, [], 'The focal point could not be saved. Please try again.').message);
    }
  }

  return (
    <fieldset className={styles.focus}>
      <legend>Focal point</legend>
      <p>Press the picture where its subject is, or give the point in percents. The site’s crops keep it in view.</p>
      <button type="button" className={styles.focusPicture} onClick={press} aria-label="Set the focal point where you press on the picture">
        <img src={image.url} srcSet={imageSrcSet(image.url)} sizes="(min-width: 60rem) 40rem, 100vw" alt={image.alt ?? ''} />
        <span className={styles.focusMark} style={{ left: `${focus.x}%`, top: `${focus.y}%` }} aria-hidden="true" />
      </button>
      <div className={fields.actions}>
        <TextInput label="Across (%)" type="number" min={0} max={100} value={String(focus.x)} onChange={(x) => setFocus({ ...focus, x: percentOf(x) })} />
        <TextInput label="Down (%)" type="number" min={0} max={100} value={String(focus.y)} onChange={(y) => setFocus({ ...focus, y: percentOf(y) })} />
      </div>
      <div className={styles.crops} aria-label="How the site crops it" role="group">
        <img className={styles.wideCrop} src={image.url} alt="" style={{ objectPosition: position }} />
        <img className={styles.squareCrop} src={image.url} alt="" style={{ objectPosition: position }} />
      </div>
      <div className={fields.actions}>
        <Button pending={isMutating} onClick={() => void save(focus)}>
          Save focal point
        </Button>
        {image.focus ? (
          <Button variant="outline" disabled={isMutating} onClick={() => void save(null)}>
            Reset to the site’s crop
          </Button>
        ) : null}
      </div>
      <Outcome failure={failure} status={status} />
    </fieldset>
  );
}

/**
 * Deleting an upload nothing uses, for publishers and the Board, after a second press: it cannot be undone. The seed's drawn pictures
 * and pictures in use say why they stay.
 */
function DeletePicture({ image, onDeleted }: { image: StudioMediaDetail; onDeleted: () => void }) {
  const role = useStudioRole();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState('');
  const { trigger, isMutating } = useDeleteImage();
  if (role !== 'admin' && role !== 'publisher') return null;
  if (!image.path.startsWith('/media/uploads/')) return <p>{STUDIO_MEDIA_MESSAGES.notUpload}.</p>;
  if (image.used_by.length > 0) return <p>It can be deleted once nothing uses it.</p>;

  async function remove() {
    setFailure('');
    try {
      await trigger(image.path);
      onDeleted();
    } catch (error) {
      setFailure(refusalOf(error, [], 'The picture could not be deleted. Please try again.').message);
    }
  }
  return (
    <div className={fields.actions}>
      {asking ? (
        <>
          <p>Delete this picture for good? It cannot be undone.</p>
          <Button pending={isMutating} onClick={() => void remove()}>
            Delete for good
          </Button>
          <Button variant="outline" onClick={() => setAsking(false)}>
            Keep it
          </Button>
        </>
      ) : (
        <Button variant="outline" onClick={() => setAsking(true)}>
          Delete picture
        </Button>
      )}
      <Outcome failure={failure} status="" />
    </div>
  );
}

/** One picture of the library (decision 126), keyed by its path: how it looks, its sizes, who put it here and when, its alt text, and what uses it. */
export function MediaDetails({ path, onDeleted }: { path: string; onDeleted: () => void }) {
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
            <FocalPoint key={image.path} image={image} />
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
            <DeletePicture image={image} onDeleted={onDeleted} />
          </>
        )}
      </Loaded>
    </section>
  );
}
