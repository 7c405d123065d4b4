import type { MenuLink, NavItem } from '@valley/shared/schemas/site';
import { routeHref } from '../config/remote-routes';
import { SiteLink } from '../components/site-link';

/** Links as list items, each opening where the content system says (`target`). */
function LinkItems({ links }: { links: { url: string; target?: string | null; title: string }[] }) {
  return (
    <>
      {links.map((link) => (
        <li key={`${link.title}-${link.url}`}>
          <SiteLink url={link.url} target={link.target}>
            {link.title}
          </SiteLink>
        </li>
      ))}
    </>
  );
}

/** The top_menu links as list items (utility bar and mobile menu). */
export function MenuLinkItems({ links }: { links: MenuLink[] | null }) {
  return <LinkItems links={links ?? []} />;
}

/** A main tab's category links as list items (its hover panel and the mobile menu). */
export function CategoryLinkItems({ categories }: { categories: NavItem['sticky_menu_categories'] }) {
  return <LinkItems links={categories.map((category) => ({ url: routeHref('mf_discover', 'category', { slug: category.slug }), title: category.name }))} />;
}

/** A main tab's featured links as list items (its hover panel and the mobile menu). */
export function FeaturedLinkItems({ links }: { links: NavItem['featured_links'] }) {
  return <LinkItems links={links.map((featured) => ({ url: featured.link, target: featured.target, title: featured.title }))} />;
}

/** 'Sign In' / 'Sign Up', or 'My Profile' when signed in, as list items. */
export function AccountLinkItems({ signedIn }: { signedIn: boolean }) {
  if (signedIn) {
    return (
      <li>
        <SiteLink url={routeHref('mf_account', 'profile')}>My Profile</SiteLink>
      </li>
    );
  }
  return (
    <>
      <li>
        <SiteLink url={routeHref('mf_account', 'login')}>Sign In</SiteLink>
      </li>
      <li>
        <SiteLink url={routeHref('mf_account', 'register')}>Sign Up</SiteLink>
      </li>
    </>
  );
}
