import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type BoardClaim, ClaimDecisionFormSchema, type MemberClaim } from '@valley/shared/schemas/claim';
import { TextAreaField } from '../../../components/fields';
import { MemberTable, RowAction, TableSkeleton } from '../../../components/member-table';
import { FormDrawer } from '../../../components/form-drawer';
import { Fact, Facts } from '../../../components/view-drawer';
import { publicPaths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/dates';
import { withResultToast } from '../../../lib/notices';
import { useDecideClaim } from '../api/decide-claim';
import { useMyClaims } from '../api/use-my-claims';
import { usePendingClaims } from '../api/use-pending-claims';
import styles from '../../../components/member-form.module.css';
import fields from '../../../components/fields.module.css';
import sections from '../../../components/tab-sections.module.css';
import table from '../../../components/member-table.module.css';

const WAY_NAMES: Record<MemberClaim['way'], string> = { code: 'Mailed code', board: 'The board' };

/** Where a claim stands, in the member's words. */
export function claimStatusText(claim: MemberClaim): string {
  switch (claim.status) {
    case 'open':
      return claim.way === 'code' ? 'Waiting for the code' : 'Waiting for the board';
    case 'proved':
      return 'Verified';
    case 'approved':
      return 'Approved by the board';
    case 'rejected':
      return 'Turned down';
  }
}

/**
 * The Claims tab (decision 088): a Destination member's claims, each opening its form; for the board also the claims it decides,
 * oldest first, with the member's note and the listing's own address and phone.
 */
export function ClaimsTab({ board, onOpen }: { board: boolean; onOpen: (slug: string) => void }) {
  const { data: mine, isLoading } = useMyClaims();
  const [deciding, setDeciding] = useState<BoardClaim | null>(null);
  return (
    <div className={sections.sections}>
      {board ? <BoardQueue onDecide={setDeciding} /> : null}
      <h3 className={sections.heading}>Your claims</h3>
      {isLoading && !mine ? (
        <TableSkeleton label="Loading your claims" />
      ) : (
        <MemberTable
          caption="Your claims"
          headers={['Listing', 'Proved by', 'Status', 'Sent']}
          empty="No claims yet. To claim your business's listing, open its page and choose 'Claim it'."
          rows={(mine ?? []).map((claim) => ({
            key: claim.id,
            cells: [
              claim.destination_name,
              WAY_NAMES[claim.way],
              claim.board_note ? `${claimStatusText(claim)}: ${claim.board_note}` : claimStatusText(claim),
              formatDateTime(claim.created_at),
            ],
            actions: (
              <>
                {claim.status === 'open' ? (
                  <RowAction label="Open" subject={`claim of ${claim.destination_name}`} onClick={() => onOpen(claim.destination_slug)} />
                ) : null}
                <a className={table.action} href={publicPaths.destination(claim.destination_slug)}>
                  View Page<span className="visually-hidden"> of {claim.destination_name}</span>
                </a>
              </>
            ),
          }))}
        />
      )}
      {deciding ? <DecisionDrawer claim={deciding} onClose={() => setDeciding(null)} /> : null}
    </div>
  );
}

function BoardQueue({ onDecide }: { onDecide: (claim: BoardClaim) => void }) {
  const { data, isLoading } = usePendingClaims(true);
  return (
    <>
      <h3 className={sections.heading}>Waiting for the board</h3>
      {isLoading && !data ? (
        <TableSkeleton label="Loading the open claims" />
      ) : (
        <MemberTable
          caption="Claims waiting for the board"
          headers={['Listing', 'Member', 'Owner now', 'Proved by', 'Sent']}
          empty="No claim is open."
          rows={(data ?? []).map((claim) => ({
            key: claim.id,
            cells: [claim.destination_name, claim.member.name, claim.owner?.name ?? 'Nobody', claimStatusText(claim), formatDateTime(claim.created_at)],
            actions: <RowAction label="Decide" subject={`claim of ${claim.destination_name} by ${claim.member.name}`} onClick={() => onDecide(claim)} />,
          }))}
        />
      )}
    </>
  );
}

type DecisionInput = z.input<typeof ClaimDecisionFormSchema>;
type DecisionOutput = z.output<typeof ClaimDecisionFormSchema>;

function DecisionDrawer({ claim, onClose }: { claim: BoardClaim; onClose: () => void }) {
  const id = useId();
  const decide = useDecideClaim();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DecisionInput, unknown, DecisionOutput>({ resolver: zodResolver(ClaimDecisionFormSchema), defaultValues: { note: '' } });
  const onSubmit = handleSubmit(async ({ decision, note }) => {
    if (await withResultToast(async () => (await decide.trigger({ claim: claim.id, approve: decision === 'approve', note })).message)) onClose();
  });
  return (
    <FormDrawer
      title={`Claim: ${claim.destination_name}`}
      onClose={onClose}
      before={
        <Facts>
          <Fact label="Member">
            {claim.member.name} ({claim.member.email})
          </Fact>
          <Fact label="Owner now">{claim.owner ? `${claim.owner.name} (${claim.owner.email})` : 'Nobody'}</Fact>
          <Fact label="Listing's e-mail">{claim.listing_email ?? 'None'}</Fact>
          <Fact label="Listing's phone">{claim.listing_phone ?? 'None'}</Fact>
          <Fact label="Status">{claimStatusText(claim)}</Fact>
          <Fact label="Their note">{claim.note ?? 'None'}</Fact>
        </Facts>
      }
      label={`Decide the claim of ${claim.destination_name}`}
      onSubmit={onSubmit}
      submitting={isSubmitting}
      submitLabel="Save Decision"
    >
      <fieldset className={fields.choices} aria-describedby={errors.decision ? `${id}-decision-error` : undefined}>
        <legend>Decision</legend>
        <label>
          <input type="radio" value="approve" {...register('decision')} /> Give {claim.member.name} the listing
        </label>
        <label>
          <input type="radio" value="reject" {...register('decision')} /> Turn the claim down
        </label>
        {errors.decision ? (
          <p id={`${id}-decision-error`} className={styles.problem} role="alert">
            {errors.decision.message}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField label="Note for the member" hint="Mailed to them with the decision." rows={3} error={errors.note?.message} {...register('note')} />
    </FormDrawer>
  );
}
