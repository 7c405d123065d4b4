import { createContext, useContext, type ReactNode } from 'react';
import { ApiError } from '@valley/shared/api';
import { NavLink, Outlet } from '@valley/shared/router';
import type { StudioRole } from '@valley/shared/schemas/studio';
import { LoadError } from '@valley/shared/ui/load-error';
import { NotFound } from '@valley/shared/ui/not-found';
import { TextSkeleton } from '@valley/shared/ui/skeleton';
import { paths } from '../config/paths';
import { useStudioAccess } from '../features/access/api/access';
import styles from './studio-frame.module.css';

const RoleContext = createContext<StudioRole | null>(null);

/** The member's studio role, inside the frame. */
export const useStudioRole = () => useContext(RoleContext);

const ROLE_NAMES: Record<StudioRole, string> = { admin: 'Administrator', editor: 'Editor', publisher: 'Publisher' };

/**
 * The studio around every section: the API says who the member is here, and anyone it refuses gets the site's 404 screen (the shell
 * already shows that before loading this remote; the stand-alone harness has no shell).
 */
export function StudioFrame() {
  const { data, error } = useStudioAccess();
  if (error) return error instanceof ApiError && (error.status === 401 || error.status === 403) ? <NotFound /> : <LoadError what="the studio" />;
  if (!data) return <TextSkeleton lines={4} label="Loading the studio" />;
  return (
    <RoleContext value={data.role}>
      <div className={styles.frame}>
        <h1>Content Studio</h1>
        <p className={styles.role}>Signed in as {ROLE_NAMES[data.role]}</p>
        <nav aria-label="Studio" className={styles.nav}>
          {data.role === 'admin' ? <NavLink to={paths.people.href()}>People</NavLink> : null}
          <NavLink to={paths.pages.href()}>Pages</NavLink>
          <NavLink to={paths.dispatch.href()}>The Dispatch</NavLink>
          <NavLink to={paths.navigation.href()}>Navigation</NavLink>
          <NavLink to={paths.menus.href()}>Menus</NavLink>
          <NavLink to={paths.places.href()}>Places</NavLink>
          <NavLink to={paths.ads.href()}>Ads</NavLink>
          <NavLink to={paths.media.href()}>Media library</NavLink>
          <NavLink to={paths.settings.href()}>Settings</NavLink>
          {data.role === 'admin' ? <NavLink to={paths.audit.href()}>Audit log</NavLink> : null}
        </nav>
        <Outlet />
      </div>
    </RoleContext>
  );
}

/** A section only the administrator (the Board) may open; anyone else gets the 404 screen, and 403 from its calls. */
export function AdminOnly({ children }: { children: ReactNode }) {
  return useStudioRole() === 'admin' ? children : <NotFound />;
}
