import { Link } from '@valley/shared/router';
import type { MediaUse, MediaUseKind } from '@valley/shared/schemas/studio-media';
import { paths } from '../../../config/paths';

/** Each kind of thing that shows a picture, as the studio names it, and its editor here when the studio edits it. */
const USE_KINDS: Record<MediaUseKind, { noun: string; editor?: (id: number | null) => string }> = {
  page: { noun: 'Page', editor: (id) => (id ? paths.page.href(id) : paths.pages.href()) },
  post: { noun: 'Dispatch post', editor: (id) => (id ? paths.post.href(id) : paths.dispatch.href()) },
  category: { noun: 'Destination category', editor: (id) => (id ? paths.place.href(id) : paths.places.href()) },
  experience: { noun: 'Experience', editor: (id) => (id ? paths.experience.href(id) : paths.places.href()) },
  town: { noun: 'Town', editor: (id) => (id ? paths.town.href(id) : paths.places.href()) },
  'event-category': { noun: 'Event category', editor: (id) => (id ? paths.eventCategory.href(id) : paths.places.href()) },
  activity: { noun: 'Activity', editor: (id) => (id ? paths.activity.href(id) : paths.places.href()) },
  destination: { noun: 'Listing' },
  event: { noun: 'Event' },
  tip: { noun: 'Local tip' },
  itinerary: { noun: 'Itinerary' },
  profile: { noun: 'Member profile' },
  navigation: { noun: 'Main navigation', editor: () => paths.navigation.href() },
  settings: { noun: 'Site settings', editor: () => paths.settings.href() },
  menu: { noun: 'Menu', editor: () => paths.menus.href() },
};

/** One use: the studio's editor when it has one, else the item's page on the site, else its name alone. */
function Use({ use }: { use: MediaUse }) {
  const shown = USE_KINDS[use.kind];
  const name = shown.editor ? <Link to={shown.editor(use.id)}>{use.name}</Link> : use.link ? <a href={use.link}>{use.name}</a> : use.name;
  return (
    <li>
      {shown.noun}: {name}
      {use.draft ? ' (in a draft not yet published)' : null}
    </li>
  );
}

/** Everything that shows a picture (decision 126), or that nothing does. */
export function MediaUses({ uses }: { uses: MediaUse[] }) {
  if (uses.length === 0) return <p>Nothing on the site uses this picture yet.</p>;
  return (
    <>
      <p>
        Used in {uses.length} {uses.length === 1 ? 'place' : 'places'}:
      </p>
      <ul>
        {uses.map((use) => (
          <Use key={`${use.kind}-${use.id ?? use.name}`} use={use} />
        ))}
      </ul>
    </>
  );
}
