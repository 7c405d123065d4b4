import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import type { ProfileUpdateBodySchema, User } from '@valley/shared/schemas/account';
import { textValues } from '../lib/form-values';
import { TextField } from './fields';
import { ImageInput } from './image-input';
import { RichTextEditor } from './rich-text-editor';
import styles from './member-form.module.css';

type ProfileInput = z.input<typeof ProfileUpdateBodySchema>;
export type BusinessValues = Pick<
  ProfileInput,
  'company_name' | 'company_address' | 'company_city' | 'company_zip' | 'company_content' | 'website' | 'social_link' | 'calendar'
>;

/** The business fields, as the profile stores them. */
export const BUSINESS_FIELDS = [
  'company_name',
  'company_address',
  'company_city',
  'company_zip',
  'company_content',
  'website',
  'social_link',
  'calendar',
] as const satisfies readonly (keyof BusinessValues)[];

/** The business fields' values for a form (from the saved user) or for a save (from the form): each as typed, or ''. */
export const businessValues = (from: BusinessValues | User): Required<{ [Name in keyof BusinessValues]: string }> => textValues(from, BUSINESS_FIELDS);

const TEXT_FIELDS = [
  ['company_name', 'Business Name', 'text'],
  ['company_address', 'Business Address', 'text'],
  ['company_city', 'Business City', 'text'],
  ['company_zip', 'Business Zip', 'text'],
  ['website', 'Website', 'url'],
  ['social_link', 'Social Link', 'url'],
  ['calendar', 'Google Calendar ID', 'text'],
] as const;

/** The member's business (the wizard's Destination step and Edit My Profile); it fills in their first 'Add a Destination'. */
export function BusinessFields({
  register,
  about,
  errors,
  image,
  onImage,
}: {
  register: UseFormRegister<BusinessValues>;
  /** 'About the Business': the form's controller of company_content (useController). */
  about: {
    field: { value?: string | null | undefined; onChange: (html: string) => void; onBlur: () => void };
    fieldState: { error?: { message?: string } | undefined };
  };
  errors: FieldErrors<BusinessValues>;
  image: string;
  onImage: (image: string) => void;
}) {
  return (
    <>
      <div className={styles.grid}>
        {TEXT_FIELDS.map(([name, label, type]) => (
          <TextField
            key={name}
            label={label}
            type={type}
            placeholder={type === 'url' ? 'https://' : undefined}
            error={errors[name]?.message}
            {...register(name)}
          />
        ))}
      </div>
      <RichTextEditor
        label="About the Business"
        value={about.field.value ?? ''}
        onChange={about.field.onChange}
        onBlur={about.field.onBlur}
        error={about.fieldState.error?.message}
      />
      <ImageInput label="Business Image" value={image} onChange={onImage} />
    </>
  );
}
