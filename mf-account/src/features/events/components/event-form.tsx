import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useApiClient } from '@valley/shared/api/swr';
import type { MemberEvent } from '@valley/shared/schemas/member';
import { notify } from '@valley/shared/ui/toast';
import { SelectField, TextField } from '../../../components/fields';
import { FormFrame } from '../../../components/form-frame';
import { ImageInput } from '../../../components/image-input';
import { OrderedPicker } from '../../../components/ordered-picker';
import { PhoneField } from '../../../components/phone-field';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { useDestinationChoices, useEventCategoryChoices } from '../../../lib/lookups';
import { useReloadList } from '../../../lib/member-data';
import { errorText, RESULT_TOAST_MS } from '../../../lib/notices';
import { EMPTY_EVENT, eventFormResolver, eventValues, type EventFormInput, type EventFormOutput } from '../lib/event-form';
import { RecurrenceSection } from './recurrence-section';
import styles from '../../../components/member-form.module.css';

/** Add an event or edit one (Edit Event drawer: Save closes it and reloads the list, member-area §2). */
export function EventForm({ event, onDone }: { event?: MemberEvent; onDone: () => void }) {
  const formId = useId();
  const client = useApiClient();
  const reload = useReloadList();
  const { choices: destinations } = useDestinationChoices();
  const categories = useEventCategoryChoices();
  const savedCategories = useMemo(() => event?.d_categories.map((category) => category.id) ?? [], [event]);
  const [image, setImage] = useState(event?.main_img ?? '');
  const [categoryIds, setCategoryIds] = useState(savedCategories);
  const [removing, setRemoving] = useState(false);
  const form = useForm<EventFormInput, unknown, EventFormOutput>({ resolver: eventFormResolver, defaultValues: event ? eventValues(event) : EMPTY_EVENT });
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (fields) => {
    try {
      if (event) {
        const answer = await client.call('eventUpdate', { body: { ...fields, id: event.id, categories: categoryIds, image: image === (event.main_img ?? '') ? null : image } });
        notify.success(`Event updated: ${answer.title}`, { duration: RESULT_TOAST_MS });
      } else {
        const answer = await client.call('eventCreate', { body: { ...fields, categories: categoryIds, image: image || null } });
        notify.success(`Event added: ${answer.title}`, { duration: RESULT_TOAST_MS });
        reset(EMPTY_EVENT);
        setImage('');
        setCategoryIds([]);
      }
    } catch (error) {
      notify.error(errorText(error), { duration: RESULT_TOAST_MS });
      return;
    }
    await reload('myEvents');
    onDone();
  });

  const remove = async () => {
    if (!event || !window.confirm(`Remove ${event.title}? This cannot be undone.`)) return;
    setRemoving(true);
    try {
      const answer = await client.call('eventDelete', { body: { id: event.id } });
      notify.success(answer.message, { duration: RESULT_TOAST_MS });
      await reload('myEvents');
      onDone();
    } catch (error) {
      notify.error(errorText(error), { duration: RESULT_TOAST_MS });
      setRemoving(false);
    }
  };

  return (
    <FormFrame mode={event ? 'edit' : 'add'} formId={formId} title="Edit Event" submitLabel="Add Event" submitting={isSubmitting} removing={removing} onClose={onDone} onRemove={event ? remove : undefined}>
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate aria-label={event ? `Edit ${event.title}` : 'Add an Event'}>
        <TextField label="Title" error={errors.title?.message} {...register('title')} />
        <div className={styles.grid}>
          <TextField label="Start Date" type="datetime-local" error={errors.start_at?.message} {...register('start_at')} />
          <TextField label="End Date" type="datetime-local" error={errors.end_at?.message} {...register('end_at')} />
        </div>
        <TextField label="Summary" hint="One line shown on event cards." error={errors.summary?.message} {...register('summary')} />
        <Controller
          control={control}
          name="content"
          render={({ field, fieldState }) => <RichTextEditor label="Event Information" value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />}
        />
        <div className={styles.grid}>
          <SelectField label="Destination" hint="Where it happens, if it is one of the guide's places." error={errors.destination?.message} {...register('destination')}>
            <option value="">No destination</option>
            {destinations.map((destination) => (
              <option key={destination.id} value={destination.id}>
                {destination.name}
              </option>
            ))}
          </SelectField>
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
      </form>
    </FormFrame>
  );
}
