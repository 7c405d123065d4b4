import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { RichTextEditor } from './rich-text-editor';

/** A form's rich text field: the editor bound to `name` of a react-hook-form form, with the field's message (member-area §5). */
export function RichTextField<Values extends FieldValues, Output>({
  control,
  name,
  label,
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPathByValue<Values, string | null | undefined>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RichTextEditor label={label} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
      )}
    />
  );
}
