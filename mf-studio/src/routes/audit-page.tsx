import { StudioScreen } from '../components/studio-parts';
import { AuditLog } from '../features/audit/components/audit-log';

/** /studio/audit: the Board's log of every studio change (decision 100). */
export function AuditPage() {
  return (
    <StudioScreen title="Audit log" intro="Every change made in the studio: who made it and when. Hover a time for the exact date.">
      <AuditLog />
    </StudioScreen>
  );
}
