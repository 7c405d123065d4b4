import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useSearchParams } from '@valley/shared/router';
import type { User } from '@valley/shared/schemas/account';
import { useAuthStore } from '@valley/shared/stores/auth';
import { CountTiles } from '../components/count-tiles';
import { ProfileSkeleton } from '../components/profile-skeleton';
import { paths } from '../config/paths';
import { useAfterSignIn } from '../features/after-sign-in/hooks/use-after-sign-in';
import { useProfileIntent } from '../features/after-sign-in/hooks/use-profile-intent';
import { ClaimPanel } from '../features/claims/components/claim-panel';
import { ClaimsTab } from '../features/claims/components/claims-tab';
import { CorrectionsTab } from '../features/corrections/components/corrections-tab';
import { DestinationsTab } from '../features/destinations/components/destinations-tab';
import { EventsTab } from '../features/events/components/events-tab';
import { FavoritesTab } from '../features/favorites/components/favorites-tab';
import { InsightsTab } from '../features/insights/components/insights-tab';
import { ItinerariesTab } from '../features/itineraries/components/itineraries-tab';
import { ProfileHeader } from '../features/profile/components/profile-header';
import { ProfileWizard } from '../features/profile-wizard/components/profile-wizard';
import { ReservationsTab } from '../features/reservations/components/reservations-tab';
import { AuditTab } from '../features/review/components/audit-tab';
import { ReviewTab } from '../features/review/components/review-tab';
import { StaleListingsTab } from '../features/stale-listings/components/stale-listings-tab';
import { TipsTab } from '../features/tips/components/tips-tab';
import { useListsLoadAgain, useMember, useMemberList } from '../lib/member-data';
import { emailLinkNote } from '../lib/email-change';
import { errorStatus } from '../lib/notices';
import { forgetDraft, readDraft, saveDraft } from '../lib/session-draft';
import { useForgetSession } from '../lib/use-sign-out';
import styles from './profile-page.module.css';
import { PageHead } from '@valley/shared/ui/page-head';
import { Tabs, type TabItem } from '@valley/shared/ui/tabs';
import { Button } from '@valley/shared/ui/button';

const TABS = [
  'destinations',
  'events',
  'tips',
  'itineraries',
  'reservations',
  'favorites',
  'insights',
  'claims',
  'corrections',
  'review',
  'audit',
  'stale',
] as const;
type TabKey = (typeof TABS)[number];
const isTab = (value: string | null): value is TabKey => TABS.includes(value as TabKey);
const TAB_ITEMS: TabItem<TabKey>[] = [
  { key: 'destinations', label: 'Destinations' },
  { key: 'events', label: 'Events' },
  { key: 'tips', label: 'Tips' },
  { key: 'itineraries', label: 'Itineraries' },
  { key: 'reservations', label: 'Reservations' },
  { key: 'favorites', label: 'Favorites' },
  { key: 'insights', label: 'Insights' },
];
/**
 * Destination members claim listings, the board decides the claims a code cannot prove (decision 088); owners act on the corrections
 * visitors suggest, the board on those nobody acted on (decision 089).
 */
const LISTING_TABS: TabItem<TabKey>[] = [
  { key: 'claims', label: 'Claims' },
  { key: 'corrections', label: 'Corrections' },
];
const DESTINATION_TAB_ITEMS: TabItem<TabKey>[] = [...TAB_ITEMS, ...LISTING_TABS];
/**
 * Board accounts review what members send (decision 008), audit what trusted partners publish (decision 087) and see which listings
 * nobody has confirmed (decision 090).
 */
const BOARD_TABS: readonly string[] = ['review', 'audit', 'stale'];
const BOARD_TAB_ITEMS: TabItem<TabKey>[] = [
  ...TAB_ITEMS,
  ...LISTING_TABS,
  { key: 'review', label: 'Review' },
  { key: 'audit', label: 'Audit Log' },
  { key: 'stale', label: 'Stale listings' },
];
const LISTING_TAB_KEYS: readonly string[] = LISTING_TABS.map((item) => item.key);
/** A listing's 'Claim it' link (`?claim={slug}`) opened while signed out waits in this tab's storage for the sign-in. */
const CLAIM_DRAFT = 'claim';

/** `/profile`: the wizard until the profile is started, then the dashboard; signed out, /login. Loaded on demand, so sign-in screens skip it. */
export function ProfilePage() {
  const signedIn = useAuthStore((state) => Boolean(state.token));
  const [search] = useSearchParams();
  // The e-mail confirmation link lands here; signed out, its outcome is told on the sign-in page.
  const emailOutcome = search.get('email');
  const claim = search.get('claim');
  useEffect(() => {
    if (!signedIn && claim) saveDraft(CLAIM_DRAFT, { slug: claim });
  }, [signedIn, claim]);
  if (!signedIn) return <Navigate to={emailOutcome ? `${paths.login.href()}?${new URLSearchParams({ email: emailOutcome })}` : paths.login.href()} replace />;
  return (
    <>
      <PageHead title="My Profile" noindex />
      <MemberArea />
    </>
  );
}

function MemberArea() {
  const { data: user, error, mutate } = useMember();
  const forget = useForgetSession();
  useAfterSignIn(user);
  // Only an answer from the server signs out: a request that never got one (offline, status 0) or
  // that the browser cancelled (an AbortError, no status at all) keeps the session.
  const status = errorStatus(error);
  const failedWithAnswer = status !== null && status > 0;

  // member-area §4: a failing /api/user signs the member out (an expired or revoked token).
  useEffect(() => {
    if (failedWithAnswer) forget();
  }, [failedWithAnswer, forget]);

  if (error) {
    if (failedWithAnswer) return null;
    return (
      <section className={styles.problem} role="alert">
        <h1>Your profile could not be loaded</h1>
        <p>The server could not be reached. Check your connection and try again.</p>
        <Button onClick={() => void mutate()}>Retry</Button>
      </section>
    );
  }
  if (!user) return <ProfileSkeleton />;
  if (!user.profile_started) return <ProfileWizard user={user} />;
  return <Dashboard user={user} />;
}

function Dashboard({ user }: { user: User }) {
  const [search, setSearch] = useSearchParams();
  const intent = useProfileIntent();
  const requested = search.get('tab');
  const intentTab: TabKey | null = intent ? (intent.action === 'tip' ? 'tips' : 'itineraries') : null;
  const board = user.role === 'Board';
  const listings = board || user.role === 'Destination';
  const allowed = (key: string | null): key is TabKey => isTab(key) && (!BOARD_TABS.includes(key) || board) && (listings || !LISTING_TAB_KEYS.includes(key));
  const claimSlug = search.get('claim');
  const tab: TabKey = intentTab && !requested ? intentTab : allowed(requested) ? requested : claimSlug && listings ? 'claims' : 'destinations';
  const select = (key: TabKey) => setSearch((current) => ({ ...Object.fromEntries(current), tab: key }), { replace: true });

  const counts = {
    destinations: useMemberList('myDestinations').data?.length,
    events: useMemberList('myEvents').data?.length,
    tips: useMemberList('myTips').data?.length,
    itineraries: useMemberList('myItineraries').data?.length,
    reservations: useMemberList('myReservations').data?.length,
    favorites: useMemberList('myFavorites').data?.length,
  };

  useListsLoadAgain();

  // The intent's destination opens that tab's add form with it chosen (remounted when it arrives).
  const startWith = (action: 'tip' | 'itinerary') => (intent?.action === action ? intent.destinationId : null);
  // Shown once: the parameter leaves the address, so a reload or a sign-out does not repeat it.
  const [emailNote] = useState(() => emailLinkNote(search.get('email')));
  // A claim asked for before signing in opens now.
  useEffect(() => {
    const stored = readDraft<{ slug: string }>(CLAIM_DRAFT)?.slug;
    forgetDraft(CLAIM_DRAFT);
    if (stored && !search.has('claim')) setSearch((current) => ({ ...Object.fromEntries(current), claim: stored }), { replace: true });
  }, [search, setSearch]);
  const openClaim = (slug: string | null) =>
    setSearch((current) => {
      const { claim: _open, ...rest } = Object.fromEntries(current);
      return slug ? { ...rest, claim: slug } : rest;
    });
  useEffect(() => {
    if (search.has('email')) setSearch((current) => Object.fromEntries([...current].filter(([key]) => key !== 'email')), { replace: true });
  }, [search, setSearch]);

  const panels: Record<TabKey, ReactNode> = {
    destinations: <DestinationsTab />,
    events: <EventsTab />,
    tips: <TipsTab key={`tip-${startWith('tip') ?? 'none'}`} startWith={startWith('tip')} />,
    itineraries: <ItinerariesTab key={`itinerary-${startWith('itinerary') ?? 'none'}`} startWith={startWith('itinerary')} />,
    reservations: <ReservationsTab email={user.email} />,
    favorites: <FavoritesTab />,
    insights: <InsightsTab board={board} />,
    claims: listings ? <ClaimsTab board={board} onOpen={openClaim} /> : null,
    corrections: listings ? <CorrectionsTab board={board} /> : null,
    review: board ? <ReviewTab /> : null,
    audit: board ? <AuditTab /> : null,
    stale: board ? <StaleListingsTab /> : null,
  };

  return (
    <div className={styles.page}>
      {emailNote ? (
        <p className={emailNote.problem ? styles.noteProblem : styles.note} role="status">
          {emailNote.text}
        </p>
      ) : null}
      <ProfileHeader user={user} />
      <CountTiles
        onOpen={select}
        tiles={[
          { key: 'destinations', label: 'Your Destinations', count: counts.destinations },
          { key: 'events', label: 'Events', count: counts.events },
          { key: 'favorites', label: 'Favorites', count: counts.favorites },
          { key: 'tips', label: 'Local Tips', count: counts.tips },
          { key: 'itineraries', label: 'Itineraries', count: counts.itineraries },
          { key: 'reservations', label: 'Reservations', count: counts.reservations },
        ]}
      />
      {claimSlug ? <ClaimPanel key={claimSlug} slug={claimSlug} role={user.role} onClose={() => openClaim(null)} /> : null}
      <Tabs
        label="Your content"
        idPrefix="dashboard"
        items={board ? BOARD_TAB_ITEMS : listings ? DESTINATION_TAB_ITEMS : TAB_ITEMS}
        selected={tab}
        onSelect={select}
        panelClassName={styles.tabPanel}
      >
        {panels[tab]}
      </Tabs>
    </div>
  );
}
