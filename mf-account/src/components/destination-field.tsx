import type { ComponentProps } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { Choice } from '../lib/lookups';
import { SelectField } from './fields';

type DestinationFieldProps = Omit<ComponentProps<typeof SelectField>, 'children'> & { choices: Choice[]; empty?: string };

/** A select of the destinations a member may pick (lib/lookups), after an empty first choice. */
export function DestinationField({ choices, empty = 'Choose a destination', ...select }: DestinationFieldProps) {
  return (
    <SelectField {...select}>
      <option value="">{empty}</option>
      {choices.map((destination) => (
        <option key={destination.id} value={destination.id}>
          {destination.name}
        </option>
      ))}
    </SelectField>
  );
}

/** The destination of a react-hook-form form, controlled: one chosen before the list has loaded ('Add a Tip' on its page) shows once it has. */
export function DestinationChoiceField<Values extends FieldValues, Output>({
  control,
  name,
  label,
  choices,
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: string;
  choices: Choice[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DestinationField label={label} choices={choices} error={fieldState.error?.message} {...field} value={String(field.value ?? '')} />
      )}
    />
  );
}
