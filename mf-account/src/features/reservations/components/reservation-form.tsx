import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { reservationPayloadOn, type ReservationPayloadSchema } from '@valley/shared/schemas/member';
import { dayKeyOf } from '@valley/shared/time';
import { DestinationField } from '../../../components/destination-field';
import { TextAreaField, TextField } from '../../../components/fields';
import { FormFrame, saveThenClose } from '../../../components/form-frame';
import { PhoneField } from '../../../components/phone-field';
import { useDestinationChoices } from '../../../lib/lookups';
import { useAddReservation } from '../api/add-reservation';
import styles from '../../../components/member-form.module.css';

type ReservationInput = z.input<typeof ReservationPayloadSchema>;
type ReservationOutput = z.output<typeof ReservationPayloadSchema>;

const EMPTY: ReservationInput = { start_at: '', end_at: '', email: '', phone: '', destination: '', reservation: '' };

/** A reservation request, forwarded to the destination and the board ('Reservation added!'). */
export function ReservationForm({ email, onDone }: { email: string; onDone: () => void }) {
  const add = useAddReservation();
  const { choices } = useDestinationChoices();
  // The valley's today when the form opened: a stay that has begun is refused under Start Date.
  const [today] = useState(() => dayKeyOf(new Date()));
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReservationInput, unknown, ReservationOutput>({ resolver: zodResolver(reservationPayloadOn(today)), defaultValues: { ...EMPTY, email } });

  const onSubmit = handleSubmit((body) =>
    saveThenClose(
      async () => {
        await add.trigger(body);
        return 'Reservation added!';
      },
      { clear: () => reset({ ...EMPTY, email }), onDone },
    ),
  );

  return (
    <FormFrame label="Request a Reservation" submitLabel="Send Request" submitting={isSubmitting} onSubmit={onSubmit} onClose={onDone}>
      <DestinationField label="Destination" choices={choices} error={errors.destination?.message} {...register('destination')} />
      <div className={styles.grid}>
        <TextField label="Start Date" type="date" min={today} error={errors.start_at?.message} {...register('start_at')} />
        <TextField label="End Date" type="date" min={today} error={errors.end_at?.message} {...register('end_at')} />
        <TextField label="Email" type="email" error={errors.email?.message} {...register('email')} />
        <PhoneField error={errors.phone?.message} registration={register('phone')} />
      </div>
      <TextAreaField
        label="Your Request"
        hint="Party size, times, anything the destination should know."
        error={errors.reservation?.message}
        {...register('reservation')}
      />
    </FormFrame>
  );
}
