import { useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { ItineraryPayload, MemberItinerary } from '@valley/shared/schemas/member';
import { notify } from '@valley/shared/ui/toast';
import { Button } from '@valley/shared/ui/button';
import { DestinationChoiceField } from '../../../components/destination-field';
import { TextField } from '../../../components/fields';
import { FormFrame, useItemForm } from '../../../components/form-frame';
import { ImageInput } from '../../../components/image-input';
import { RichTextField } from '../../../components/rich-text-field';
import { SortableList } from '../../../components/sortable-list';
import { useDestinationChoices } from '../../../lib/lookups';
import { imageChange } from '@valley/shared/media/image-file';
import { RESULT_TOAST_MS } from '../../../lib/notices';
import { useAddItinerary } from '../api/add-itinerary';
import { useRemoveItinerary } from '../api/remove-itinerary';
import { useUpdateItinerary } from '../api/update-itinerary';
import {
  emptyItinerary,
  itineraryResolver,
  itineraryValues,
  ITEMS_MESSAGE,
  newStop,
  placeholderStops,
  type ItineraryFormInput,
  type StopDraft,
} from '../lib/itinerary-form';
import { StopFields } from './stop-fields';
import styles from '../../../components/member-form.module.css';

/** Add an itinerary (three placeholder stops to start) or edit one in its drawer; stops reorder by drag or buttons. */
export function ItineraryForm({ itinerary, destinationId, onDone }: { itinerary?: MemberItinerary; destinationId?: number | null; onDone: () => void }) {
  const stopsId = useId();
  const add = useAddItinerary();
  const update = useUpdateItinerary();
  const remove = useRemoveItinerary();
  const { choices } = useDestinationChoices();
  const initial = useMemo(() => (itinerary ? itineraryValues(itinerary) : emptyItinerary(destinationId)), [itinerary, destinationId]);
  const [image, setImage] = useState(itinerary?.main_img ?? '');
  const { form, frame } = useItemForm<ItineraryFormInput, ItineraryPayload>({
    kind: 'Itinerary',
    article: 'an',
    item: itinerary && { name: itinerary.title, remove: () => remove.trigger(itinerary.id) },
    resolver: itineraryResolver,
    defaultValues: initial,
    empty: emptyItinerary,
    clear: () => setImage(''),
    onDone,
    write: async (payload) =>
      itinerary
        ? `Itinerary updated: ${(await update.trigger({ ...payload, id: itinerary.id, image: imageChange(image, itinerary.main_img) })).title}`
        : `Itinerary added: ${(await add.trigger({ ...payload, image: image || null })).title}`,
    // The stops' message is the spec's client error (§8): a notice as well as under the stops.
    onInvalid: (invalid) => {
      if (invalid.items) notify.error(ITEMS_MESSAGE, { duration: RESULT_TOAST_MS });
    },
  });
  const { register, control, setValue } = form;
  const { errors, isSubmitted } = form.formState;
  const stops = useWatch({ control, name: 'items' });
  const stopsInvalid = Boolean(errors.items);
  const setStops = (next: StopDraft[]) => setValue('items', next, { shouldValidate: isSubmitted });

  return (
    <FormFrame {...frame}>
      <div className={styles.grid}>
        <TextField label="Title" error={errors.title?.message} {...register('title')} />
        <DestinationChoiceField control={control} name="destination" label="Main Destination" choices={choices} />
      </div>
      <RichTextField control={control} name="content" label="Itinerary Information" />
      <ImageInput label="Itinerary Image" value={image} onChange={setImage} />
      <fieldset className={styles.section} aria-describedby={stopsInvalid ? `${stopsId}-stops-error` : undefined}>
        <legend>Stops</legend>
        <SortableList
          label="Stops"
          items={stops}
          onChange={setStops}
          itemName={(_, index) => `stop ${index + 1}`}
          renderItem={(stop, index) => (
            <StopFields
              stop={stop}
              number={index + 1}
              destinations={choices}
              invalid={stopsInvalid}
              onChange={(next) => setStops(stops.map((other) => (other.key === stop.key ? next : other)))}
            />
          )}
        />
        {stopsInvalid ? (
          <p id={`${stopsId}-stops-error`} className={styles.problem} role="alert">
            {ITEMS_MESSAGE}
          </p>
        ) : null}
        <div className={styles.inline}>
          <Button variant="secondary" onClick={() => setStops([...stops, newStop()])}>
            Add a stop
          </Button>
          <Button variant="secondary" onClick={() => setStops(itinerary ? initial.items : placeholderStops())}>
            Reset stops
          </Button>
        </div>
      </fieldset>
    </FormFrame>
  );
}
