import { useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { countries, US_STATES } from '../lib/regions';
import { SelectField } from './fields';

/** A member's state, from the US states (member-area §3). */
export function StateField({ error, registration }: { error?: string | undefined; registration: UseFormRegisterReturn }) {
  return (
    <SelectField label="State" error={error} {...registration}>
      <option value="">Choose a state</option>
      {US_STATES.map((state) => (
        <option key={state.abbr} value={state.abbr}>
          {state.name}
        </option>
      ))}
    </SelectField>
  );
}

/** A member's country (member-area §3). */
export function CountryField({ error, registration }: { error?: string | undefined; registration: UseFormRegisterReturn }) {
  const countryList = useMemo(() => countries(), []);
  return (
    <SelectField label="Country" error={error} {...registration}>
      <option value="">Choose a country</option>
      {countryList.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))}
    </SelectField>
  );
}
