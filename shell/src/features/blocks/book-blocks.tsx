import { useId, useRef, useState, type FormEvent } from 'react';
import { useApiClient } from '@valley/shared/api/swr';
import { emailProblem } from '@valley/shared/email';
import type { ContentBlock } from '@valley/shared/schemas/page';
import { RichText } from '@valley/shared/ui/rich-text';
import { SiteLink } from '../../components/site-link';
import { BlockImage } from './block-image';
import { entryText, httpUrl } from './block-entry';
import styles from './book-blocks.module.css';
import { Button, buttonClass } from '@valley/shared/ui/button';
import { dayKeyOf } from '@valley/shared/time';
import { useHydrated, usePageInstant } from '@valley/shared/ui/hydrated';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '2027-06-05' → '20270605' (the booking engine takes digits only), or null. */
export function bookingDate(value: string): string | null {
  const match = ISO_DATE.exec(value);
  return match ? `${match[1]}${match[2]}${match[3]}` : null;
}

/** `booking_url?checkin=yyyymmdd&checkout=yyyymmdd&locale=…`, keeping any query the URL already has. */
export function bookingLink(bookingUrl: URL, checkin: string, checkout: string, locale = 'en'): string | null {
  const from = bookingDate(checkin);
  const to = bookingDate(checkout);
  if (!from || !to) return null;
  const url = new URL(bookingUrl.href);
  url.searchParams.set('checkin', from);
  url.searchParams.set('checkout', to);
  url.searchParams.set('locale', locale);
  return url.href;
}

/** Today in the valley (where the stay is), as a date input writes it: the server and every visitor's browser agree on it. */
const valleyToday = (): string => dayKeyOf(new Date());

function dayAfter(value: string): string | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const next = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1));
  return next.toISOString().slice(0, 10);
}

export interface StayProblem {
  field: 'checkin' | 'checkout';
  message: string;
}

/** The first problem with the chosen dates (yyyy-mm-dd), in the words the visitor sees. */
export function stayProblem(checkin: string, checkout: string, today: string): StayProblem | null {
  if (!ISO_DATE.test(checkin)) return { field: 'checkin', message: 'Choose a check-in date.' };
  if (!ISO_DATE.test(checkout)) return { field: 'checkout', message: 'Choose a check-out date.' };
  if (checkin < today) return { field: 'checkin', message: 'Check-in cannot be in the past.' };
  if (checkout <= checkin) return { field: 'checkout', message: 'Check-out must be after check-in.' };
  return null;
}

/**
 * `book`: check-in and check-out dates opening `booking_url?checkin=yyyymmdd&checkout=yyyymmdd&locale=en` in a new tab (public-site §2).
 * Check-out must come after check-in, said next to the fields.
 */
export function BookBlock({ block }: { block: ContentBlock }) {
  const id = useId();
  const [checkin, setCheckin] = useState('');
  const [checkout, setCheckout] = useState('');
  const [problem, setProblem] = useState<StayProblem | null>(null);
  // The dates' lower bound as the server drew it, until the visitor acts (the check on submit reads the clock then).
  const today = dayKeyOf(usePageInstant());
  const bookingUrl = httpUrl(block.entry.booking_url);
  if (!bookingUrl) return null;

  const locale = entryText(block, 'locale') ?? 'en';
  const subtitle = entryText(block, 'subtitle');
  const messageId = `${id}-message`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = stayProblem(checkin, checkout, valleyToday());
    setProblem(found);
    const link = found ? null : bookingLink(bookingUrl, checkin, checkout, locale);
    if (link) window.open(link, '_blank', 'noopener,noreferrer');
  };
  const describedBy = problem ? messageId : undefined;

  return (
    <section className={styles.book} aria-label={block.title ? undefined : 'Book your stay'}>
      {block.img ? <BlockImage eagerInFirstBlock className={styles.backdrop} src={block.img} alt="" sizes="100vw" /> : null}
      <div className={styles.bookPanel}>
        {block.title ? <h2 className={styles.heading}>{block.title}</h2> : null}
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        <RichText html={entryText(block, 'content')} />
        <form className={styles.dates} noValidate onSubmit={onSubmit}>
          <div className={styles.field}>
            <label htmlFor={`${id}-checkin`}>{entryText(block, 'checkin_label') ?? 'Check-in'}</label>
            <input
              id={`${id}-checkin`}
              type="date"
              value={checkin}
              min={today}
              onChange={(event) => setCheckin(event.target.value)}
              aria-invalid={problem?.field === 'checkin' ? true : undefined}
              aria-describedby={describedBy}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-checkout`}>{entryText(block, 'checkout_label') ?? 'Check-out'}</label>
            <input
              id={`${id}-checkout`}
              type="date"
              value={checkout}
              min={dayAfter(checkin || today)}
              onChange={(event) => setCheckout(event.target.value)}
              aria-invalid={problem?.field === 'checkout' ? true : undefined}
              aria-describedby={describedBy}
            />
          </div>
          <Button type="submit" variant="accent">
            {entryText(block, 'button_text') ?? 'Check Availability'}
          </Button>
          <p id={messageId} className={styles.problem} role="alert">
            {problem?.message}
          </p>
        </form>
      </div>
    </section>
  );
}

type SignUp = { state: 'idle' } | { state: 'saving' } | { state: 'done' } | { state: 'invalid'; message: string } | { state: 'failed' };

/**
 * `book_direct`'s newsletter form: posts the address, then opens the guides page in a new tab (public-site §2); a blocked pop-up leaves a link.
 * The server draws it: it posts and its button waits for hydration, so no submission writes the address into a URL, and a browser
 * without scripts says why (decision 076, as mf-account's `SubmitButton`).
 */
function NewsletterForm({ buttonLabel, guidesLink }: { buttonLabel: string; guidesLink: string | null }) {
  const client = useApiClient();
  const ready = useHydrated();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [signUp, setSignUp] = useState<SignUp>({ state: 'idle' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signUp.state === 'saving') return;
    const problem = emailProblem(email);
    if (problem) {
      setSignUp({ state: 'invalid', message: problem });
      inputRef.current?.focus();
      return;
    }
    setSignUp({ state: 'saving' });
    try {
      await client.call('contactsCreate', { body: { email: email.trim() } });
    } catch (error) {
      console.error('[shell] newsletter sign-up failed', error);
      setSignUp({ state: 'failed' });
      return;
    }
    setSignUp({ state: 'done' });
    if (guidesLink) window.open(guidesLink, '_blank', 'noopener');
  };

  if (signUp.state === 'done') {
    return (
      <p className={styles.thanks} role="status">
        Thanks for signing up!{' '}
        {guidesLink ? (
          <a href={guidesLink} target="_blank" rel="noopener noreferrer">
            Open the guides
          </a>
        ) : null}
      </p>
    );
  }

  const message = signUp.state === 'invalid' ? signUp.message : signUp.state === 'failed' ? 'We could not sign you up just now. Please try again.' : null;
  return (
    <form className={styles.newsletter} method="post" noValidate onSubmit={onSubmit}>
      <label htmlFor={`${id}-email`}>Email address</label>
      <div className={styles.inline}>
        <input
          ref={inputRef}
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={signUp.state === 'invalid' ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
        />
        <Button type="submit" variant="accent" pending={signUp.state === 'saving'} disabled={!ready}>
          {buttonLabel}
        </Button>
      </div>
      {ready ? null : (
        <noscript>
          <p className={styles.problem}>This form needs JavaScript. Please turn it on in your browser and reload the page.</p>
        </noscript>
      )}
      <p id={`${id}-message`} className={styles.problem} role="alert">
        {message}
      </p>
    </form>
  );
}

/** `book_direct`: the newsletter sign-up beside a link to book lodging directly. */
export function BookDirectBlock({ block }: { block: ContentBlock }) {
  const subtitle = entryText(block, 'subtitle');
  const newsletterTitle = entryText(block, 'newsletter_title');
  const bookingTitle = entryText(block, 'booking_title');
  const lodgingLink = entryText(block, 'booking_link');
  return (
    <section className={styles.bookDirect} aria-label={block.title ? undefined : 'Plan your stay'}>
      {block.img ? <BlockImage eagerInFirstBlock className={styles.backdrop} src={block.img} alt="" sizes="100vw" /> : null}
      <div className={styles.bookDirectInner}>
        {block.title ? <h2 className={styles.heading}>{block.title}</h2> : null}
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        <RichText html={entryText(block, 'content')} />
        <div className={styles.columns}>
          <div className={styles.card}>
            {newsletterTitle ? <h3 className={styles.cardHeading}>{newsletterTitle}</h3> : null}
            <NewsletterForm buttonLabel={entryText(block, 'newsletter_button') ?? 'Sign Up'} guidesLink={entryText(block, 'guides_link')} />
          </div>
          {lodgingLink ? (
            <div className={styles.card}>
              {bookingTitle ? <h3 className={styles.cardHeading}>{bookingTitle}</h3> : null}
              <SiteLink url={lodgingLink} target="_blank" className={buttonClass('accent')}>
                {entryText(block, 'button_text') ?? 'Find Lodging'}
              </SiteLink>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
