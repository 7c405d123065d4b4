import type { ComponentProps } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { Choice } from '../lib/lookups';
import { ChoiceField } from './fields';

type DestinationFieldProps = Omit<ComponentProps<typeof ChoiceField>, 'choices' | 'empty'> & { choices: Choice[]; empty?: string };

/** A select of the destinations a member may pick (lib/lookups), after an empty first choice. */
export function DestinationField({ empty = 'Choose a destination', ...select }: DestinationFieldProps) {
  return <ChoiceField empty={empty} {...select} />;
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
