import { useState } from 'react';
import type { MemberTip } from '@valley/shared/schemas/member';
import { ApprovalStatus, ApprovedHeading } from '../../../components/approval';
import { Collapsible } from '../../../components/collapsible';
import { MemberTable, RowAction, TableSkeleton } from '../../../components/member-table';
import { useMemberList } from '../../../lib/member-data';
import { TipForm } from './tip-form';
import { TipView } from './tip-view';

/**
 * The Tips tab. `startWith` opens the add form with a destination already chosen ('Add a Tip' on
 * a public destination page, member-area §2).
 */
export function TipsTab({ startWith }: { startWith?: number | null }) {
  const { data, isLoading } = useMemberList('myTips');
  const [adding, setAdding] = useState(Boolean(startWith));
  const [editing, setEditing] = useState<MemberTip | null>(null);
  const [viewing, setViewing] = useState<MemberTip | null>(null);

  return (
    <>
      <Collapsible label="Add a Tip" open={adding} onToggle={setAdding}>
        <TipForm destinationId={startWith ?? null} onDone={() => setAdding(false)} />
      </Collapsible>
      {isLoading && !data ? (
        <TableSkeleton label="Loading your tips" />
      ) : (
        <MemberTable
          caption="Your local tips"
          headers={['Title', 'Destination', <ApprovedHeading key="approved" kind="tip" />]}
          empty="You have no tips yet. Share what only a local knows."
          rows={(data ?? []).map((tip) => ({
            key: tip.id,
            cells: [tip.title, tip.destination_name ?? '', <ApprovalStatus key="approved" kind="tip" item={tip} />],
            actions: (
              <>
                <RowAction label="Edit" subject={tip.title} onClick={() => setEditing(tip)} />
                <RowAction label="View" subject={tip.title} onClick={() => setViewing(tip)} />
              </>
            ),
          }))}
        />
      )}
      {editing ? <TipForm key={editing.id} tip={editing} onDone={() => setEditing(null)} /> : null}
      {viewing ? <TipView tip={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}
