import type { ComponentProps } from 'react';
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
