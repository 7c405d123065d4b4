import { useEffect, useState } from 'react';
import type { Globals, MenuLink } from '@valley/shared/schemas/site';
import { PARTNERS, PartnerLogo } from './partner-logos';
import { MenuLinkItems } from './utility-links';
import styles from './site-footer.module.css';
import { valleyYear } from '@valley/shared/time';
import { usePageInstant } from '@valley/shared/ui/hydrated';

const SOCIAL: Array<{ key: keyof Globals; label: string }> = [
  { key: 'facebook_link', label: 'Facebook' },
  { key: 'instagram_link', label: 'Instagram' },
  { key: 'twitter_link', label: 'X' },
  { key: 'youtube_link', label: 'YouTube' },
  { key: 'linkedin_link', label: 'LinkedIn' },
];

export function SiteFooter({ globals, menus: [columnOne, columnTwo] }: { globals: Globals | null; menus: readonly [MenuLink[] | null, MenuLink[] | null] }) {
  const organization = globals?.organization ?? 'Happy Valley';
  // The valley's year, so the server and a visitor in another zone agree on New Year's Eve.
  const year = valleyYear(usePageInstant());

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <FooterColumn title="Explore" links={columnOne} />
        <FooterColumn title="Plan" links={columnTwo} />
        <div>
          <h2 className={styles.heading}>Follow Along</h2>
          <ul className={styles.list}>
            {SOCIAL.map(({ key, label }) =>
              globals?.[key] ? (
                <li key={key}>
                  <a href={String(globals[key])} target="_blank" rel="noopener noreferrer">
                    {label}
                  </a>
                </li>
              ) : null,
            )}
          </ul>
        </div>
        <div>
          <h2 className={styles.heading}>Partners</h2>
          <ul className={styles.partners}>
            {PARTNERS.map(({ key, label }) =>
              globals?.[key] ? (
                <li key={key}>
                  <a href={String(globals[key])} target="_blank" rel="noopener noreferrer" className={styles.partner}>
                    <PartnerLogo partner={key} label={label} />
                  </a>
                </li>
              ) : null,
            )}
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>
        <p>
          © {year} {organization}
        </p>
        <BackToTop />
      </div>
    </footer>
  );
}

function FooterColumn({ title, links }: { title: string; links: MenuLink[] | null }) {
  return (
    <div>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.list}>
        <MenuLinkItems links={links} />
      </ul>
    </div>
  );
}

/** Floats once the page is scrolled past 1400 px; sits inline in the footer otherwise (public-site §9). */
function BackToTop() {
  const [floating, setFloating] = useState(false);
  useEffect(() => {
    const update = () => setFloating(window.scrollY > 1400);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <button type="button" className={floating ? styles.backToTopFloating : styles.backToTop} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      Back to Top
    </button>
  );
}
