import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { AuditEntry } from '@valley/shared/schemas/member';
import { TrustBodySchema } from '@valley/shared/schemas/member';
import { Button, buttonClass } from '@valley/shared/ui/button';
import { TextField } from '../../../components/fields';
import { TableSkeleton } from '../../../components/member-table';
import { PostForm, SubmitButton } from '../../../components/post-form';
import { formatDateTime } from '../../../lib/dates';
import { withResultToast } from '../../../lib/notices';
import { useRowWrite } from '../../../lib/use-row-write';
import { useAuditLog, useRevertEdit } from '../api/use-audit-log';
import { usePartners, useTrustPartner } from '../api/use-partners';
import { FieldChanges } from './field-changes';
import forms from '../../../components/member-form.module.css';
import sections from '../../../components/tab-sections.module.css';
import own from './audit-tab.module.css';

const KIND_NAMES: Record<AuditEntry['kind'], string> = { destination: 'Destination', event: 'Event', tip: 'Tip', itinerary: 'Itinerary' };

/** The board's Audit Log tab: who is trusted, and every edit a trusted partner published, with what it changed and Revert (decision 087). */
export function AuditTab() {
  return (
    <div className={own.tab}>
      <TrustedPartners />
      <PublishedEdits />
    </div>
  );
}

const TrustFormSchema = TrustBodySchema.pick({ email: true });

function TrustedPartners() {
  const formId = useId();
  const { data: partners } = usePartners();
  const trust = useTrustPartner();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ resolver: zodResolver(TrustFormSchema), defaultValues: { email: '' } });
  const onSubmit = handleSubmit(async ({ email }) => {
    if (await withResultToast(async () => (await trust.trigger({ email, trusted: true })).message)) reset();
  });
  return (
    <section className={sections.sections} aria-labelledby={`${formId}-heading`}>
      <h2 id={`${formId}-heading`} className={own.heading}>
        Trusted partners
      </h2>
      <p className={forms.muted}>
        Their edits of listings already approved go live at once and are listed below, where you can revert them. Their new listings still wait for review.
      </p>
      {partners && partners.length > 0 ? (
        <ul className={own.partners} aria-label="Trusted partners">
          {partners.map((partner) => (
            <li key={partner.id}>
              <span>
                {partner.name} ({partner.email}), since {formatDateTime(partner.trusted_at)}
              </span>
              <Button
                variant="secondary"
                onClick={() => void withResultToast(async () => (await trust.trigger({ email: partner.email, trusted: false })).message)}
              >
                Stop trusting<span className="visually-hidden"> {partner.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p>No partner is trusted yet.</p>
      )}
      <PostForm id={formId} className={own.trust} onSubmit={onSubmit} aria-label="Trust a partner">
        <TextField label="Partner’s e-mail" type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
        <SubmitButton form={formId} className={buttonClass('primary')} pending={isSubmitting}>
          Trust
        </SubmitButton>
      </PostForm>
    </section>
  );
}

function PublishedEdits() {
  const { data, isLoading } = useAuditLog();
  const revert = useRevertEdit();
  const { busy, run } = useRowWrite();
  const undo = (entry: AuditEntry) => run(entry.id, async () => (await revert.trigger({ id: entry.id })).message);
  return (
    <section className={sections.sections} aria-labelledby="audit-log-heading">
      <h2 id="audit-log-heading" className={own.heading}>
        Published by trusted partners
      </h2>
      {isLoading && !data ? (
        <TableSkeleton label="Loading the audit log" />
      ) : data && data.length > 0 ? (
        <ol className={own.entries} aria-label="Audit log">
          {data.map((entry) => (
            <li key={entry.id}>
              <article className={own.entry} aria-labelledby={`audit-${entry.id}`}>
                <h3 id={`audit-${entry.id}`} className={own.title}>
                  {KIND_NAMES[entry.kind]} {entry.path ? <a href={entry.path}>{entry.title}</a> : entry.title}
                </h3>
                <p className={forms.muted}>
                  By {entry.member.name} · published {formatDateTime(entry.published_at)}
                  {entry.reverted_at ? ` · reverted ${formatDateTime(entry.reverted_at)} by ${entry.reverted_by ?? 'the board'}` : ''}
                </p>
                <FieldChanges changes={entry.changes} label={`What changed in ${entry.title}`} level={4} />
                {entry.revertable ? (
                  <Button variant="danger" onClick={() => void undo(entry)} disabled={busy !== null}>
                    {busy === entry.id ? 'Saving' : 'Revert'}
                    <span className="visually-hidden"> {entry.title}</span>
                  </Button>
                ) : null}
              </article>
            </li>
          ))}
        </ol>
      ) : (
        <p>No trusted partner has published an edit yet.</p>
      )}
    </section>
  );
}
