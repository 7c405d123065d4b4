import type { FastifyInstance } from 'fastify';
import { livePage } from '../routes/studio-pages';
import { recordedRevision } from '../studio/drafts';
import type { EndpointInput, EndpointName } from '@valley/shared/api/contract';
import { solveChallenge } from '@valley/shared/bot-check';
import { issueAccessToken } from '../auth/tokens';
import { DEV_INSIGHTS_SECRET } from '../config';
import type { Db } from '../db/db';
import { issueViewToken } from '../insights/view-token';
import { dataUrl, flatPng } from './pictures';

// One accepted request per contract endpoint that takes input: the fuzz suite changes one field at a time, so each bad value reaches
// the code behind validation. Typed by the contract, so a new required field fails the typecheck here.

/** Rows of the seeded database (and the member's own items) that valid requests name. */
export interface Fixtures {
  app: FastifyInstance;
  db: Db;
  /** The signed-in member (the Board member, so the review calls answer too). */
  member: { id: number; email: string };
  destination: { id: number; slug: string };
  eventSlug: string;
  tipSlug: string;
  itinerarySlug: string;
  newsId: number;
  pagePath: string;
  categorySlug: string;
  eventCategorySlug: string;
  experienceId: number;
  activityId: number;
  townId: number;
  /** Items the member owns, for the update calls (created from the create requests below). */
  own: { destination: number; event: number; tip: number; itinerary: number };
}

export interface ValidRequest<N extends EndpointName> {
  input: EndpointInput<N>;
  /** What the request answers; 200 unless the data makes another answer the right one. */
  status?: number;
}

/** `unique` differs on every call: addresses that throttles count per address stay fresh. */
type Builder<N extends EndpointName> = (fixtures: Fixtures, unique: number) => ValidRequest<N> | Promise<ValidRequest<N>>;

export type ValidRequests = { [N in EndpointName]?: Builder<N> };

const NO_SUCH_ID = 2_000_000_000;
const SITE = 'http://localhost:3000';

/** A solved bot-check token (the fuzz app runs with difficulty 1, so solving is instant). */
async function botToken(app: FastifyInstance): Promise<string> {
  const { challenge, difficulty } = (await app.inject({ method: 'GET', url: '/api/bot-check/challenge' })).json<{ challenge: string; difficulty: number }>();
  return solveChallenge(challenge, difficulty);
}

/** The path of one image the site keeps. */
const anyImage = async (fixtures: Fixtures) => (await fixtures.db.query<{ path: string }>(`select path from media order by path limit 1`)).rows[0]!.path;

/** A draft of the site's settings as they are seeded, from their live revision. */
async function settingsDraft(fixtures: Fixtures) {
  const { rows } = await fixtures.db.query<{ revision: number | null }>(`select max(revision) as revision from studio_history where kind = 'settings'`);
  return { base_revision: rows[0]?.revision ?? 1, settings: { organization: 'Happy Valley', nav_bar_color: '#19325b' } };
}

/** The oldest event waiting for the board, for approve/reject (each call uses one up): a new one when none waits. */
/** The navigation's live tabs as a draft from its live revision. */
async function navDraft(fixtures: Fixtures) {
  const { token } = await issueAccessToken(fixtures.db, fixtures.member.id);
  const view = (await fixtures.app.inject({ method: 'GET', url: '/api/studio/nav', headers: { authorization: `Bearer ${token}` } })).json();
  return { base_revision: view.revision, tabs: view.live };
}

async function categoryId(fixtures: Fixtures): Promise<number> {
  const { rows } = await fixtures.db.query<{ id: number }>('select id from destination_categories where slug = $1', [fixtures.categorySlug]);
  return rows[0]!.id;
}

/** A place's live name, address and introducing line, as its draft sends them. */
async function livePlaceValues(
  fixtures: Fixtures,
  table: 'destination_categories' | 'experiences' | 'towns' | 'event_categories' | 'activities',
  description: string,
  id: number,
) {
  const { rows } = await fixtures.db.query<{ name: string; slug: string; description: string | null }>(
    `select name, slug, ${description} as description from ${table} where id = $1`,
    [id],
  );
  return rows[0]!;
}

async function eventCategoryId(fixtures: Fixtures): Promise<number> {
  const { rows } = await fixtures.db.query<{ id: number }>('select id from event_categories where slug = $1', [fixtures.eventCategorySlug]);
  return rows[0]!.id;
}

async function aboutPage(fixtures: Fixtures): Promise<number> {
  const { rows } = await fixtures.db.query<{ id: number }>(`select id from pages where approved order by path limit 1`);
  return rows[0]!.id;
}

async function pendingEvent(fixtures: Fixtures): Promise<number> {
  const { rows } = await fixtures.db.query<{ id: number }>(`select id from events where review_status = 'pending' order by id limit 1`);
  if (rows[0]) return Number(rows[0].id);
  const { token } = await issueAccessToken(fixtures.db, fixtures.member.id);
  return create(fixtures.app, token, '/api/events/create', event(fixtures));
}

async function create(app: FastifyInstance, token: string, url: string, body: unknown): Promise<number> {
  const response = await app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload: body as Record<string, unknown> });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  return Number(response.json<{ id: number }>().id);
}

const event = (fixtures: Fixtures) => ({
  title: 'Fly-Tying Nights',
  start_at: '2027-06-01T19:00',
  end_at: '2027-06-01T21:00',
  summary: 'Bring a vise.',
  content: '<p>Bring a vise and a thermos.</p>',
  destination: fixtures.destination.id,
  categories: [] as number[],
  email: 'flies@example.com',
  phone: '814-555-0100',
  website: 'https://example.com/flies',
  social_link: 'https://example.com/social',
  recurrence: 'weekly' as const,
  r_weekly_weeks: 1,
  r_weekly_day: ['Tue', 'Thu'],
  r_end_type: 'After' as const,
  r_number_of_occurrences: 6,
  r_end_date: '',
});

const destination = () => ({
  company_name: 'Spring Creek Outfitters',
  email: 'outfitters@example.com',
  phone: '814-555-0101',
  address: '100 Main St',
  city: 'Bellefonte',
  zip_code: '16823',
  description: '<p>Rods, reels and advice.</p>',
  calendar: '',
  ics_calendar: '',
  website: 'https://example.com/outfitters',
  map_link: '',
  reservations_link: '',
  restaurant_link: '',
  golf_link: '',
  facebook_link: '',
  twitter_link: '',
  instagram_link: '',
  youtube_link: '',
  pinterest_link: '',
  categories: [] as number[],
  amenities: [] as number[],
  photos: [] as string[],
});

const tip = (fixtures: Fixtures) => ({
  title: 'Go early',
  tip: '<p>The trout rise at dawn.</p>',
  destination: fixtures.destination.id,
  website: 'https://example.com/tip',
  social_link: '',
});

const itinerary = (fixtures: Fixtures) => ({
  title: 'A day on Spring Creek',
  content: '<p>Fish, lunch, fish again.</p>',
  destination: fixtures.destination.id,
  items: [{ destination: fixtures.destination.id, event: null, information: '<p>Start here.</p>' }],
});

export const VALID_REQUESTS: ValidRequests = {
  menu: () => ({ input: { params: { name: 'top_menu' } } }),
  page: (f) => ({ input: { params: { '*': f.pagePath } } }),
  pageDraft: (f) => ({ input: { params: { '*': f.pagePath } } }),
  pagesSearch: () => ({ input: { body: { q: 'getting here' } } }),
  destinationsSearch: () => ({ input: { body: { name: 'cave', experiences: [], activities: [], categories: [], order: 'name' } } }),
  destinationsSearchPage: () => ({ input: { body: { name: 'cave', experiences: [], activities: [], categories: [], order: 'name', page: 1, limit: 24 } } }),
  destinationsSearchPins: () => ({ input: { body: { name: 'cave', experiences: [], activities: [], categories: [], order: 'name' } } }),
  destinationGet: (f) => ({ input: { params: { id: f.destination.slug } } }),
  destinationDraft: (f) => ({ input: { params: { id: String(f.own.destination) } } }),
  destinationCategoriesSearch: () => ({ input: { body: { q: 'food' } } }),
  categoryGet: (f) => ({ input: { params: { slug: f.categorySlug } } }),
  categoriesListPost: () => ({ input: { body: {} } }),
  amenitiesList: () => ({ input: { body: {} } }),
  experienceGet: (f) => ({ input: { params: { id: String(f.experienceId) } } }),
  activityGet: (f) => ({ input: { params: { id: String(f.activityId) } } }),
  cityGet: (f) => ({ input: { params: { id: String(f.townId) } } }),
  tipsList: () => ({ input: { body: { title: 'trout', name: 'creek', order: 'title' } } }),
  tipGet: (f) => ({ input: { params: { slug: f.tipSlug } } }),
  tipDraft: (f) => ({ input: { params: { slug: f.tipSlug } } }),
  itinerariesList: () => ({ input: { body: { title: 'day', name: 'creek', order: 'title' } } }),
  itineraryGet: (f) => ({ input: { params: { slug: f.itinerarySlug } } }),
  itineraryDraft: (f) => ({ input: { params: { slug: f.itinerarySlug } } }),
  eventsSearch: () => ({
    input: { body: { categories: [], destinations: [], title: 'market', dates: '2026-11-01|2027-05-31', order: 'upcoming', page: 1, limit: 12 } },
  }),
  eventCategoriesPost: () => ({ input: { body: {} } }),
  eventCategoryGet: (f) => ({ input: { params: { slug: f.eventCategorySlug } } }),
  eventGet: (f) => ({ input: { params: { slug: f.eventSlug } } }),
  eventDraft: (f) => ({ input: { params: { slug: String(f.own.event) } } }),
  newsSiteSearch: () => ({ input: { body: { title: 'creamery', categories: null, limit: 10 } } }),
  newsGet: (f) => ({ input: { params: { id: String(f.newsId) } } }),
  newsDraft: (f) => ({ input: { params: { id: String(f.newsId) } } }),
  newsSearch: () => ({ input: { query: { page: 1, limit: 10, title: 'creamery', categories: [1, 2], order: 'latest' } } }),
  newsList: () => ({ input: { query: { limit: 15, featured: '1' } } }),
  contactsCreate: (_f, unique) => ({ input: { body: { email: `fuzz-${unique}@example.com` } } }),
  register: async (f, unique) => ({
    input: {
      body: {
        role: 'Visitor',
        firstname: 'Fuzz',
        lastname: 'Tester',
        email: `fuzz-${unique}@example.com`,
        password: 'correct horse',
        token: await botToken(f.app),
      },
    },
  }),
  // An address with no account: the one answer for every failed sign-in.
  login: (_f, unique) => ({ input: { body: { username: `fuzz-${unique}@example.com`, password: 'correct horse' } }, status: 401 }),
  forgotPassword: (_f, unique) => ({ input: { body: { email: `fuzz-${unique}@example.com` } } }),
  signInLink: (_f, unique) => ({ input: { body: { email: `fuzz-${unique}@example.com` } } }),
  // A link that was never mailed: the reset is refused after the input is read.
  resetPassword: () => ({
    input: { body: { forgotToken: 'a'.repeat(43), newPassword: 'correct horse', confirmPassword: 'correct horse', oldPassword: null } },
    status: 400,
  }),
  supportMessage: async (f, unique) => ({
    input: { body: { email: `fuzz-${unique}@example.com`, content: 'The map does not load.', token: await botToken(f.app) } },
  }),
  shareLink: (_f, unique) => ({ input: { body: { url: `${SITE}/d/penns-cave`, email: `fuzz-${unique}@example.com` } } }),
  profileUpdate: (f) => ({
    input: {
      body: {
        first_name: 'Dana',
        last_name: 'Whitfield',
        email: f.member.email,
        phone: '814-555-0102',
        city: 'State College',
        zip_code: '16801',
        state: 'PA',
        country: 'US',
        company_name: 'Valley Board',
        company_address: '1 Allen St',
        company_city: 'State College',
        company_zip: '16801',
        company_content: '<p>The board.</p>',
        website: 'https://example.com/board',
        social_link: '',
        calendar: '',
        eat: true,
        stay: false,
        explore: true,
      },
    },
  }),
  profileInterests: () => ({ input: { body: { eat: true, stay: true, explore: false } } }),
  destinationCreate: () => ({ input: { body: destination() } }),
  destinationUpdate: (f) => ({ input: { body: { ...destination(), id: f.own.destination } } }),
  destinationDelete: () => ({ input: { body: { id: NO_SUCH_ID } }, status: 404 }),
  eventCreate: (f) => ({ input: { body: event(f) } }),
  eventUpdate: (f) => ({ input: { body: { ...event(f), id: f.own.event } } }),
  eventDelete: () => ({ input: { body: { id: NO_SUCH_ID } }, status: 404 }),
  tipCreate: (f) => ({ input: { body: tip(f) } }),
  tipUpdate: (f) => ({ input: { body: { ...tip(f), id: f.own.tip } } }),
  tipDelete: () => ({ input: { body: { id: NO_SUCH_ID } }, status: 404 }),
  itineraryCreate: (f) => ({ input: { body: itinerary(f) } }),
  itineraryUpdate: (f) => ({ input: { body: { ...itinerary(f), id: f.own.itinerary } } }),
  itineraryDelete: () => ({ input: { body: { id: NO_SUCH_ID } }, status: 404 }),
  reservationCreate: (f, unique) => ({
    input: {
      body: {
        start_at: '2027-06-01',
        end_at: '2027-06-03',
        email: `fuzz-${unique}@example.com`,
        phone: '814-555-0103',
        destination: f.destination.id,
        reservation: 'Two adults.',
      },
    },
  }),
  favoriteCreate: (f) => ({ input: { body: { destination: f.destination.id } } }),
  favoriteDelete: () => ({ input: { body: { id: NO_SUCH_ID } }, status: 404 }),
  reviewApprove: async (f) => ({ input: { body: { kind: 'event', id: await pendingEvent(f) } } }),
  reviewReject: async (f) => ({ input: { body: { kind: 'event', id: await pendingEvent(f), reason: 'Add the fee, please.' } } }),
  // Stops trusting a seeded partner who was not trusted: harmless to repeat.
  reviewTrust: () => ({ input: { body: { email: 'alicia.yoder@example.com', trusted: false } } }),
  reviewRevert: () => ({ input: { body: { id: NO_SUCH_ID } }, status: 404 }),
  claimListing: (f) => ({ input: { params: { id: f.destination.slug } } }),
  // The member here is the Board's: claiming is for Destination members (claims.test.ts covers their answers).
  claimStart: (f) => ({ input: { body: { destination: f.destination.id, note: 'I run it.' } }, status: 403 }),
  claimVerify: () => ({ input: { body: { claim: NO_SUCH_ID, code: '123456' } }, status: 403 }),
  claimDecide: () => ({ input: { body: { claim: NO_SUCH_ID, approve: true, note: 'Checked by phone.' } }, status: 404 }),
  correctionCreate: async (f) => ({
    input: { body: { destination: f.destination.id, field: 'phone', suggestion: '814-555-0104', email: '', token: await botToken(f.app) } },
  }),
  correctionResolve: () => ({ input: { body: { id: NO_SUCH_ID, outcome: 'fixed' } }, status: 404 }),
  // The member is the Board, the studio's administrator: inviting a seeded member again only renews the invitation (decision 092).
  studioInvite: () => ({ input: { body: { email: 'greg.hess@example.com', role: 'editor' } } }),
  studioRemove: () => ({ input: { body: { id: NO_SUCH_ID } }, status: 404 }),
  studioAudit: () => ({ input: { query: { before: 1_000_000 } } }),
  // Each menu call as the Board: a draft of the utility bar from its live revision, then discarded, restoring an unknown revision.
  studioMenuDraft: async (f) => ({
    input: {
      body: {
        name: 'top_menu',
        base_revision: (await f.db.query<{ revision: number }>(`select revision from menus where name = 'top_menu'`)).rows[0]!.revision,
        links: [{ title: 'Events', url: '/events', new_tab: false }],
      },
    },
  }),
  studioMenuPublish: () => ({ input: { body: { name: 'footer_menu_1' } }, status: 400 }),
  studioMenuDiscard: () => ({ input: { body: { name: 'top_menu' } } }),
  studioMenuRestore: () => ({ input: { body: { name: 'top_menu', revision: 999 } }, status: 404 }),
  studioPost: (f) => ({ input: { params: { id: f.newsId } } }),
  studioPostSave: () => ({
    input: { body: { title: 'Fuzz notes', content: '<p>From the valley.</p>', featured: false, published_at: '2026-06-01T09:00', category_id: null } },
  }),
  studioPostPublish: () => ({ input: { body: { id: NO_SUCH_ID } }, status: 404 }),
  studioPostRetire: () => ({ input: { body: { id: NO_SUCH_ID } }, status: 404 }),
  studioPostDiscard: () => ({ input: { body: { id: NO_SUCH_ID } }, status: 404 }),
  studioPostRestore: () => ({ input: { body: { id: NO_SUCH_ID, revision: 1 } }, status: 404 }),
  studioCategoryMerge: () => ({ input: { body: { id: NO_SUCH_ID, into: 1 } }, status: 404 }),
  studioExperienceMerge: () => ({ input: { body: { id: NO_SUCH_ID, into: 1 } }, status: 404 }),
  studioTownMerge: () => ({ input: { body: { id: NO_SUCH_ID, into: 1 } }, status: 404 }),
  studioEventCategoryMerge: () => ({ input: { body: { id: NO_SUCH_ID, into: 1 } }, status: 404 }),
  studioActivityMerge: () => ({ input: { body: { id: NO_SUCH_ID, into: 1 } }, status: 404 }),
  studioAmenityCreate: (_f, unique) => ({ input: { body: { name: `Bike valet ${unique}` } } }),
  studioAmenityRename: (_f, unique) => ({ input: { body: { id: 1, name: `Free Wi-Fi ${unique}` } } }),
  studioAmenityRetire: () => ({ input: { body: { id: NO_SUCH_ID } }, status: 404 }),
  studioAmenityReinstate: () => ({ input: { body: { id: NO_SUCH_ID } }, status: 404 }),
  studioMedia: () => ({ input: { query: { q: 'nittany', missing_alt: '1', page: 1 } } }),
  studioMediaItem: async (f) => ({ input: { query: { path: await anyImage(f) } } }),
  studioMediaUpload: async () => ({ input: { body: { image: dataUrl(await flatPng(64, 48), 'image/png'), alt: 'A green square' } } }),
  // The seed's drawn images are not uploads: refused, as the request is right.
  studioMediaDelete: async (f) => ({ input: { body: { path: await anyImage(f) } }, status: 400 }),
  studioMediaAlt: async (f) => ({ input: { body: { path: await anyImage(f), alt: 'Mount Nittany at dusk' } } }),
  studioMediaFocus: async (f) => ({ input: { body: { path: await anyImage(f), focus: { x: 30, y: 70 } } } }),
  studioPostPreviewLink: (f) => ({ input: { body: { id: f.newsId } } }),
  studioPostPreviewWithdraw: (f) => ({ input: { body: { id: f.newsId } } }),
  studioSettingsDraft: async (f) => ({ input: { body: await settingsDraft(f) } }),
  // A draft is saved first, so there is one to publish.
  studioSettingsPublish: async (f) => {
    const { token } = await issueAccessToken(f.db, f.member.id);
    await f.app.inject({ method: 'POST', url: '/api/studio/settings/draft', headers: { authorization: `Bearer ${token}` }, payload: await settingsDraft(f) });
    return { input: { body: {} } };
  },
  studioSettingsDiscard: () => ({ input: { body: {} } }),
  studioSettingsRestore: () => ({ input: { body: { revision: 999 } }, status: 404 }),
  // The navigation's calls as the Board: its live tabs saved as a draft, then discarded, restoring an unknown revision.
  studioNavDraft: async (f) => ({ input: { body: await navDraft(f) } }),
  // A draft of the live tabs is saved first, so there is one to publish (a fuzzed draft would otherwise be).
  studioNavPublish: async (f) => {
    const { token } = await issueAccessToken(f.db, f.member.id);
    await f.app.inject({ method: 'POST', url: '/api/studio/nav/draft', headers: { authorization: `Bearer ${token}` }, payload: await navDraft(f) });
    return { input: { body: {} } };
  },
  studioNavDiscard: () => ({ input: { body: {} } }),
  studioNavRestore: () => ({ input: { body: { revision: 999 } }, status: 404 }),
  // A category's and a town's calls as the Board: its own values saved as a draft (nothing moves), publishing an unknown one.
  studioCategory: async (f) => ({ input: { params: { id: await categoryId(f) } } }),
  studioCategoryDraft: async (f) => {
    const id = await categoryId(f);
    return {
      input: {
        body: {
          id,
          base_revision: await recordedRevision(f.db, 'category', String(id)),
          category: await livePlaceValues(f, 'destination_categories', 'description', id),
        },
      },
    };
  },
  // A new place of each kind named only: its address is made from the name, so a second call is as valid as the first.
  studioCategoryCreate: () => ({ input: { body: { name: 'Valid Request Category' } } }),
  studioCategoryPublish: () => ({ input: { body: { id: NO_SUCH_ID } }, status: 404 }),
  studioCategoryRetire: () => ({ input: { body: { id: NO_SUCH_ID } }, status: 404 }),
  studioCategoryReinstate: () => ({ input: { body: { id: NO_SUCH_ID } }, status: 404 }),
  studioCategoryDiscard: async (f) => ({ input: { body: { id: await categoryId(f) } } }),
  studioCategoryRestore: async (f) => ({ input: { body: { id: await categoryId(f), revision: 999 } }, status: 404 }),
  studioExperience: (f) => ({ input: { params: { id: f.experienceId } } }),
  studioExperienceDraft: async (f) => ({
    input: {
      body: {
        id: f.experienceId,
        base_revision: await recordedRevision(f.db, 'experience', String(f.experienceId)),
        experience: await livePlaceValues(f, 'experiences', 'description', f.experienceId),
      },
    },
  }),
  studioExperienceCreate: () => ({ input: { body: { name: 'Valid Request Experience' } } }),
  studioExperiencePublish: () => ({ input: { body: { id: NO_SUCH_ID } }, status: 404 }),
  studioExperienceRetire: () => ({ input: { body: { id: NO_SUCH_ID } }, status: 404 }),
  studioExperienceReinstate: () => ({ input: { body: { id: NO_SUCH_ID } }, status: 404 }),
  studioExperienceDiscard: (f) => ({ input: { body: { id: f.experienceId } } }),
  studioExperienceRestore: (f) => ({ input: { body: { id: f.experienceId, revision: 999 } }, status: 404 }),
  studioEventCategory: async (f) => ({ input: { params: { id: await eventCategoryId(f) } } }),
  studioEventCategoryDraft: async (f) => {
    const id = await eventCategoryId(f);
    return {
      input: {
        body: {
          id,
          base_revision: await recordedRevision(f.db, 'event-category', String(id)),
          event_category: await livePlaceValues(f, 'event_categories', 'description', id),
        },
      },
    };
  },
  studioEventCategoryCreate: () => ({ input: { body: { name: 'Valid Request EventCategory' } } }),
  studioEventCategoryPublish: () => ({ input: { body: { id: NO_SUCH_ID } }, status: 404 }),
  studioEventCategoryRetire: () => ({ input: { body: { id: NO_SUCH_ID } }, status: 404 }),
  studioEventCategoryReinstate: () => ({ input: { body: { id: NO_SUCH_ID } }, status: 404 }),
  studioEventCategoryDiscard: async (f) => ({ input: { body: { id: await eventCategoryId(f) } } }),
  studioEventCategoryRestore: async (f) => ({ input: { body: { id: await eventCategoryId(f), revision: 999 } }, status: 404 }),
  studioActivity: (f) => ({ input: { params: { id: f.activityId } } }),
  studioActivityDraft: async (f) => ({
    input: {
      body: {
        id: f.activityId,
        base_revision: await recordedRevision(f.db, 'activity', String(f.activityId)),
        activity: await livePlaceValues(f, 'activities', 'description', f.activityId),
      },
    },
  }),
  studioActivityCreate: () => ({ input: { body: { name: 'Valid Request Activity' } } }),
  studioActivityPublish: () => ({ input: { body: { id: NO_SUCH_ID } }, status: 404 }),
  studioActivityRetire: () => ({ input: { body: { id: NO_SUCH_ID } }, status: 404 }),
  studioActivityReinstate: () => ({ input: { body: { id: NO_SUCH_ID } }, status: 404 }),
  studioActivityDiscard: (f) => ({ input: { body: { id: f.activityId } } }),
  studioActivityRestore: (f) => ({ input: { body: { id: f.activityId, revision: 999 } }, status: 404 }),
  studioTown: (f) => ({ input: { params: { id: f.townId } } }),
  studioTownDraft: async (f) => ({
    input: {
      body: {
        id: f.townId,
        base_revision: await recordedRevision(f.db, 'town', String(f.townId)),
        town: await livePlaceValues(f, 'towns', 'meta_description', f.townId),
      },
    },
  }),
  studioTownCreate: () => ({ input: { body: { name: 'Valid Request Town' } } }),
  studioTownPublish: () => ({ input: { body: { id: NO_SUCH_ID } }, status: 404 }),
  studioTownRetire: () => ({ input: { body: { id: NO_SUCH_ID } }, status: 404 }),
  studioTownReinstate: () => ({ input: { body: { id: NO_SUCH_ID } }, status: 404 }),
  studioTownDiscard: (f) => ({ input: { body: { id: f.townId } } }),
  studioTownRestore: (f) => ({ input: { body: { id: f.townId, revision: 999 } }, status: 404 }),
  // A page's calls as the Board: its own content saved as a draft (each block checked by its kind's fields), publishing an unknown one.
  studioPages: () => ({ input: {} }),
  studioPage: async (f) => ({ input: { params: { id: await aboutPage(f) } } }),
  studioPageDraft: async (f) => {
    const id = await aboutPage(f);
    return { input: { body: { id, base_revision: await recordedRevision(f.db, 'page', String(id)), page: await livePage(f.db, id) } } };
  },
  studioPagePublish: () => ({ input: { body: { id: NO_SUCH_ID } }, status: 404 }),
  studioPageMove: () => ({ input: { body: { id: NO_SUCH_ID, path: 'plan/nowhere' } }, status: 404 }),
  studioPageRetire: () => ({ input: { body: { id: NO_SUCH_ID } }, status: 404 }),
  studioPageCreate: (_f, unique) => ({ input: { body: { path: `plan/fuzz-${unique}`, title: 'A page the fuzz made' } } }),
  studioPageDiscard: async (f) => ({ input: { body: { id: await aboutPage(f) } } }),
  studioPageRestore: async (f) => ({ input: { body: { id: await aboutPage(f), revision: 999 } }, status: 404 }),
  studioPagePreviewLink: async (f) => ({ input: { body: { id: await aboutPage(f) } } }),
  studioPagePreviewWithdraw: async (f) => ({ input: { body: { id: await aboutPage(f) } } }),
  // A token no link was made with, and a revision no item has kept (decisions 114, 115).
  pagePreview: () => ({ input: { params: { token: 'x'.repeat(43) } }, status: 404 }),
  newsPreview: () => ({ input: { params: { token: 'x'.repeat(43) } }, status: 404 }),
  studioRevision: () => ({ input: { params: { kind: 'menu', key: 'footer_menu_2', revision: 999 } }, status: 404 }),
  // Nothing has moved in the seeded valley.
  moved: () => ({ input: { query: { path: '/c/no-such-category' } } }),
  studioAdRequestAnswered: () => ({ input: { body: { id: NO_SUCH_ID, answered: true } }, status: 404 }),
  advertise: async (f, unique) => ({
    input: { body: { ad_company: 'Fuzz Bakery', ad_email: `fuzz-${unique}@example.com`, ad_content: 'A banner in March.', token: await botToken(f.app) } },
  }),
  // The member is the Board, who may say "Still accurate" of any approved listing (decision 090).
  listingConfirm: (f) => ({ input: { body: { id: f.destination.id } } }),
  // A fresh view token as the API signs them (the fuzz app uses the development key); without the site's Origin it counts nothing, and answers 200.
  insightsCollect: (f) => ({
    input: { body: { token: issueViewToken(DEV_INSIGHTS_SECRET, new Date()).token, events: [{ kind: 'view', listing: 'destination', id: f.destination.id }] } },
  }),
  myInsights: () => ({ input: { query: { days: 30 } } }),
  boardInsights: () => ({ input: { query: { days: 7 } } }),
  boardVitals: () => ({ input: { query: { days: 7 } } }),
  boardPartnerInsights: (f) => ({ input: { query: { days: 30, member: f.member.id } } }),
};

/** Looks up the seeded rows and creates the member's own items with the create requests above. */
export async function loadFixtures(app: FastifyInstance, db: Db, member: Fixtures['member'], token: string): Promise<Fixtures> {
  const one = async <T>(sql: string): Promise<T> => {
    const { rows } = await db.query<T>(sql);
    if (!rows[0]) throw new Error(`the seed has no row for: ${sql}`);
    return rows[0];
  };
  const destinationRow = await one<{ id: number; slug: string }>('select id, slug from destinations where approved order by id limit 1');
  const fixtures: Fixtures = {
    app,
    db,
    member,
    destination: { id: Number(destinationRow.id), slug: destinationRow.slug },
    eventSlug: (await one<{ slug: string }>('select slug from events where approved order by id limit 1')).slug,
    tipSlug: (await one<{ slug: string }>('select slug from tips where approved order by id limit 1')).slug,
    itinerarySlug: (await one<{ slug: string }>('select slug from itineraries where approved order by id limit 1')).slug,
    newsId: Number((await one<{ id: number }>('select id from news_posts order by id limit 1')).id),
    pagePath: (await one<{ path: string }>(`select path from pages where approved and path like '%/%' order by id limit 1`)).path,
    categorySlug: (await one<{ slug: string }>('select slug from destination_categories order by id limit 1')).slug,
    eventCategorySlug: (await one<{ slug: string }>('select slug from event_categories where approved order by id limit 1')).slug,
    experienceId: Number((await one<{ id: number }>('select id from experiences order by id limit 1')).id),
    activityId: Number((await one<{ id: number }>('select id from activities order by id limit 1')).id),
    townId: Number((await one<{ id: number }>('select id from towns order by id limit 1')).id),
    own: { destination: 0, event: 0, tip: 0, itinerary: 0 },
  };
  fixtures.own = {
    destination: await create(app, token, '/api/destinations/create', destination()),
    event: await create(app, token, '/api/events/create', event(fixtures)),
    tip: await create(app, token, '/api/tips/create', tip(fixtures)),
    itinerary: await create(app, token, '/api/itineraries/create', itinerary(fixtures)),
  };
  return fixtures;
}

/** A request's parts as plain data, the way the fuzz suite changes them. */
export interface RequestInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The valid request of an endpoint by name, untyped for code that walks every endpoint. */
export function validRequestOf(name: string): ((fixtures: Fixtures, unique: number) => Promise<{ input: RequestInput; status?: number }>) | undefined {
  const builder = (VALID_REQUESTS as Record<string, ((fixtures: Fixtures, unique: number) => unknown) | undefined>)[name];
  return builder ? async (fixtures, unique) => (await builder(fixtures, unique)) as { input: RequestInput; status?: number } : undefined;
}
