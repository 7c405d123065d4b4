import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { GOOGLE_CALENDAR_LABEL, type MemberDestination } from '@valley/shared/schemas/member';
import { TextField } from '../../../components/fields';
import { FormFrame, useItemForm } from '../../../components/form-frame';
import { galleryPhoto, GalleryInput, type GalleryPhoto } from '../../../components/gallery-input';
import { ImageInput } from '../../../components/image-input';
import { OrderedPicker } from '../../../components/ordered-picker';
import { PhoneField } from '../../../components/phone-field';
import { RichTextField } from '../../../components/rich-text-field';
import { useAmenityChoices, useCategoryChoices } from '../../../lib/lookups';
import { useMember, useMemberList } from '../../../lib/member-data';
import { imageChange } from '@valley/shared/media/image-file';
import { useAddDestination } from '../api/add-destination';
import { useRemoveDestination } from '../api/remove-destination';
import { useUpdateDestination } from '../api/update-destination';
import {
  DestinationFormSchema,
  destinationFromBusiness,
  destinationValues,
  EMPTY_DESTINATION,
  LINK_FIELDS,
  type DestinationFormInput,
  type DestinationFormOutput,
} from '../lib/destination-form';
import styles from '../../../components/member-form.module.css';

/** Add a destination (in the tab's collapsible region) or edit one (in its drawer); every write waits for the board (member-area §1). */
export function DestinationForm({ destination, onDone }: { destination?: MemberDestination; onDone: () => void }) {
  const add = useAddDestination();
  const update = useUpdateDestination();
  const remove = useRemoveDestination();
  const categories = useCategoryChoices();
  const amenities = useAmenityChoices();
  const { data: user } = useMember();
  const { data: own } = useMemberList('myDestinations');
  // Read once, as the add form opens: later list changes must not refill what the member is typing.
  const [business] = useState(() => (destination ? null : destinationFromBusiness(user, own)));
  const saved = useMemo(
    () => ({
      logo: destination?.main_img ?? '',
      header: destination?.header_img ?? '',
      categories: destination?.d_categories.map((category) => category.id) ?? [],
      amenities: destination?.d_amenities.map((amenity) => amenity.id) ?? [],
      photos: destination?.d_photos.map((photo) => galleryPhoto(photo.src)) ?? [],
    }),
    [destination],
  );
  const [logo, setLogo] = useState(business?.logo ?? saved.logo);
  const [header, setHeader] = useState(saved.header);
  const [categoryIds, setCategoryIds] = useState(saved.categories);
  const [amenityIds, setAmenityIds] = useState(saved.amenities);
  const [photos, setPhotos] = useState<GalleryPhoto[]>(saved.photos);
  const { form, frame } = useItemForm<DestinationFormInput, DestinationFormOutput>({
    kind: 'Destination',
    article: 'a',
    item: destination && { name: destination.name, remove: () => remove.trigger(destination.id) },
    resolver: zodResolver(DestinationFormSchema),
    defaultValues: destination ? destinationValues(destination) : (business?.values ?? EMPTY_DESTINATION),
    empty: () => EMPTY_DESTINATION,
    clear: () => {
      setLogo('');
      setHeader('');
      setCategoryIds([]);
      setAmenityIds([]);
      setPhotos([]);
    },
    onDone,
    write: async (fields) => {
      const lists = { categories: categoryIds, amenities: amenityIds };
      if (destination) {
        const photosChanged = photos.map((photo) => photo.key).join() !== saved.photos.map((photo) => photo.key).join();
        const answer = await update.trigger({
          ...fields,
          ...lists,
          id: destination.id,
          image: imageChange(logo, saved.logo),
          header_image: imageChange(header, saved.header),
          ...(photosChanged ? { photos: photos.map((photo) => photo.src) } : {}),
        });
        return `Updated destination: ${answer.name}`;
      }
      const answer = await add.trigger({ ...fields, ...lists, image: logo || null, header_image: header || null, photos: photos.map((photo) => photo.src) });
      return `Added destination: ${answer.name}`;
    },
  });
  const { register, control } = form;
  const { errors } = form.formState;

  return (
    <FormFrame {...frame}>
      {business ? <p className={styles.muted}>Filled in from the business on your profile; change anything before you add it.</p> : null}
      <div className={styles.grid}>
        <TextField label="Business Name" autoComplete="organization" error={errors.company_name?.message} {...register('company_name')} />
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <PhoneField error={errors.phone?.message} registration={register('phone')} />
        <TextField label="Address" autoComplete="street-address" error={errors.address?.message} {...register('address')} />
        <TextField label="City" autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
        <TextField label="Zip" autoComplete="postal-code" error={errors.zip_code?.message} {...register('zip_code')} />
      </div>
      <RichTextField control={control} name="description" label="Description" />
      <div className={styles.grid}>
        <ImageInput label="Logo" size="1000x1000" value={logo} onChange={setLogo} />
        <ImageInput label="Header Photo" size="2000x1000" value={header} onChange={setHeader} />
      </div>
      <GalleryInput value={photos} onChange={setPhotos} initial={saved.photos} />
      <div className={styles.grid}>
        <OrderedPicker label="Categories" choices={categories} value={categoryIds} onChange={setCategoryIds} initial={saved.categories} />
        <OrderedPicker label="Amenities" choices={amenities} value={amenityIds} onChange={setAmenityIds} initial={saved.amenities} />
      </div>
      <fieldset className={styles.section}>
        <legend>Links</legend>
        <div className={styles.grid}>
          {LINK_FIELDS.map(([name, label]) => (
            <TextField key={name} label={label} type="url" placeholder="https://" error={errors[name]?.message} {...register(name)} />
          ))}
          <TextField
            label={GOOGLE_CALENDAR_LABEL}
            hint="The public calendar's id, e.g. name@group.calendar.google.com"
            error={errors.calendar?.message}
            {...register('calendar')}
          />
        </div>
      </fieldset>
    </FormFrame>
  );
}
