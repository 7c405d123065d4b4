import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { formatDateTime } from '@valley/shared/time';

dayjs.extend(relativeTime);

/** When something happened, as people say it ('2 hours ago'), with the valley's exact date and time on hover and for machines. */
export function When({ at }: { at: string }) {
  const instant = new Date(at);
  return (
    <time dateTime={instant.toISOString()} title={formatDateTime(instant)}>
      {dayjs(instant).fromNow()}
    </time>
  );
}
