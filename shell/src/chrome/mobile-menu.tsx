import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from '@valley/shared/router';
import type { MenuLink, NavItem } from '@valley/shared/schemas/site';
import { SiteSearch } from '../features/search/site-search';
import { SiteLink } from '../components/site-link';
import { AccountLinkItems, CategoryLinkItems, FeaturedLinkItems, MenuLinkItems } from './utility-links';
import styles from './mobile-menu.module.css';

interface MobileMenuProps {
  nav: NavItem[] | undefined;
  topMenu: MenuLink[] | undefined;
  signedIn: boolean;
  /** Shown above the phone breakpoint too, when the main tabs do not fit on one line. */
  shown?: boolean;
}

/** The small-screen menu (public-site §2): the main tabs as an accordion, the utility links and its own search; closes on navigation and Escape. */
export function MobileMenu({ nav, topMenu, signedIn, shown = false }: MobileMenuProps) {
  // Open "at" a path: navigating anywhere else closes the menu without an effect.
  const { pathname } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const setOpen = (value: boolean | ((current: boolean) => boolean)) =>
    setOpenAt((current) => ((typeof value === 'function' ? value(current === pathname) : value) ? pathname : null));
  const [expanded, setExpanded] = useState<number | null>(null);
  // The panel's search and links render on first opening, then stay (a search keeps its text).
  const [visited, setVisited] = useState(false);
  if (open && !visited) setVisited(true);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenAt(null);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className={shown ? `${styles.menu} ${styles.shown}` : styles.menu}>
      <button ref={toggleRef} type="button" className={styles.toggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
        <span aria-hidden="true" className={styles.burger} />
        {open ? 'Close' : 'Menu'}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {visited ? (
          <>
            {/* Where the header's own search box still shows (a menu on a wide screen), one search is enough. */}
            <div className={styles.search}>
              <SiteSearch variant="menu" onNavigate={() => setOpen(false)} />
            </div>
            <nav aria-label="Mobile">
              <ul className={styles.sections}>
                {nav?.map((item) => {
                  const isOpen = expanded === item.id;
                  const sectionId = `${panelId}-${item.id}`;
                  return (
                    <li key={item.id} className={styles.section}>
                      <button
                        type="button"
                        className={styles.sectionButton}
                        aria-expanded={isOpen}
                        aria-controls={sectionId}
                        onClick={() => setExpanded(isOpen ? null : item.id)}
                      >
                        {item.title}
                      </button>
                      <ul id={sectionId} className={styles.links} hidden={!isOpen}>
                        {item.fields.link ? (
                          <li>
                            <SiteLink url={item.fields.link}>All of {item.title}</SiteLink>
                          </li>
                        ) : null}
                        <CategoryLinkItems categories={item.sticky_menu_categories} />
                        <FeaturedLinkItems links={item.featured_links} />
                      </ul>
                    </li>
                  );
                })}
              </ul>
              <ul className={styles.utility}>
                <MenuLinkItems links={topMenu} />
                <AccountLinkItems signedIn={signedIn} />
              </ul>
            </nav>
          </>
        ) : null}
      </div>
    </div>
  );
}
