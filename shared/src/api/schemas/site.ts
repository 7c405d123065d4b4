import { z } from './zod';
import { optionalText } from './common';

/** §3 Menu link (top_menu, footer_menu_1, footer_menu_2). */
export const MenuLinkSchema = z.object({
  title: z.string(),
  url: z.string(),
  target: z.string().nullable(),
});
export type MenuLink = z.infer<typeof MenuLinkSchema>;

export const MENU_NAMES = ['top_menu', 'footer_menu_1', 'footer_menu_2'] as const;
export const MenuNameSchema = z.enum(MENU_NAMES);
export type MenuName = z.infer<typeof MenuNameSchema>;

/** §3 Navigation item: a main-navigation tab and its hover panel. */
export const NavItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  fields: z.object({
    text_color: optionalText,
    background_color: optionalText,
    alternate_color: optionalText,
    content: optionalText,
    link: optionalText,
  }),
  featured_links: z.array(z.object({ title: z.string(), link: z.string(), target: z.string().nullable() })),
  featured_blocks: z.array(
    z.object({
      title: z.string(),
      img: optionalText,
      fields: z.object({
        link: optionalText,
        target: optionalText,
        subtitle: optionalText,
        button_text: optionalText,
      }),
    }),
  ),
  sticky_menu_categories: z.array(z.object({ name: z.string(), slug: z.string() })),
});
export type NavItem = z.infer<typeof NavItemSchema>;

/** §3 Global variables. */
/** GET /content/version: moves on at every publish (decision 111). */
export const ContentVersionSchema = z.object({ version: z.number().int().positive(), changed_at: z.string() });
export type ContentVersion = z.infer<typeof ContentVersionSchema>;

export const GlobalsSchema = z.object({
  nav_bar_color: optionalText,
  facebook_link: optionalText,
  instagram_link: optionalText,
  twitter_link: optionalText,
  youtube_link: optionalText,
  linkedin_link: optionalText,
  marketing_link: optionalText,
  discover_america_link: optionalText,
  pa_link: optionalText,
  bigten_link: optionalText,
  organization: z.string(),
  default_event_img: optionalText,
  default_destination_img: optionalText,
  default_post_img: optionalText,
});
export type Globals = z.infer<typeof GlobalsSchema>;
