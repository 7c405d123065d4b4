import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from '@valley/shared/router';
import type { MenuLink, NavItem } from '@valley/shared/schemas/site';
import { useAuthStore } from '@valley/shared/stores/auth';
import { DrawerLink } from '@valley/shared/ui/drawer-link';
import { RichText } from '@valley/shared/ui/rich-text';
import { SiteSearch } from '../features/search/site-search';
import { MobileMenu } from './mobile-menu';
import { SiteLink } from '../components/site-link';
import { AccountLinkItems, CategoryLinkItems, FeaturedLinkItems, MenuLinkItems } from './utility-links';
import styles from './site-header.module.css';

export function SiteHeader({ organization, nav, topMenu }: { organization: string; nav: NavItem[] | null; topMenu: MenuLink[] | null }) {
  const signedIn = useAuthStore((state) => Boolean(state.token));

  return (
    <header className={styles.header}>
      <div className={styles.utility}>
        <nav aria-label="Utility" className={styles.utilityInner}>
          <ul className={styles.utilityLinks}>
            <MenuLinkItems links={topMenu} />
          </ul>
          <ul className={styles.account}>
            <AccountLinkItems signedIn={signedIn} />
          </ul>
        </nav>
      </div>
      <div className={styles.bar}>
        <div className={styles.barInner}>
          <Link to="/" className={styles.brand}>
            {organization}
          </Link>
          {/* Tabs come from the content system: when they do not fit beside the brand and search, the menu takes their place (CSS, decision 108). */}
          <nav aria-label="Main" className={styles.mainNav}>
            <ul className={styles.tabs}>
              {nav?.map((item) => (
                <NavTab key={item.id} item={item} />
              ))}
            </ul>
          </nav>
          <div className={styles.search}>
            <SiteSearch variant="header" />
          </div>
          <div className={styles.menuSlot}>
            <MobileMenu nav={nav} topMenu={topMenu} signedIn={signedIn} />
          </div>
        </div>
      </div>
    </header>
  );
}

/** One main-navigation tab and its hover panel; Enter or ArrowDown opens it, Escape closes it. */
function NavTab({ item }: { item: NavItem }) {
  const [open, setOpen] = useState(false);
  const [visited, setVisited] = useState(false);
  if (open && !visited) setVisited(true);
  const panelId = useId();
  const buttonRef = useRef<HTMLAnchorElement & HTMLButtonElement>(null);
  const { text_color, background_color, alternate_color, content, link } = item.fields;
  const toggle = () => setOpen((value) => !value);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
    if (event.key === 'ArrowDown' && !open && event.target === buttonRef.current) {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    // Hover is a mouse enhancement; the tab's button is the keyboard and touch control.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li className={styles.tab} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)} onKeyDown={onKeyDown}>
      {link ? (
        // Without JavaScript, and before the page is live, the tab goes to its section's page; once live it opens its panel.
        <DrawerLink ref={buttonRef} href={link} className={styles.tabButton} aria-expanded={open} aria-controls={panelId} onOpen={toggle}>
          {item.title}
        </DrawerLink>
      ) : (
        <button ref={buttonRef} type="button" className={styles.tabButton} aria-expanded={open} aria-controls={panelId} onClick={toggle}>
          {item.title}
        </button>
      )}
      <div
        id={panelId}
        className={styles.panel}
        hidden={!open}
        style={{ color: text_color ?? undefined, background: background_color ?? undefined }}
        onBlur={(event) => {
          if (!event.currentTarget.parentElement?.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
      >
        {/* Rendered on first opening, then kept: the closed panels of every tab were a third of the first render. */}
        {visited ? (
          <div className={styles.panelInner}>
            <div className={styles.panelColumn}>
              <RichText html={content} className={styles.panelIntro} />
              {link ? (
                <SiteLink url={link} className={styles.panelMain}>
                  Explore {item.title}
                </SiteLink>
              ) : null}
              <ul className={styles.categoryLinks}>
                <CategoryLinkItems categories={item.sticky_menu_categories} />
              </ul>
            </div>
            <ul className={styles.featuredLinks}>
              <FeaturedLinkItems links={item.featured_links} />
            </ul>
            <ul className={styles.featuredBlocks} aria-label="Featured">
              {item.featured_blocks.map((block, index) => (
                <li key={block.title} className={styles.featuredBlock} style={{ background: index % 2 === 1 ? (alternate_color ?? undefined) : undefined }}>
                  {block.img ? <img src={block.img} alt="" width={320} height={180} loading="lazy" /> : null}
                  <strong>{block.title}</strong>
                  {block.fields.subtitle ? <span>{block.fields.subtitle}</span> : null}
                  {block.fields.link ? (
                    <SiteLink url={block.fields.link} target={block.fields.target} className={styles.featuredButton}>
                      {block.fields.button_text ?? 'Learn More'}
                    </SiteLink>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </li>
  );
}
