import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from '@valley/shared/router';
import type { MenuLink, NavItem } from '@valley/shared/schemas/site';
import { SiteSearch } from '../features/search/site-search';
import { SiteLink } from '../components/site-link';
import { AccountLinkItems, CategoryLinkItems, FeaturedLinkItems, MenuLinkItems } from './utility-links';
import styles from './mobile-menu.module.css';

interface MobileMenuProps {
  nav: NavItem[] | null;
  topMenu: MenuLink[] | null;
  signedIn: boolean;
}

/**
 * The small-screen menu (public-site §2): the main tabs as an accordion, the utility links and its own search. The panel is a native
 * popover its button opens (decision 108), so the first tap works before the page's scripts have run and without them; the browser
 * closes it on Escape or a tap outside and gives focus back to the button. It also closes on navigation.
 */
export function MobileMenu({ nav, topMenu, signedIn }: MobileMenuProps) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return undefined;
    const onToggle = () => setOpen(isOpen(panel));
    // Opened by a tap before hydration: the browser did it, React learns it here.
    onToggle();
    panel.addEventListener('toggle', onToggle);
    return () => panel.removeEventListener('toggle', onToggle);
  }, []);

  const close = () => closePopover(panelRef.current);
  // Navigating anywhere closes it (not hydration: a menu opened before it stays open).
  const openedAt = useRef(pathname);
  useEffect(() => {
    if (openedAt.current === pathname) return;
    openedAt.current = pathname;
    closePopover(panelRef.current);
  }, [pathname]);

  return (
    <>
      <button type="button" className={styles.toggle} popoverTarget={panelId}>
        <span aria-hidden="true" className={styles.burger} />
        {open ? 'Close' : 'Menu'}
      </button>
      <div ref={panelRef} id={panelId} popover="auto" className={styles.panel}>
        {/* In the server's HTML like the links, so it searches without JavaScript too. Where the header's own box shows, it is hidden. */}
        <div className={styles.search}>
          <SiteSearch variant="menu" onNavigate={close} />
        </div>
        <nav aria-label="Mobile">
          <ul className={styles.sections}>
            {nav?.map((item) => (
              <li key={item.id} className={styles.section}>
                {/* An exclusive accordion by the platform (one open `details` per name): it works before the scripts and without them. */}
                <details name={`${panelId}-sections`}>
                  <summary className={styles.sectionButton}>{item.title}</summary>
                  <ul className={styles.links}>
                    {item.fields.link ? (
                      <li>
                        <SiteLink url={item.fields.link}>All of {item.title}</SiteLink>
                      </li>
                    ) : null}
                    <CategoryLinkItems categories={item.sticky_menu_categories} />
                    <FeaturedLinkItems links={item.featured_links} />
                  </ul>
                </details>
              </li>
            ))}
          </ul>
          <ul className={styles.utility}>
            <MenuLinkItems links={topMenu} />
            <AccountLinkItems signedIn={signedIn} />
          </ul>
        </nav>
      </div>
    </>
  );
}

/** Whether the popover shows; never where the browser has no popovers (jsdom). */
const isOpen = (panel: HTMLElement): boolean => typeof panel.hidePopover === 'function' && panel.matches(':popover-open');

function closePopover(panel: HTMLElement | null): void {
  if (panel && isOpen(panel)) panel.hidePopover();
}
