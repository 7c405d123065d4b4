import type { ReactNode } from 'react';
import { PlacesMap } from '@valley/shared/map';
import { ZOOM } from '@valley/shared/map/settings';
import { Drawer } from '@valley/shared/ui/drawer';
import styles from './view-drawer.module.css';
import { Button, buttonClass } from '@valley/shared/ui/button';

/** A read-only View drawer (member-area §2); View Page opens the public page in a new tab so the dashboard stays where it was. */
export function ViewDrawer({
  open,
  onClose,
  title,
  publicPath,
  actions,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  publicPath: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <a className={buttonClass()} href={publicPath} target="_blank" rel="noopener noreferrer">
            View Page
          </a>
        </>
      }
    >
      <div className={styles.view}>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
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
