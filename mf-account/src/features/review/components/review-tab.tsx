import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '../../../lib/zod';
import type { PendingItem } from '@valley/shared/schemas/member';
import { atMostMessage } from '@valley/shared/schemas/common';
import { useConfigStore } from '@valley/shared/stores/config';
import { Drawer } from '@valley/shared/ui/drawer';
import { RichText } from '@valley/shared/ui/rich-text';
import { Button, buttonClass } from '@valley/shared/ui/button';
import { TextAreaField } from '../../../components/fields';
import { MemberTable, RowAction, TableSkeleton } from '../../../components/member-table';
import { FormDrawer } from '../../../components/form-drawer';
import { Fact, Facts } from '../../../components/view-drawer';
import { formatDateTime } from '../../../lib/dates';
import { useDestinationChoices } from '../../../lib/lookups';
import { withResultToast } from '../../../lib/notices';
import { useApproveItem } from '../api/approve-item';
import { useRejectItem } from '../api/reject-item';
import { usePendingReview } from '../api/use-pending-review';
import { waitedFor } from '../lib/age';
import { readProposal } from '../lib/proposal';
import { FieldChanges } from './field-changes';
import styles from '../../../components/member-form.module.css';
import own from './review-tab.module.css';

const KIND_NAMES: Record<PendingItem['kind'], string> = {
  destination: 'Destination',
  event: 'Event',
  tip: 'Tip',
  itinerary: 'Itinerary',
  reservation: 'Reservation',
};
const subjectOf = (item: PendingItem) => `${KIND_NAMES[item.kind].toLowerCase()} ${item.title}`;
/** What approving does: a reservation request is not a booking the board grants; it is forwarded to the place (member-area §1). */
const approveLabel = (item: PendingItem) => (item.kind === 'reservation' ? 'Forward' : 'Approve');

/** 'Edit: Phone Number, Description' for an edit; 'New' for a first submission. */
const changeOf = (item: PendingItem) => {
  if (item.change === 'new') return 'New';
  const fields = (item.changes ?? []).filter((change) => change.changed).map((change) => change.label);
  return fields.length > 0 ? `Edit: ${fields.join(', ')}` : 'Edit';
};

/** How long it has waited; past two business days the board has been mailed a reminder (decision 086). */
const WaitedCell = ({ item }: { item: PendingItem }) => (
  <span title={`Sent ${formatDateTime(item.submitted_at)}`}>
    {waitedFor(item.waiting_hours)}
    {item.overdue ? <strong className={own.overdue}> · overdue</strong> : null}
  </span>
);

/**
 * The board's Review tab: everything waiting, oldest first, with its age, a preview (an edit's changes field by field), Approve
 * (Forward for a reservation), and Reject with a reason mailed to the member (decisions 008, 086).
 */
export function ReviewTab() {
  const approveItem = useApproveItem();
  const { data, isLoading } = usePendingReview();
  const [previewing, setPreviewing] = useState<PendingItem | null>(null);
  const [rejecting, setRejecting] = useState<PendingItem | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const approve = async (item: PendingItem) => {
    setBusy(`${item.kind}-${item.id}`);
    if (await withResultToast(async () => (await approveItem.trigger({ kind: item.kind, id: item.id })).message)) setPreviewing(null);
    setBusy(null);
  };

  if (isLoading && !data) return <TableSkeleton label="Loading what waits for review" />;
  return (
    <>
      <MemberTable
        caption="Waiting for review"
        headers={['Kind', 'Title', 'Change', 'From', 'Waiting']}
        empty="Nothing is waiting for review."
        rows={(data ?? []).map((item) => ({
          key: `${item.kind}-${item.id}`,
          cells: [KIND_NAMES[item.kind], item.title, changeOf(item), item.owner.name, <WaitedCell key="waited" item={item} />],
          actions: (
            <>
              <RowAction label="Preview" subject={subjectOf(item)} onClick={() => setPreviewing(item)} />
              <RowAction
                label={busy === `${item.kind}-${item.id}` ? 'Saving' : approveLabel(item)}
                subject={subjectOf(item)}
                onClick={() => void approve(item)}
              />
              <RowAction label="Reject" subject={subjectOf(item)} onClick={() => setRejecting(item)} />
            </>
          ),
        }))}
      />
      {previewing ? (
        <ReviewPreview
          item={previewing}
          onClose={() => setPreviewing(null)}
          onApprove={() => void approve(previewing)}
          onReject={() => setRejecting(previewing)}
          busy={busy !== null}
        />
      ) : null}
      {rejecting ? (
        <RejectDrawer
          item={rejecting}
          onClose={() => setRejecting(null)}
          onRejected={() => {
            setRejecting(null);
            setPreviewing(null);
          }}
        />
      ) : null}
    </>
  );
}

function ReviewPreview({
  item,
  onClose,
  onApprove,
  onReject,
  busy,
}: {
  item: PendingItem;
  onClose: () => void;
  onApprove: () => void;
  onReject: () => void;
  busy: boolean;
}) {
  return (
    <Drawer
      open
      onClose={onClose}
      title={`Review: ${item.title}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" className={styles.remove} onClick={onReject} disabled={busy}>
            Reject
          </Button>
          <Button variant="primary" onClick={onApprove} disabled={busy}>
            {busy ? 'Saving' : approveLabel(item)}
          </Button>
        </>
      }
    >
      <div className={own.preview}>
        <p className={own.meta}>
          {KIND_NAMES[item.kind]} · {item.change === 'new' ? 'new' : 'an edit of something already public'} · from {item.owner.name}
          {item.owner.email ? ` (${item.owner.email})` : ''} · sent {formatDateTime(item.submitted_at)}
        </p>
        {item.changes ? <FieldChanges changes={item.changes} /> : <ProposalPreview item={item} />}
      </div>
    </Drawer>
  );
}

/** A first submission, whole: its pictures, text, facts and stops. */
function ProposalPreview({ item }: { item: PendingItem }) {
  const apiUrl = useConfigStore((state) => state.apiUrl);
  const { choices } = useDestinationChoices();
  const proposal = readProposal(item, apiUrl);
  const destinationName = (id: number | null) => choices.find((choice) => choice.id === id)?.name ?? (id ? `Destination ${id}` : 'No destination');
  return (
    <>
      {proposal.images.length > 0 ? (
        <ul className={own.images} aria-label="Images">
          {proposal.images.map((image) => (
            <li key={image.src}>
              <img src={image.src} alt={image.label} />
            </li>
          ))}
        </ul>
      ) : null}
      <RichText html={proposal.html} />
      {proposal.facts.length > 0 ? (
        <Facts>
          {proposal.facts.map((fact) => (
            <Fact key={fact.label} label={fact.label}>
              {fact.value}
            </Fact>
          ))}
        </Facts>
      ) : null}
      {proposal.stops.length > 0 ? (
        <ol className={own.stops} aria-label="Stops">
          {proposal.stops.map((stop, index) => (
            <li key={index}>
              <strong>{destinationName(stop.destinationId)}</strong>
              <RichText html={stop.html} />
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}

const RejectFormSchema = z.object({ reason: z.string().trim().min(1, 'A reason is required').max(2000, atMostMessage('Reason', 2000)) });
type RejectForm = z.infer<typeof RejectFormSchema>;

function RejectDrawer({ item, onClose, onRejected }: { item: PendingItem; onClose: () => void; onRejected: () => void }) {
  const rejectItem = useRejectItem();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RejectForm>({ resolver: zodResolver(RejectFormSchema), defaultValues: { reason: '' } });

  const onSubmit = handleSubmit(async ({ reason }) => {
    if (await withResultToast(async () => (await rejectItem.trigger({ kind: item.kind, id: item.id, reason })).message)) onRejected();
  });

  return (
    <FormDrawer
      title={`Reject: ${item.title}`}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={isSubmitting}
      submitLabel="Reject"
      submitClassName={buttonClass('danger', styles.remove)}
    >
      <p className={styles.muted}>{item.owner.name} gets this reason by e-mail; what is public now stays public.</p>
      <TextAreaField label="Reason" error={errors.reason?.message} {...register('reason')} />
    </FormDrawer>
  );
}
