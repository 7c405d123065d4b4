import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CLAIM_CODE_DIGITS, ClaimCodeFormSchema, type ClaimListing, ClaimNoteFormSchema, type MemberClaim } from '@valley/shared/schemas/claim';
import type { User } from '@valley/shared/schemas/account';
import { Button, buttonClass } from '@valley/shared/ui/button';
import { TextAreaField, TextField } from '../../../components/fields';
import { PostForm, SubmitButton } from '../../../components/post-form';
import { publicPaths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/dates';
import { withResultToast } from '../../../lib/notices';
import { useStartClaim } from '../api/start-claim';
import { useClaimListing } from '../api/use-claim-listing';
import { useVerifyClaim } from '../api/verify-claim';
import styles from '../../../components/member-form.module.css';
import own from './claims.module.css';

/**
 * Claiming one listing, opened from its public page's 'Claim it' (`/profile?claim={slug}`): what proves the claim, then the mailed
 * code's form, or word that the board decides (decision 088).
 */
export function ClaimPanel({ slug, role, onClose }: { slug: string; role: User['role']; onClose: () => void }) {
  const headingId = useId();
  const { data: listing, error } = useClaimListing(slug);
  const title = listing ? `Claim ${listing.name}` : 'Claim a listing';
  return (
    <section className={own.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={own.title}>
        {title}
      </h2>
      {error ? (
        <p className={styles.problem} role="alert">
          {error instanceof Error && error.message ? error.message : 'This listing could not be loaded.'}
        </p>
      ) : !listing ? (
        <p className={styles.muted} role="status">
          Loading the listing…
        </p>
      ) : role !== 'Destination' ? (
        <p>Claiming a listing is for Destination members, the businesses of the valley. Register your business as a Destination to claim it.</p>
      ) : (
        <ClaimSteps listing={listing} />
      )}
      <div className={styles.actions}>
        {listing ? (
          <a className={buttonClass('outline')} href={publicPaths.destination(listing.slug)}>
            View Page
          </a>
        ) : null}
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </section>
  );
}

function ClaimSteps({ listing }: { listing: ClaimListing }) {
  if (listing.own) return <p role="status">You manage {listing.name}: it is in your Destinations, marked Verified on its page.</p>;
  const claim = listing.claim;
  if (claim?.way === 'code') return <CodeForm listing={listing} claim={claim} />;
  if (claim?.way === 'board') {
    return (
      <p role="status">
        Your claim waits for the tourism board, who will write to you with their decision.
        {claim.note ? ` Your note: “${claim.note}”` : ''}
      </p>
    );
  }
  return <StartForm listing={listing} />;
}

/** What proves a claim of this listing, in the member's words. */
function wayText(listing: ClaimListing): string {
  if (listing.way === 'code') {
    return `We will e-mail a ${CLAIM_CODE_DIGITS}-digit code to the listing's own address, ${listing.email_hint ?? ''}. Enter it here and the listing is yours to manage, marked Verified.`;
  }
  if (listing.board_because === 'owned') {
    return `${listing.name} is already managed by a member, so the tourism board decides your claim. Tell them how they can check it is yours.`;
  }
  return `${listing.name} has no e-mail address of its own, so the tourism board checks your claim (by phone, for instance). Tell them how to reach you.`;
}

type NoteInput = z.input<typeof ClaimNoteFormSchema>;
type NoteOutput = z.output<typeof ClaimNoteFormSchema>;

function StartForm({ listing }: { listing: ClaimListing }) {
  const start = useStartClaim(listing.slug);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NoteInput, unknown, NoteOutput>({ resolver: zodResolver(ClaimNoteFormSchema), defaultValues: { note: '' } });
  const onSubmit = handleSubmit(({ note }) =>
    withResultToast(async () => {
      const claim = await start.trigger({ destination: listing.id, note: note ?? undefined });
      return claim.way === 'code' ? `Code sent to ${claim.code_sent_to ?? 'the listing'}` : 'Your claim went to the tourism board';
    }),
  );
  return (
    <PostForm className={styles.form} onSubmit={onSubmit} aria-label={`Claim ${listing.name}`}>
      <p>{wayText(listing)}</p>
      <TextAreaField
        label={listing.way === 'board' ? 'Note for the board' : 'Note for the board (optional)'}
        hint={listing.way === 'board' ? 'Your role at the business and a phone number the board can call.' : undefined}
        rows={3}
        error={errors.note?.message}
        {...register('note')}
      />
      <div className={styles.actions}>
        <SubmitButton className={buttonClass('primary')} pending={isSubmitting}>
          {listing.way === 'code' ? 'Send the code' : 'Send to the board'}
        </SubmitButton>
      </div>
    </PostForm>
  );
}

type CodeInput = z.input<typeof ClaimCodeFormSchema>;
type CodeOutput = z.output<typeof ClaimCodeFormSchema>;

function CodeForm({ listing, claim }: { listing: ClaimListing; claim: MemberClaim }) {
  const verify = useVerifyClaim(listing.slug);
  const resend = useStartClaim(listing.slug);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CodeInput, unknown, CodeOutput>({ resolver: zodResolver(ClaimCodeFormSchema), defaultValues: { code: '' } });
  const onSubmit = handleSubmit(async ({ code }) => {
    const done = await withResultToast(async () => {
      const proved = await verify.trigger({ claim: claim.id, code });
      return proved.status === 'proved' ? `You manage ${listing.name} now: it is Verified` : 'Someone proved it first: your claim went to the board';
    });
    if (!done) reset({ code: '' });
  });
  const sendAgain = () =>
    void withResultToast(async () => {
      const again = await resend.trigger({ destination: listing.id, note: claim.note ?? '' });
      return `A new code went to ${again.code_sent_to ?? 'the listing'}`;
    });
  return (
    <PostForm className={styles.form} onSubmit={onSubmit} aria-label={`Prove your claim of ${listing.name}`}>
      <p>
        We e-mailed a code to {claim.code_sent_to}
        {claim.code_expires_at ? `; it works until ${formatDateTime(claim.code_expires_at)}` : ''}. Ask whoever reads that mailbox for it.
      </p>
      <TextField
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CLAIM_CODE_DIGITS + 2}
        className={own.code}
        error={errors.code?.message}
        {...register('code')}
      />
      <div className={styles.actions}>
        <Button variant="outline" onClick={sendAgain} disabled={resend.isMutating}>
          {resend.isMutating ? 'Sending' : 'Send a new code'}
        </Button>
        <SubmitButton className={buttonClass('primary')} pending={isSubmitting}>
          Verify
        </SubmitButton>
      </div>
    </PostForm>
  );
}
