import { useState, type ReactNode } from 'react';
import { ApiError } from '@valley/shared/api';
import type { AdRequest } from '@valley/shared/schemas/advertising';
import { formatDateTime } from '@valley/shared/time';
import { Button } from '@valley/shared/ui/button';
import { GridList } from '@valley/shared/ui/grid-list';
import { Loaded, Outcome } from '../../../components/studio-parts';
import { useAdRequests, useMarkAnswered } from '../api/ad-requests';
import styles from './ad-requests.module.css';

const when = (iso: string) => formatDateTime(new Date(iso));

/** A link the business gave, opened beside the studio. */
const outside = (href: string | null) =>
  href ? (
    <a href={href} rel="noreferrer noopener" target="_blank">
      {href}
    </a>
  ) : null;

/** What a business filled in beyond its name and message, under the form's labels; empty fields are left out. */
function Details({ request }: { request: AdRequest }) {
  const address = [request.ad_address, request.ad_city, request.ad_zip].filter(Boolean).join(', ');
  const rows: [string, ReactNode][] = [
    [
      'Email',
      <a key="email" href={`mailto:${request.ad_email}`}>
        {request.ad_email}
      </a>,
    ],
    [
      'Phone',
      request.ad_phoneNumber ? (
        <a key="phone" href={`tel:${request.ad_phoneNumber}`}>
          {request.ad_phoneNumber}
        </a>
      ) : null,
    ],
    ['Address', address || null],
    ['Website', outside(request.ad_website)],
    ['Social Link', outside(request.ad_social_link)],
    ['Google Calendar ID', request.ad_calendar],
  ];
  return (
    <dl className={styles.details}>
      {rows
        .filter(([, value]) => value !== null)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * The advertiser form's requests (decision 094): those waiting, then those answered, each with everything the business sent. Marking
 * one answered says who and when, and Undo (or "Mark as waiting") puts it back.
 */
export function AdRequests() {
  const answer = useAdRequests();
  const { trigger } = useMarkAnswered();
  const [busy, setBusy] = useState<number | null>(null);
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState<{ request: AdRequest; answered: boolean } | null>(null);

  async function mark(request: AdRequest, answered: boolean) {
    setBusy(request.id);
    setProblem('');
    try {
      await trigger({ body: { id: request.id, answered } });
      setDone({ request, answered });
    } catch (failure) {
      setDone(null);
      setProblem(failure instanceof ApiError ? failure.message : `${request.ad_company} could not be updated. Please try again.`);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Loaded answer={answer} what="the advertising requests">
      {(requests) => shown(requests)}
    </Loaded>
  );

  function shown(requests: AdRequest[]) {
    const waiting = requests.filter((request) => !request.answered_at);
    const answered = requests.filter((request) => request.answered_at);
    const list = (rows: AdRequest[]) => (
      <GridList minColumn="min(100%, 36rem)" gap="var(--space-4)">
        {rows.map((request) => (
          <li key={request.id}>
            <article className={styles.request} aria-labelledby={`ad-request-${request.id}`}>
              <h4 id={`ad-request-${request.id}`}>{request.ad_company}</h4>
              <p className={styles.meta}>
                Sent {when(request.created_at)}
                {request.answered_at ? ` · Answered ${when(request.answered_at)}${request.answered_by ? ` by ${request.answered_by}` : ''}` : ''}
              </p>
              <Details request={request} />
              <p className={styles.message}>{request.ad_content}</p>
              <Button
                variant={request.answered_at ? 'outline' : 'primary'}
                pending={busy === request.id}
                aria-label={`${request.answered_at ? 'Mark as waiting' : 'Mark answered'}: ${request.ad_company}`}
                onClick={() => void mark(request, !request.answered_at)}
              >
                {request.answered_at ? 'Mark as waiting' : 'Mark answered'}
              </Button>
            </article>
          </li>
        ))}
      </GridList>
    );

    return (
      <>
        <Outcome
          failure={problem}
          status={
            done ? (
              <>
                {done.answered ? 'Marked answered' : 'Waiting again'}: {done.request.ad_company}.{' '}
                <Button variant="outline" pending={busy === done.request.id} onClick={() => void mark(done.request, !done.answered)}>
                  Undo
                </Button>
              </>
            ) : null
          }
        />
        <section aria-labelledby="ad-requests-waiting">
          <h3 id="ad-requests-waiting">Waiting ({waiting.length})</h3>
          {waiting.length ? list(waiting) : <p className={styles.note}>No request is waiting. New ones from the advertiser form arrive here and by e-mail.</p>}
        </section>
        {answered.length ? (
          <section aria-labelledby="ad-requests-answered">
            <h3 id="ad-requests-answered">Answered ({answered.length})</h3>
            {list(answered)}
          </section>
        ) : null}
      </>
    );
  }
}
