import { useState, type FormEvent } from 'react';
import { STUDIO_AUDIT_KINDS, StudioAuditQuerySchema, type StudioAuditKind } from '@valley/shared/schemas/studio';
import { Button } from '@valley/shared/ui/button';
import { Select } from '@valley/shared/ui/select';
import styles from '../../../components/form-fields.module.css';
import { TextInput } from '../../../components/studio-parts';
import { messagesByField } from '../../../lib/form-messages';
import type { AuditFilters } from '../api/audit';

/** Each kind of item as the studio's sections name them. */
export const KIND_LABELS: Record<StudioAuditKind, string> = {
  person: 'People',
  'ad request': 'Ad requests',
  menu: 'Menus',
  post: 'Dispatch posts',
  settings: 'Site settings',
  nav: 'Main navigation',
  category: 'Destination categories',
  experience: 'Experiences',
  town: 'Towns',
  'event-category': 'Event categories',
  activity: 'Activities',
  page: 'Pages',
  image: 'Media library',
  amenity: 'Amenities',
};
const KINDS = [{ value: '', label: 'Every kind' }, ...STUDIO_AUDIT_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))];

/** The filters as the address keeps them, read with the API's own schema: anything it would refuse is left out. */
export function filtersOf(params: URLSearchParams): AuditFilters {
  const kept = Object.fromEntries(['kind', 'who', 'from', 'to'].flatMap((name) => (params.get(name) ? [[name, params.get(name)]] : [])));
  const parsed = StudioAuditQuerySchema.safeParse(kept);
  return parsed.success ? parsed.data : {};
}

/**
 * The audit log's filters (decision 117): a kind, part of a name, and the valley's days from and to. Checked with the API's schema
 * on Filter, its messages under the fields; applied, they go in the address (a filtered log can be shared, and Back undoes it).
 */
export function AuditFiltersForm({ applied, onApply }: { applied: AuditFilters; onApply: (filters: AuditFilters) => void }) {
  const [values, setValues] = useState({ kind: applied.kind ?? '', who: applied.who ?? '', from: applied.from ?? '', to: applied.to ?? '' });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const set = (key: keyof typeof values) => (value: string) => setValues({ ...values, [key]: value });

  function apply(event: FormEvent) {
    event.preventDefault();
    const chosen = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
    const parsed = StudioAuditQuerySchema.safeParse(chosen);
    // The schema's messages name their field ('From: …'); under the field the name is already said.
    setProblems(
      parsed.success
        ? {}
        : Object.fromEntries(Object.entries(messagesByField(parsed.error, 'to')).map(([key, message]) => [key, message.replace(/^\w+: /, '')])),
    );
    if (parsed.success) onApply(parsed.data);
  }

  const filtered = Object.values(applied).some(Boolean);
  return (
    <form role="search" aria-label="Filter the log" onSubmit={apply} noValidate>
      <div className={styles.actions}>
        <Select label="Kind" options={KINDS} value={values.kind} onChange={(event) => set('kind')(event.target.value)} />
        <TextInput label="Who" value={values.who} onChange={set('who')} error={problems.who} />
        <TextInput label="From" type="date" value={values.from} onChange={set('from')} error={problems.from} />
        <TextInput label="To" type="date" value={values.to} onChange={set('to')} error={problems.to} />
        <Button type="submit">Filter</Button>
        {filtered ? (
          <Button
            variant="outline"
            onClick={() => {
              setValues({ kind: '', who: '', from: '', to: '' });
              setProblems({});
              onApply({});
            }}
          >
            Clear filters
          </Button>
        ) : null}
      </div>
    </form>
  );
}
