import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useApiClient } from '@valley/shared/api/swr';
import type { MemberTip } from '@valley/shared/schemas/member';
import { notify } from '@valley/shared/ui/toast';
import { SelectField, TextField } from '../../../components/fields';
import { FormFrame } from '../../../components/form-frame';
import { ImageInput } from '../../../components/image-input';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { useDestinationChoices } from '../../../lib/lookups';
import { useReloadList } from '../../../lib/member-data';
import { errorText, RESULT_TOAST_MS } from '../../../lib/notices';
import { emptyTip, TipFormSchema, tipValues, type TipFormInput, type TipFormOutput } from '../lib/tip-form';
import styles from '../../../components/member-form.module.css';

/** Add a local tip about a destination, or edit one (Edit Tip drawer: Cancel, Remove, Save). */
export function TipForm({ tip, destinationId, onDone }: { tip?: MemberTip; destinationId?: number | null; onDone: () => void }) {
  const formId = useId();
  const client = useApiClient();
  const reload = useReloadList();
  const { choices } = useDestinationChoices();
  const [image, setImage] = useState(tip?.main_img ?? '');
  const [removing, setRemoving] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TipFormInput, unknown, TipFormOutput>({ resolver: zodResolver(TipFormSchema), defaultValues: tip ? tipValues(tip) : emptyTip(destinationId) });

  const onSubmit = handleSubmit(async (fields) => {
    try {
      if (tip) {
        const answer = await client.call('tipUpdate', { body: { ...fields, id: tip.id, image: image === (tip.main_img ?? '') ? null : image } });
        notify.success(`Tip updated: ${answer.title}`, { duration: RESULT_TOAST_MS });
      } else {
        const answer = await client.call('tipCreate', { body: { ...fields, image: image || null } });
        notify.success(`Tip added: ${answer.title}`, { duration: RESULT_TOAST_MS });
        reset(emptyTip());
        setImage('');
      }
    } catch (error) {
      notify.error(errorText(error), { duration: RESULT_TOAST_MS });
      return;
    }
    await reload('myTips');
    onDone();
  });

  const remove = async () => {
    if (!tip || !window.confirm(`Remove ${tip.title}? This cannot be undone.`)) return;
    setRemoving(true);
    try {
      const answer = await client.call('tipDelete', { body: { id: tip.id } });
      notify.success(answer.message, { duration: RESULT_TOAST_MS });
      await reload('myTips');
      onDone();
    } catch (error) {
      notify.error(errorText(error), { duration: RESULT_TOAST_MS });
      setRemoving(false);
    }
  };

  return (
    <FormFrame mode={tip ? 'edit' : 'add'} formId={formId} title="Edit Tip" submitLabel="Add Tip" submitting={isSubmitting} removing={removing} onClose={onDone} onRemove={tip ? remove : undefined}>
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate aria-label={tip ? `Edit ${tip.title}` : 'Add a Tip'}>
        <div className={styles.grid}>
          <TextField label="Title" error={errors.tip_title?.message} {...register('tip_title')} />
          <SelectField label="Destination" error={errors.destination?.message} {...register('destination')}>
            <option value="">Choose a destination</option>
            {choices.map((destination) => (
              <option key={destination.id} value={destination.id}>
                {destination.name}
              </option>
            ))}
          </SelectField>
        </div>
        <Controller
          control={control}
          name="tip"
          render={({ field, fieldState }) => <RichTextEditor label="Tip" value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />}
        />
        <div className={styles.grid}>
          <TextField label="Website" type="url" placeholder="https://" error={errors.website?.message} {...register('website')} />
          <TextField label="Social Link" type="url" placeholder="https://" error={errors.social_link?.message} {...register('social_link')} />
        </div>
        <ImageInput label="Tip Image" value={image} onChange={setImage} />
      </form>
    </FormFrame>
  );
}
