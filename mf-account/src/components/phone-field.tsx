import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { maskPhone } from '../lib/phone';
import { TextField } from './fields';

/** A phone input with the 999-999-9999 mask applied as the member types (member-area §9). */
export function PhoneField({
  label = 'Phone Number',
  error,
  registration,
}: {
  label?: string;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = maskPhone(event.target.value);
    return registration.onChange(event);
  };
  return (
    <TextField
      label={label}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="999-999-9999"
      error={error}
      {...registration}
      onChange={onChange}
    />
  );
}
