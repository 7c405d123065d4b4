import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  STUDIO_AMENITY_MESSAGES,
  StudioAmenityCreateBodySchema,
  StudioAmenityRenameBodySchema,
  type StudioAmenity,
} from '@valley/shared/schemas/studio-amenities';
import { Button } from '@valley/shared/ui/button';
import fields from '../../../components/form-fields.module.css';
import { useStudioRole } from '../../../components/studio-frame';
import { Loaded, Outcome, TextInput } from '../../../components/studio-parts';
import { StudioTable } from '../../../components/studio-table';
import { refusalOf } from '../../../lib/form-messages';
import { useCheckedSubmit } from '../../../lib/use-checked-submit';
import { useAmenities, useAmenityCalls } from '../api/amenities';

/** A new amenity, checked by the API's own schema first; partners can tick it at once. */
function NewAmenity({ onDone }: { onDone: (said: string) => void }) {
  const [name, setName] = useState('');
  const { problems, failure, submit } = useCheckedSubmit(StudioAmenityCreateBodySchema, ['name'], 'The amenity could not be added. Please try again.');
  const { trigger, isMutating } = useAmenityCalls().create;
  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit({ name }, async (body) => {
      await trigger({ body });
      setName('');
      onDone(STUDIO_AMENITY_MESSAGES.created);
    });
  }
  return (
    <form onSubmit={add} noValidate aria-label="New amenity" className={fields.actions}>
      <TextInput label="New amenity" value={name} onChange={setName} error={problems.name} autoComplete="off" />
      <Button type="submit" pending={isMutating}>
        Add
      </Button>
      <Outcome failure={failure} status="" />
    </form>
  );
}

/** One amenity's new name, in its row; Escape or Cancel leaves it as it was. */
function Rename({ amenity, onDone }: { amenity: StudioAmenity; onDone: (said: string | null) => void }) {
  const [name, setName] = useState(amenity.name);
  const form = useRef<HTMLFormElement>(null);
  // Opened by Rename: the new name is typed next.
  useEffect(() => form.current?.querySelector('input')?.focus(), []);
  const { problems, failure, submit } = useCheckedSubmit(StudioAmenityRenameBodySchema, ['name'], 'The amenity could not be renamed. Please try again.');
  const { trigger, isMutating } = useAmenityCalls().rename;
  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit({ id: amenity.id, name }, async (body) => {
      await trigger({ body });
      onDone(STUDIO_AMENITY_MESSAGES.renamed);
    });
  }
  return (
    <form ref={form} onSubmit={save} noValidate className={fields.actions}>
      <TextInput
        label={`New name for ${amenity.name}`}
        value={name}
        onChange={setName}
        onKeyDown={(event) => event.key === 'Escape' && onDone(null)}
        error={problems.name}
        autoComplete="off"
      />
      <Button type="submit" pending={isMutating}>
        Save
      </Button>
      <Button variant="outline" onClick={() => onDone(null)}>
        Cancel
      </Button>
      <Outcome failure={failure} status="" />
    </form>
  );
}

/**
 * The amenities partners tick on their listings (decision 127), with how many listings on the site have each. Publishers and the
 * Board add, rename, retire and bring them back, at once: an amenity is a name, with nothing to preview.
 */
export function AmenityList() {
  const id = useId();
  const role = useStudioRole();
  const canChange = role === 'admin' || role === 'publisher';
  const [renaming, setRenaming] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const { retire, reinstate } = useAmenityCalls();

  async function standing(amenity: StudioAmenity) {
    setStatus('');
    setFailure('');
    const call = amenity.status === 'live' ? retire : reinstate;
    try {
      await call.trigger({ body: { id: amenity.id } });
      setStatus(amenity.status === 'live' ? STUDIO_AMENITY_MESSAGES.retired : STUDIO_AMENITY_MESSAGES.reinstated);
    } catch (error) {
      setFailure(refusalOf(error, [], 'The amenity could not be changed. Please try again.').message);
    }
  }

  return (
    <section aria-labelledby={id}>
      <h3 id={id}>Amenities</h3>
      <p>
        What partners tick on their listings, shown on each listing’s page.{' '}
        {canChange ? 'Changes take effect at once.' : 'Publishers and the board change them.'}
      </p>
      {canChange ? <NewAmenity onDone={setStatus} /> : null}
      <Loaded answer={useAmenities()} what="the amenities" empty={<p>No amenity yet.</p>}>
        {(amenities) => (
          <StudioTable caption="Amenities" columns={['Name', 'Listings', 'Status', ...(canChange ? ['Change'] : [])]}>
            {amenities.map((amenity) => (
              <tr key={amenity.id}>
                <th scope="row">
                  {renaming === amenity.id ? (
                    <Rename
                      amenity={amenity}
                      onDone={(said) => {
                        setRenaming(null);
                        if (said) setStatus(said);
                      }}
                    />
                  ) : (
                    amenity.name
                  )}
                </th>
                <td>{amenity.listings}</td>
                <td>{amenity.status === 'live' ? 'Offered' : 'Retired'}</td>
                {canChange ? (
                  <td className={fields.actions}>
                    <Button variant="outline" onClick={() => setRenaming(amenity.id)} aria-label={`Rename ${amenity.name}`}>
                      Rename
                    </Button>
                    <Button
                      variant="outline"
                      onClick={() => void standing(amenity)}
                      aria-label={`${amenity.status === 'live' ? 'Retire' : 'Bring back'} ${amenity.name}`}
                    >
                      {amenity.status === 'live' ? 'Retire' : 'Bring back'}
                    </Button>
                  </td>
                ) : null}
              </tr>
            ))}
          </StudioTable>
        )}
      </Loaded>
      <Outcome failure={failure} status={status} />
    </section>
  );
}
