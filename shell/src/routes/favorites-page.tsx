import type { ReactNode } from 'react';
import { Link, loaderApi, useLoaderData, useNavigate, useRouteLoaderData, type LoaderFunctionArgs } from '@valley/shared/router';
import { useApi } from '@valley/shared/api/swr';
import type { Page } from '@valley/shared/schemas/page';
import { CHROME_ROUTE, type ChromeData } from '../chrome/chrome-data';
import { cmsPageInput } from '../config/shell-calls';
import { useFavoritesStore, type FavoriteItem } from '@valley/shared/stores/favorites';
import { notify } from '@valley/shared/ui/toast';
import { describe } from '@valley/shared/seo';
import { PageHead } from '@valley/shared/ui/page-head';
import { cardClass, cardImageClass } from '@valley/shared/ui/card';
import { routeHref } from '../config/remote-routes';
import { PageHeader } from '@valley/shared/ui/page-header';
import styles from './favorites-page.module.css';
import { Button } from '@valley/shared/ui/button';
import { MediaImage } from '@valley/shared/ui/media-image';
import { GridList } from '@valley/shared/ui/grid-list';

export const NO_FAVORITES_MESSAGE = 'You have no favorites to save.';

interface CardProps {
  href: string;
  name: string;
  image: string | null;
  detail: string | null;
  onRemove: () => void;
}

function FavoriteCard({ href, name, image, detail, onRemove }: CardProps) {
  return (
    <li className={cardClass(styles.card)}>
      {image ? (
        <MediaImage
          className={cardImageClass(styles.image)}
          src={image}
          sizes="(max-width: 600px) 100vw, 320px"
          alt=""
          loading="lazy"
          fallbackSize={{ width: 600, height: 400 }}
        />
      ) : (
        <div className={cardImageClass(styles.image)} />
      )}
      <div className={styles.cardBody}>
        <h3 className={styles.name}>
          <Link to={href}>{name}</Link>
        </h3>
        {detail ? <p className={styles.detail}>{detail}</p> : null}
        <Button variant="danger" className={styles.remove} onClick={onRemove}>
          Remove<span className="visually-hidden"> {name}</span>
        </Button>
      </div>
    </li>
  );
}

function CardSkeleton() {
  return (
    <li className={cardClass(`${styles.card} ${styles.skeleton}`)} aria-busy="true">
      <div className={cardImageClass(styles.image)} />
      <div className={styles.cardBody}>
        <span className="visually-hidden">Loading</span>
        <div className={styles.line} />
        <div className={styles.lineShort} />
      </div>
    </li>
  );
}

/** A saved item the API no longer serves (removed, or no longer approved): it can still be removed. */
function GoneCard({ kind, onRemove }: { kind: 'destination' | 'event'; onRemove: () => void }) {
  return (
    <li className={cardClass(`${styles.card} ${styles.gone}`)}>
      <div className={styles.cardBody}>
        <p className={styles.detail}>This {kind} is no longer available.</p>
        <Button variant="danger" className={styles.remove} onClick={onRemove}>
          Remove<span className="visually-hidden"> unavailable {kind}</span>
        </Button>
      </div>
    </li>
  );
}

const removeItem = (item: FavoriteItem) => () => useFavoritesStore.getState().remove(item);

function SavedDestination({ id, fallbackImage }: { id: number; fallbackImage: string | null }) {
  const { data, error } = useApi('destinationGet', { params: { id: String(id) } });
  const onRemove = removeItem({ id, type: 'destination' });
  if (error) return <GoneCard kind="destination" onRemove={onRemove} />;
  if (!data) return <CardSkeleton />;
  const place = [data.city, data.state].filter(Boolean).join(', ');
  return (
    <FavoriteCard
      href={routeHref('mf_discover', 'destination', { slug: data.slug })}
      name={data.name}
      image={data.main_img ?? fallbackImage}
      detail={place || null}
      onRemove={onRemove}
    />
  );
}

function SavedEvent({ id, fallbackImage }: { id: number; fallbackImage: string | null }) {
  const { data, error } = useApi('eventGet', { params: { slug: String(id) } });
  const onRemove = removeItem({ id, type: 'event' });
  if (error) return <GoneCard kind="event" onRemove={onRemove} />;
  if (!data) return <CardSkeleton />;
  return (
    <FavoriteCard
      href={routeHref('mf_events', 'event', { slug: data.slug })}
      name={data.title}
      image={data.main_img ?? fallbackImage}
      detail={data.display_dates}
      onRemove={onRemove}
    />
  );
}

/**
 * `/favorites` (public-site §2, §4): the favorites saved in this browser, each with Remove, and 'Save Favorites to Your Profile',
 * which marks the set 'saving' for the account remote to push after sign-in. Header and text from the CMS page 'favorites'.
 */
/** One kind of favourite under its heading, as a grid of cards; nothing while the visitor has none of that kind. */
function FavoritesSection({
  id,
  title,
  items,
  renderCard,
}: {
  id: string;
  title: string;
  items: FavoriteItem[];
  renderCard: (item: FavoriteItem) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <GridList minColumn="240px" gap="var(--space-6)">
        {items.map(renderCard)}
      </GridList>
    </section>
  );
}

/** `/favorites`' loader (decision 139): its CMS page (title, header), or null when the API did not give it; the list is the visitor's. */
export function favoritesLoader({ context }: LoaderFunctionArgs): Promise<Page | null> {
  return loaderApi(context)
    .call('page', cmsPageInput('favorites'))
    .catch(() => null);
}

export function FavoritesPage() {
  const navigate = useNavigate();
  const items = useFavoritesStore((state) => state.items);
  const page = useLoaderData() as Page | null;
  // The cards' stand-in pictures are the site's, the chrome's answer.
  const globals = (useRouteLoaderData(CHROME_ROUTE) as ChromeData | undefined)?.globals;
  const title = page?.title ?? 'Your Favorites';

  const destinations = items.filter((item) => item.type === 'destination');
  const events = items.filter((item) => item.type === 'event');

  const saveToProfile = () => {
    const store = useFavoritesStore.getState();
    if (store.items.length === 0) {
      notify.warning(NO_FAVORITES_MESSAGE);
      return;
    }
    store.markSaving();
    navigate(routeHref('mf_account', 'profile'));
  };

  return (
    <article className={styles.page}>
      <PageHead
        title={page?.meta_title || title}
        description={page ? describe(page.meta_description, page.entry.subtitle) : null}
        image={page?.header_image_url}
        noindex
      />
      <PageHeader title={title} subtitle={page?.entry.subtitle} image={page?.header_image_url} content={page?.content_rendered ?? page?.entry.content} />
      <div className={styles.body}>
        {items.length === 0 ? (
          <div className={styles.empty}>
            <p>You have no favorites yet. Press the heart on a destination or an event to keep it here.</p>
            <p>
              <Link to="/destinations">Browse destinations</Link> or <Link to="/events">see upcoming events</Link>.
            </p>
          </div>
        ) : null}

        <FavoritesSection
          id="favorite-destinations"
          title="Destinations"
          items={destinations}
          renderCard={({ id }) => <SavedDestination key={id} id={id} fallbackImage={globals?.default_destination_img ?? null} />}
        />
        <FavoritesSection
          id="favorite-events"
          title="Events"
          items={events}
          renderCard={({ id }) => <SavedEvent key={id} id={id} fallbackImage={globals?.default_event_img ?? null} />}
        />

        <div className={styles.actions}>
          <Button onClick={saveToProfile}>Save Favorites to Your Profile</Button>
        </div>
      </div>
    </article>
  );
}
