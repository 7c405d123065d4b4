import type { ReactNode } from 'react';
import { PlacesMap } from '@valley/shared/map';
import { ZOOM } from '@valley/shared/map/settings';
import { Drawer } from '@valley/shared/ui/drawer';
import { RichText } from '@valley/shared/ui/rich-text';
import type { FavoriteKey } from '../lib/toggle-favorite';
import { FavoriteHeart } from './favorite-heart';
import styles from './view-drawer.module.css';
import { Button, buttonClass } from '@valley/shared/ui/button';
import { draftHref } from '@valley/shared/api/own-draft';

/** What a View drawer shows of a member's item, whatever its kind. */
export interface ViewedItem {
  id: number;
  slug: string;
  title: string;
  approved: 0 | 1;
  /** An edit of a public item waits for the board: View Page opens the member's version. */
  has_pending_changes?: boolean;
  image: string | null;
  content: string | null;
}

/**
 * A read-only View drawer (member-area §2): the item's heart once it is public, its picture and its text, then what is its kind's own.
 * View Page opens the public page in a new tab so the dashboard stays where it was.
 */
export function ViewDrawer({
  item,
  kind,
  publicPath,
  imageBox,
  onClose,
  children,
}: {
  item: ViewedItem;
  kind: FavoriteKey;
  publicPath: string;
  /** The picture's box, when its kind has a fixed one (a destination's square logo). */
  imageBox?: { width: number; height: number };
  onClose: () => void;
  children?: ReactNode;
}) {
  return (
    <Drawer
      open
      onClose={onClose}
      title={item.title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          {/* What the public cannot see opens as the member's draft: the page waits for the browser rather than draw the 404 screen first. */}
          <a
            className={buttonClass()}
            href={item.approved === 1 && !item.has_pending_changes ? publicPath : draftHref(publicPath)}
            target="_blank"
            rel="noopener noreferrer"
          >
            View Page
          </a>
        </>
      }
    >
      <div className={styles.view}>
        {item.approved === 1 ? (
          <div className={styles.actions}>
            <FavoriteHeart kind={kind} id={item.id} slug={item.slug} title={item.title} />
          </div>
        ) : null}
        {item.image ? <img src={item.image} alt={item.title} {...imageBox} /> : null}
        <RichText html={item.content} />
        {children}
      </div>
    </Drawer>
  );
}

/** One labelled fact of a View drawer (Starts, Ends, Phone, ...). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function Facts({ children }: { children: ReactNode }) {
  return <dl className={styles.facts}>{children}</dl>;
}

/** Where a place is: its address, a map at zoom 16 with a marker popup (member-area §2, §9), and a link to the open map. */
export function PlaceLocation({ name, address, latitude, longitude }: { name: string; address: string; latitude: number | null; longitude: number | null }) {
  const map =
    latitude !== null && longitude !== null ? `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}` : null;
  return (
    <div className={styles.location}>
      <p>{address}</p>
      {latitude !== null && longitude !== null ? (
        <PlacesMap
          className={styles.map}
          label={`Map of ${name}`}
          places={[{ id: 1, name, lat: latitude, lng: longitude, address }]}
          center={[latitude, longitude]}
          zoom={ZOOM.drawer}
          popups
        />
      ) : null}
      {map ? (
        <a href={map} target="_blank" rel="noopener noreferrer">
          Open {name} on the map
        </a>
      ) : null}
    </div>
  );
}
