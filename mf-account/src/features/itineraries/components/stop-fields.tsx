import { DestinationField } from '../../../components/destination-field';
import { SelectField } from '../../../components/fields';
import { RichTextEditor } from '../../../components/rich-text-editor';
import type { Choice } from '../../../lib/lookups';
import { useDestinationEvents } from '../api/use-destination-events';
import type { StopDraft } from '../lib/itinerary-form';
import styles from '../../../components/member-form.module.css';

/** One stop of an itinerary: its destination (required), an event there (optional) and what to do. */
export function StopFields({
  stop,
  number,
  destinations,
  invalid,
  onChange,
}: {
  stop: StopDraft;
  number: number;
  destinations: Choice[];
  invalid: boolean;
  onChange: (stop: StopDraft) => void;
}) {
  const events = useDestinationEvents(Number(stop.destination));

  return (
    <div className={styles.form}>
      <div className={styles.grid}>
        <DestinationField
          label={`Stop ${number} destination`}
          choices={destinations}
          value={stop.destination}
          aria-invalid={invalid && !stop.destination ? true : undefined}
          onChange={(event) => onChange({ ...stop, destination: event.target.value, event: '' })}
        />
        <SelectField
          label={`Stop ${number} event`}
          value={stop.event}
          disabled={events.length === 0}
          onChange={(event) => onChange({ ...stop, event: event.target.value })}
        >
          <option value="">{events.length === 0 ? 'No events there' : 'No event (optional)'}</option>
          {events.map((event) => (
            <option key={event.id} value={event.id}>
              {event.title}
            </option>
          ))}
        </SelectField>
      </div>
      <RichTextEditor label={`Stop ${number} information`} value={stop.information} onChange={(information) => onChange({ ...stop, information })} />
    </div>
  );
}
