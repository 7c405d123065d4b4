import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { acceptImage, readAsDataUrl } from '@valley/shared/media/image-file';
import { STUDIO_MEDIA_MESSAGES, StudioMediaUploadBodySchema, type StudioMediaDetail } from '@valley/shared/schemas/studio-media';
import { Button } from '@valley/shared/ui/button';
import fields from '../../../components/form-fields.module.css';
import { FieldMessage, Outcome, TextInput } from '../../../components/studio-parts';
import { useCheckedSubmit } from '../../../lib/use-checked-submit';
import { useMediaWrite } from '../api/media';

/**
 * A new picture for the library with the words that stand for it (decision 126): images only and at most 5,000,000 bytes in the
 * browser, then the API's checked, re-encoded pipeline. `onUploaded` opens it.
 */
export function MediaUpload({ onUploaded }: { onUploaded: (image: StudioMediaDetail) => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [image, setImage] = useState('');
  const [alt, setAlt] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const { problems, failure, submit } = useCheckedSubmit(StudioMediaUploadBodySchema, ['image', 'alt'], 'The picture could not be uploaded. Please try again.');
  const { trigger, isMutating } = useMediaWrite('studioMediaUpload');

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    setStatus('');
    const { file, refused } = await acceptImage(event.currentTarget);
    setPicked(refused);
    setImage(file ? await readAsDataUrl(file) : '');
  }

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus('');
    await submit({ image, alt }, async (body) => {
      const stored = await trigger({ body });
      setImage('');
      setAlt('');
      if (input.current) input.current.value = '';
      setStatus(STUDIO_MEDIA_MESSAGES.uploaded);
      onUploaded(stored);
    });
  }

  const imageError = picked ?? problems.image;
  return (
    <form onSubmit={upload} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Upload a picture</h3>
      <div className={fields.field}>
        <label htmlFor={`${id}-file`}>Picture</label>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept="image/*"
          onChange={(event) => void pick(event)}
          aria-invalid={imageError ? true : undefined}
          aria-describedby={imageError ? `${id}-file-error` : undefined}
        />
        <FieldMessage id={`${id}-file`} error={imageError} />
        {image ? <img className={fields.preview} src={image} alt="" /> : null}
      </div>
      <TextInput label="Alt text" value={alt} onChange={setAlt} error={problems.alt} autoComplete="off" placeholder="What the picture shows" />
      <Button type="submit" pending={isMutating}>
        Upload
      </Button>
      <Outcome failure={failure} status={status} />
    </form>
  );
}
