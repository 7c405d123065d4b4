import { useId, type ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { monthName } from '@valley/shared/time';
import { TextField, SelectField } from '../../../components/fields';
import {
  presetFor,
  RECURRENCE_DAY_CHOICES,
  RECURRENCE_OCCURRENCES,
  recurrenceSentence,
  WEEKLY_DAYS,
  type EventFormInput,
  type EventFormOutput,
  type RepeatKind,
} from '../lib/event-form';
import styles from '../../../components/member-form.module.css';
import own from './recurrence-section.module.css';

const MONTHS = Array.from({ length: 12 }, (_, index) => monthName(index + 1));

type EventForm = UseFormReturn<EventFormInput, unknown, EventFormOutput>;

type Rule = 'monthly' | 'yearly';

/** One way a monthly or yearly rule can be given: its radio, and the fields that give it. */
function Mode({ name, label, checked, onChoose, children }: { name: string; label: string; checked: boolean; onChoose: () => void; children: ReactNode }) {
  return (
    <div className={own.mode}>
      <label className={own.check}>
        <input type="radio" name={name} checked={checked} onChange={onChoose} />
        {label}
      </label>
      {children}
    </div>
  );
}

/** The options of a choice the member must make, after an empty 'Choose…'. */
function Choices({ choices }: { choices: readonly string[] }) {
  return (
    <>
      <option value="">Choose…</option>
      {choices.map((choice) => (
        <option key={choice}>{choice}</option>
      ))}
    </>
  );
}

function MonthChoices() {
  return (
    <>
      <option value="">Choose…</option>
      {MONTHS.map((month, index) => (
        <option key={month} value={index + 1}>
          {month}
        </option>
      ))}
    </>
  );
}

/** The day of the month a monthly or yearly rule falls on. */
function DayOfMonth({ form, rule, disabled }: { form: EventForm; rule: Rule; disabled: boolean }) {
  const field = `r_${rule}_day` as const;
  return (
    <TextField
      label="Day of the month"
      type="number"
      min={1}
      max={31}
      className={own.short}
      disabled={disabled}
      error={form.formState.errors[field]?.message}
      {...form.register(field)}
    />
  );
}

/** 'The second Tuesday': which weekday of the month a monthly or yearly rule falls on. */
function NthWeekday({ form, rule, disabled }: { form: EventForm; rule: Rule; disabled: boolean }) {
  const { register, formState } = form;
  const occurrence = `r_${rule}_occurrence` as const;
  const weekday = `r_${rule}_weekday` as const;
  return (
    <>
      <SelectField label="Which one" disabled={disabled} error={formState.errors[occurrence]?.message} {...register(occurrence)}>
        <Choices choices={RECURRENCE_OCCURRENCES} />
      </SelectField>
      <SelectField label="Day" disabled={disabled} error={formState.errors[weekday]?.message} {...register(weekday)}>
        <Choices choices={RECURRENCE_DAY_CHOICES} />
      </SelectField>
    </>
  );
}

/** How an event repeats (member-area §3, §4), ending after N occurrences or by a date, read back as a sentence by the shared engine. */
export function RecurrenceSection({ form }: { form: EventForm }) {
  const id = useId();
  const { register, setValue, control, formState } = form;
  const values = useWatch({ control }) as Partial<EventFormInput>;
  const kind = (values.recurrence ?? '') as RepeatKind;
  const sentence = recurrenceSentence(values);
  const monthlyNth = Boolean(values.r_monthly_second) && !values.r_monthly_first;
  const yearlyNth = Boolean(values.r_yearly_second) && !values.r_yearly_first;
  const errors = formState.errors;

  const chooseKind = (next: RepeatKind) => {
    setValue('recurrence', next);
    for (const [name, value] of Object.entries(presetFor(next, values.start_at))) setValue(name as keyof EventFormInput, value as never);
  };
  const chooseMode = (which: 'monthly' | 'yearly', nth: boolean) => {
    setValue(which === 'monthly' ? 'r_monthly_first' : 'r_yearly_first', !nth);
    setValue(which === 'monthly' ? 'r_monthly_second' : 'r_yearly_second', nth);
  };

  return (
    <fieldset className={styles.section}>
      <legend>Recurrence</legend>
      <SelectField label="Repeats" value={kind} onChange={(event) => chooseKind(event.target.value as RepeatKind)}>
        <option value="">Does not repeat</option>
        <option value="daily">Daily</option>
        <option value="weekly">Weekly</option>
        <option value="monthly">Monthly</option>
        <option value="yearly">Yearly</option>
      </SelectField>

      {kind === 'daily' ? (
        <TextField label="Every (days)" type="number" min={1} className={own.short} error={errors.r_daily_days?.message} {...register('r_daily_days')} />
      ) : null}

      {kind === 'weekly' ? (
        <>
          <TextField label="Every (weeks)" type="number" min={1} className={own.short} error={errors.r_weekly_weeks?.message} {...register('r_weekly_weeks')} />
          <fieldset className={own.days}>
            <legend>On these days</legend>
            {WEEKLY_DAYS.map((day) => (
              <label key={day} className={own.check}>
                <input type="checkbox" value={day} {...register('r_weekly_day')} />
                {RECURRENCE_DAY_CHOICES[WEEKLY_DAYS.indexOf(day)]}
              </label>
            ))}
          </fieldset>
        </>
      ) : null}

      {kind === 'monthly' ? (
        <>
          <TextField
            label="Every (months)"
            type="number"
            min={1}
            className={own.short}
            error={errors.r_monthly_months?.message}
            {...register('r_monthly_months')}
          />
          <div role="radiogroup" aria-label="Monthly on" className={own.modes}>
            <Mode name={`${id}-monthly`} label="On a day of the month" checked={!monthlyNth} onChoose={() => chooseMode('monthly', false)}>
              <DayOfMonth form={form} rule="monthly" disabled={monthlyNth} />
            </Mode>
            <Mode name={`${id}-monthly`} label="On a weekday of the month" checked={monthlyNth} onChoose={() => chooseMode('monthly', true)}>
              <NthWeekday form={form} rule="monthly" disabled={!monthlyNth} />
            </Mode>
          </div>
        </>
      ) : null}

      {kind === 'yearly' ? (
        <div role="radiogroup" aria-label="Yearly on" className={own.modes}>
          <Mode name={`${id}-yearly`} label="On a date" checked={!yearlyNth} onChoose={() => chooseMode('yearly', false)}>
            <SelectField label="Month" disabled={yearlyNth} error={errors.r_yearly_month?.message} {...register('r_yearly_month')}>
              <MonthChoices />
            </SelectField>
            <DayOfMonth form={form} rule="yearly" disabled={yearlyNth} />
          </Mode>
          <Mode name={`${id}-yearly`} label="On a weekday of a month" checked={yearlyNth} onChoose={() => chooseMode('yearly', true)}>
            <NthWeekday form={form} rule="yearly" disabled={!yearlyNth} />
            <SelectField label="Of the month" disabled={!yearlyNth} error={errors.r_yearly_second_month?.message} {...register('r_yearly_second_month')}>
              <MonthChoices />
            </SelectField>
          </Mode>
        </div>
      ) : null}

      {kind ? (
        <div role="radiogroup" aria-label="Ends" className={own.modes}>
          <div className={own.mode}>
            <label className={own.check}>
              <input type="radio" value="After" {...register('r_end_type')} />
              After a number of occurrences
            </label>
            <TextField
              label="Occurrences"
              type="number"
              min={1}
              className={own.short}
              disabled={values.r_end_type !== 'After'}
              error={errors.r_number_of_occurrences?.message}
              {...register('r_number_of_occurrences')}
            />
          </div>
          <div className={own.mode}>
            <label className={own.check}>
              <input type="radio" value="By" {...register('r_end_type')} />
              By a date
            </label>
            <TextField label="End date" type="date" disabled={values.r_end_type !== 'By'} error={errors.r_end_date?.message} {...register('r_end_date')} />
          </div>
        </div>
      ) : null}

      <p className={own.sentence} role="status" aria-live="polite">
        {kind ? (sentence ? `Repeats: ${sentence}` : 'Choose the start date to see how it repeats.') : 'This event happens once.'}
      </p>
    </fieldset>
  );
}
