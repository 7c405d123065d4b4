import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import type { MemberTip } from '@valley/shared/schemas/member';
import { DestinationChoiceField } from '../../../components/destination-field';
import { TextField } from '../../../components/fields';
import { FormFrame, useItemForm } from '../../../components/form-frame';
import { ImageInput } from '../../../components/image-input';
import { RichTextField } from '../../../components/rich-text-field';
import { useDestinationChoices } from '../../../lib/lookups';
import { imageChange } from '@valley/shared/media/image-file';
import { useAddTip } from '../api/add-tip';
import { useRemoveTip } from '../api/remove-tip';
import { useUpdateTip } from '../api/update-tip';
import { emptyTip, TipFormSchema, tipValues, type TipFormInput, type TipFormOutput } from '../lib/tip-form';
import styles from '../../../components/member-form.module.css';

/** Add a local tip about a destination, or edit one (Edit Tip drawer: Cancel, Remove, Save). */
export function TipForm({ tip, destinationId, onDone }: { tip?: MemberTip; destinationId?: number | null; onDone: () => void }) {
  const add = useAddTip();
  const update = useUpdateTip();
  const remove = useRemoveTip();
  const { choices } = useDestinationChoices();
  const [image, setImage] = useState(tip?.main_img ?? '');
  const { form, frame } = useItemForm<TipFormInput, TipFormOutput>({
    kind: 'Tip',
    article: 'a',
    item: tip && { name: tip.title, remove: () => remove.trigger(tip.id) },
    resolver: zodResolver(TipFormSchema),
    defaultValues: tip ? tipValues(tip) : emptyTip(destinationId),
    empty: emptyTip,
    clear: () => setImage(''),
    onDone,
    write: async (fields) =>
      tip
        ? `Tip updated: ${(await update.trigger({ ...fields, id: tip.id, image: imageChange(image, tip.main_img) })).title}`
        : `Tip added: ${(await add.trigger({ ...fields, image: image || null })).title}`,
  });
  const { register, control } = form;
  const { errors } = form.formState;

  return (
    <FormFrame {...frame}>
      <div className={styles.grid}>
        <TextField label="Title" error={errors.tip_title?.message} {...register('tip_title')} />
        <DestinationChoiceField control={control} name="destination" label="Destination" choices={choices} />
      </div>
      <RichTextField control={control} name="tip" label="Tip" />
      <div className={styles.grid}>
        <TextField label="Website" type="url" placeholder="https://" error={errors.website?.message} {...register('website')} />
        <TextField label="Social Link" type="url" placeholder="https://" error={errors.social_link?.message} {...register('social_link')} />
      </div>
      <ImageInput label="Tip Image" value={image} onChange={setImage} />
    </FormFrame>
  );
}
