import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@valley/shared/router';
import { PLACE_KINDS, type PlaceKind, StudioPlaceCreateBodySchema } from '@valley/shared/schemas/studio-places';
import { Button } from '@valley/shared/ui/button';
import fields from '../../../components/form-fields.module.css';
import { Outcome, TextInput } from '../../../components/studio-parts';
import { useCheckedSubmit } from '../../../lib/use-checked-submit';
import { useCreatePlace } from '../api/places';
import { PLACE_KINDS_SHOWN } from '../kinds';

/**
 * A new place of any kind (decision 123), checked by the API's own schema first: its address is made from its name when left empty
 * (an activity's is never asked for). Its editor opens on its first draft; it is on the site once published.
 */
export function NewPlaceForm() {
  const id = useId();
  const navigate = useNavigate();
  const [kind, setKind] = useState<PlaceKind>('category');
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const shownAs = PLACE_KINDS_SHOWN[kind];
  const { problems, failure, submit } = useCheckedSubmit(StudioPlaceCreateBodySchema, ['name', 'slug'], 'The place could not be made. Please try again.');
  const { trigger, isMutating } = useCreatePlace(kind);

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = shownAs.byAddress && slug.trim() !== '' ? { slug } : {};
    await submit({ name, ...address }, async (body) => {
      const place = await trigger({ body });
      navigate(shownAs.editor(place.id));
    });
  }

  return (
    <form onSubmit={create} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>New place</h3>
      <div className={fields.field}>
        <label htmlFor={`${id}-kind`}>Kind</label>
        <select id={`${id}-kind`} value={kind} onChange={(event) => setKind(event.target.value as PlaceKind)}>
          {PLACE_KINDS.map((option) => (
            <option key={option} value={option}>
              {PLACE_KINDS_SHOWN[option].caption}
            </option>
          ))}
        </select>
      </div>
      <TextInput label="Name" value={name} onChange={setName} error={problems.name} autoComplete="off" />
      {shownAs.byAddress ? (
        <TextInput label="Address (optional)" value={slug} onChange={setSlug} error={problems.slug} placeholder="made from the name" autoComplete="off" />
      ) : null}
      {shownAs.byAddress ? <p>Its page will be at {shownAs.page({ id: 0, slug: slug.trim().toLowerCase() || '…' })} once published.</p> : null}
      <Button type="submit" pending={isMutating}>
        Make the {shownAs.noun}
      </Button>
      <Outcome failure={failure} status="" />
    </form>
  );
}
