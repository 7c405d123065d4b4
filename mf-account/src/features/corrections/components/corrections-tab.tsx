import { type Correction, CORRECTION_FIELDS } from '@valley/shared/schemas/correction';
import { MemberTable, RowAction, TableSkeleton } from '../../../components/member-table';
import { publicPaths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/dates';
import { useRowWrite } from '../../../lib/use-row-write';
import { useResolveCorrection } from '../api/resolve-correction';
import { useMyCorrections } from '../api/use-my-corrections';
import { usePendingCorrections } from '../api/use-pending-corrections';
import sections from '../../../components/tab-sections.module.css';
import table from '../../../components/member-table.module.css';

/** Where a correction stands, in the words of the dashboard. */
export function correctionStatusText(correction: Correction): string {
  if (correction.status === 'fixed') return 'Fixed';
  if (correction.status === 'declined') return 'Not right';
  return correction.with_board ? 'Open: the board sees it too' : `Open: yours until ${formatDateTime(correction.board_after)}`;
}

/**
 * The Corrections tab (decision 089): what visitors suggest for the member's listings, theirs to fix or turn down before the week is
 * out; for the board also what waits for it (listings nobody owns, owners who did not act).
 */
export function CorrectionsTab({ board }: { board: boolean }) {
  const { data: mine, isLoading } = useMyCorrections();
  return (
    <div className={sections.sections}>
      {board ? <BoardCorrections /> : null}
      <h3 className={sections.heading}>Suggested for your listings</h3>
      {isLoading && !mine ? (
        <TableSkeleton label="Loading the corrections to your listings" />
      ) : (
        <CorrectionTable caption="Corrections suggested for your listings" items={mine ?? []} empty="No visitor has suggested a correction to your listings." />
      )}
    </div>
  );
}

function BoardCorrections() {
  const { data, isLoading } = usePendingCorrections(true);
  return (
    <>
      <h3 className={sections.heading}>Waiting for the board</h3>
      {isLoading && !data ? (
        <TableSkeleton label="Loading the corrections waiting for the board" />
      ) : (
        <CorrectionTable caption="Corrections waiting for the board" items={data ?? []} empty="No correction waits for the board." />
      )}
    </>
  );
}

function CorrectionTable({ caption, items, empty }: { caption: string; items: Correction[]; empty: string }) {
  const resolve = useResolveCorrection();
  const { busy, run } = useRowWrite();
  const act = (correction: Correction, outcome: 'fixed' | 'declined') =>
    run(correction.id, async () => (await resolve.trigger({ id: correction.id, outcome })).message);
  return (
    <MemberTable
      caption={caption}
      headers={['Listing', 'What', 'Should be', 'From', 'Sent', 'Status']}
      empty={empty}
      rows={items.map((correction) => {
        const subject = `${CORRECTION_FIELDS[correction.field].toLowerCase()} of ${correction.destination_name}`;
        return {
          key: correction.id,
          cells: [
            correction.destination_name,
            CORRECTION_FIELDS[correction.field],
            correction.suggestion,
            correction.email ?? 'A visitor',
            formatDateTime(correction.created_at),
            correctionStatusText(correction),
          ],
          actions: (
            <>
              {correction.status === 'open' ? (
                busy === correction.id ? (
                  <span aria-live="polite">Saving</span>
                ) : (
                  <>
                    <RowAction label="Fixed" subject={subject} onClick={() => void act(correction, 'fixed')} />
                    <RowAction label="Not right" subject={subject} onClick={() => void act(correction, 'declined')} />
                  </>
                )
              ) : null}
              <a className={table.action} href={publicPaths.destination(correction.destination_slug)}>
                View Page<span className="visually-hidden"> of {correction.destination_name}</span>
              </a>
            </>
          ),
        };
      })}
    />
  );
}
