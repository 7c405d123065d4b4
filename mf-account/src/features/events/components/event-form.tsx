import { useMemo, useState } from 'react';
import type { MemberEvent } from '@valley/shared/schemas/member';
import { DestinationField } from '../../../components/destination-field';
import { TextField } from '../../../components/fields';
import { FormFrame, useItemForm } from '../../../components/form-frame';
import { ImageInput } from '../../../components/image-input';
import { OrderedPicker } from '../../../components/ordered-picker';
import { PhoneField } from '../../../components/phone-field';
import { RichTextField } from '../../../components/rich-text-field';
import { useDestinationChoices, useEventCategoryChoices } from '../../../lib/lookups';
import { imageChange } from '@valley/shared/media/image-file';
import { useAddEvent } from '../api/add-event';
import { useRemoveEvent } from '../api/remove-event';
import { useUpdateEvent } from '../api/update-event';
import { EMPTY_EVENT, eventFormResolver, eventValues, type EventFormInput, type EventFormOutput } from '../lib/event-form';
import { RecurrenceSection } from './recurrence-section';
import styles from '../../../components/member-form.module.css';

/** Add an event or edit one (Edit Event drawer: Save closes it and the list shows the saved event, member-area §2). */
export function EventForm({ event, onDone }: { event?: MemberEvent; onDone: () => void }) {
  const add = useAddEvent();
  const update = useUpdateEvent();
  const remove = useRemoveEvent();
  const { choices: destinations } = useDestinationChoices();
  const categories = useEventCategoryChoices();
  const savedCategories = useMemo(() => event?.d_categories.map((category) => category.id) ?? [], [event]);
  const [image, setImage] = useState(event?.main_img ?? '');
  const [categoryIds, setCategoryIds] = useState(savedCategories);
  const { form, frame } = useItemForm<EventFormInput, EventFormOutput>({
    kind: 'Event',
    article: 'an',
    item: event && { name: event.title, remove: () => remove.trigger(event.id) },
    resolver: eventFormResolver,
    defaultValues: event ? eventValues(event) : EMPTY_EVENT,
    empty: () => EMPTY_EVENT,
    clear: () => {
      setImage('');
      setCategoryIds([]);
    },
    onDone,
    write: async (fields) =>
      event
        ? `Event updated: ${(await update.trigger({ ...fields, id: event.id, categories: categoryIds, image: imageChange(image, event.main_img) })).title}`
        : `Event added: ${(await add.trigger({ ...fields, categories: categoryIds, image: image || null })).title}`,
  });
  const { register, control } = form;
  const { errors } = form.formState;

  return (
    <FormFrame {...frame}>
      <TextField label="Title" error={errors.title?.message} {...register('title')} />
      <div className={styles.grid}>
        <TextField label="Start Date" type="datetime-local" error={errors.start_at?.message} {...register('start_at')} />
        <TextField label="End Date" type="datetime-local" error={errors.end_at?.message} {...register('end_at')} />
      </div>
      <TextField label="Summary" hint="One line shown on event cards." error={errors.summary?.message} {...register('summary')} />
      <RichTextField control={control} name="content" label="Event Information" />
      <div className={styles.grid}>
        <DestinationField
          label="Destination"
          hint="Where it happens, if it is one of the guide's places."
          empty="No destination"
          choices={destinations}
          error={errors.destination?.message}
          {...register('destination')}
        />
        <ImageInput label="Event Image" value={image} onChange={setImage} />
      </div>
      <OrderedPicker label="Event Categories" choices={categories} value={categoryIds} onChange={setCategoryIds} initial={savedCategories} />
      <div className={styles.grid}>
        <TextField label="Email" type="email" error={errors.email?.message} {...register('email')} />
        <PhoneField error={errors.phone?.message} registration={register('phone')} />
        <TextField label="Website" type="url" placeholder="https://" error={errors.website?.message} {...register('website')} />
        <TextField label="Social Link" type="url" placeholder="https://" error={errors.social_link?.message} {...register('social_link')} />
      </div>
      <RecurrenceSection form={form} />
    </FormFrame>
  );
}
