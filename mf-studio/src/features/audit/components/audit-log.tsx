import { Link, useSearchParams } from '@valley/shared/router';
import type { StudioAuditEntry, StudioAuditKind } from '@valley/shared/schemas/studio';
import { Button } from '@valley/shared/ui/button';
import { StudioTable } from '../../../components/studio-table';
import { When } from '../../../components/when';
import { Loaded, Outcome } from '../../../components/studio-parts';
import { mediaImageHref, paths } from '../../../config/paths';
import { useAuditLog } from '../api/audit';
import { AuditFiltersForm, filtersOf } from './audit-filters';

/** Where each kind of item is edited in the studio. */
const EDITOR: Record<StudioAuditKind, (key: string | null) => string> = {
  person: () => paths.people.href(),
  'ad request': () => paths.ads.href(),
  menu: () => paths.menus.href(),
  post: (key) => (key ? paths.post.href(Number(key)) : paths.dispatch.href()),
  settings: () => paths.settings.href(),
  nav: () => paths.navigation.href(),
  category: (key) => (key ? paths.place.href(Number(key)) : paths.places.href()),
  experience: (key) => (key ? paths.experience.href(Number(key)) : paths.places.href()),
  town: (key) => (key ? paths.town.href(Number(key)) : paths.places.href()),
  'event-category': (key) => (key ? paths.eventCategory.href(Number(key)) : paths.places.href()),
  activity: (key) => (key ? paths.activity.href(Number(key)) : paths.places.href()),
  page: (key) => (key ? paths.page.href(Number(key)) : paths.pages.href()),
  image: (key) => (key ? mediaImageHref(key) : paths.media.href()),
  amenity: () => paths.places.href(),
};

/** What was done, and to what: the item's name links to where it is edited. */
const Change = ({ entry }: { entry: StudioAuditEntry }) => (
  <>
    {entry.action} <Link to={EDITOR[entry.kind](entry.key)}>{entry.label}</Link>
  </>
);

/** Every studio change, newest first: when, who, what they did and to what; older ones a page at a time; narrowed by its filters. */
export function AuditLog() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const filtered = Object.values(filters).some(Boolean);
  const log = useAuditLog(filters);
  const { data, size, setSize, isValidating, error } = log;
  const entries = data?.flatMap((page) => page.entries);
  const more = data?.at(-1)?.more ?? false;
  const loadingMore = isValidating && data !== undefined && size > data.length;
  return (
    <>
      <AuditFiltersForm
        key={params.toString()}
        applied={filters}
        onApply={(next) => setParams(Object.fromEntries(Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1]))))}
      />
      <Loaded
        answer={{ ...log, data: entries }}
        what="the audit log"
        empty={<p>{filtered ? 'No change matches these filters.' : 'No change has been made in the studio yet.'}</p>}
      >
        {(shown) => (
          <>
            <StudioTable caption="Studio changes, newest first" columns={['When', 'Who', 'What']}>
              {shown.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <When at={entry.at} />
                  </td>
                  <td>{entry.who ?? 'A former member'}</td>
                  <th scope="row">
                    <Change entry={entry} />
                  </th>
                </tr>
              ))}
            </StudioTable>
            {more ? (
              <Button variant="outline" pending={loadingMore} onClick={() => void setSize(size + 1)}>
                Show older changes
              </Button>
            ) : null}
            <Outcome
              failure={error && data ? 'Older changes could not be loaded. Please try again.' : ''}
              status={loadingMore ? 'Loading older changes' : ''}
            />
          </>
        )}
      </Loaded>
    </>
  );
}
