import { useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { countries, US_STATES } from '../lib/regions';
import { ChoiceField } from './fields';

interface RegionFieldProps {
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}

const STATES = US_STATES.map((state) => ({ id: state.abbr, name: state.name }));

/** A member's state, from the US states (member-area §3). */
export function StateField({ error, registration }: RegionFieldProps) {
  return <ChoiceField label="State" empty="Choose a state" choices={STATES} error={error} {...registration} />;
}

/** A member's country (member-area §3). */
export function CountryField({ error, registration }: RegionFieldProps) {
  const choices = useMemo(() => countries().map((country) => ({ id: country.code, name: country.name })), []);
  return <ChoiceField label="Country" empty="Choose a country" choices={choices} error={error} {...registration} />;
}
