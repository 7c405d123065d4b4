import { z } from './zod';
export declare const MenuLinkSchema: z.ZodObject<{
    title: z.ZodString;
    url: z.ZodString;
    target: z.ZodNullable<z.ZodString>;
}, z.core.$strip>;
export type MenuLink = z.infer<typeof MenuLinkSchema>;
export declare const MENU_NAMES: readonly ['top_menu', 'footer_menu_1', 'footer_menu_2'];
export declare const MenuNameSchema: z.ZodEnum<{
    footer_menu_1: "footer_menu_1";
    footer_menu_2: "footer_menu_2";
    top_menu: "top_menu";
}>;
export type MenuName = z.infer<typeof MenuNameSchema>;
export declare const NavItemSchema: z.ZodObject<{
    id: z.ZodNumber;
    title: z.ZodString;
    fields: z.ZodObject<{
        text_color: z.ZodNullable<z.ZodString>;
        background_color: z.ZodNullable<z.ZodString>;
        alternate_color: z.ZodNullable<z.ZodString>;
        content: z.ZodNullable<z.ZodString>;
        link: z.ZodNullable<z.ZodString>;
    }, z.core.$strip>;
    featured_links: z.ZodArray<z.ZodObject<{
        title: z.ZodString;
        link: z.ZodString;
        target: z.ZodNullable<z.ZodString>;
    }, z.core.$strip>>;
    featured_blocks: z.ZodArray<z.ZodObject<{
        title: z.ZodString;
        img: z.ZodNullable<z.ZodString>;
        fields: z.ZodObject<{
            link: z.ZodNullable<z.ZodString>;
            target: z.ZodNullable<z.ZodString>;
            subtitle: z.ZodNullable<z.ZodString>;
            button_text: z.ZodNullable<z.ZodString>;
        }, z.core.$strip>;
    }, z.core.$strip>>;
    sticky_menu_categories: z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        slug: z.ZodString;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type NavItem = z.infer<typeof NavItemSchema>;
export declare const GlobalsSchema: z.ZodObject<{
    nav_bar_color: z.ZodNullable<z.ZodString>;
    facebook_link: z.ZodNullable<z.ZodString>;
    instagram_link: z.ZodNullable<z.ZodString>;
    twitter_link: z.ZodNullable<z.ZodString>;
    youtube_link: z.ZodNullable<z.ZodString>;
    linkedin_link: z.ZodNullable<z.ZodString>;
    marketing_link: z.ZodNullable<z.ZodString>;
    discover_america_link: z.ZodNullable<z.ZodString>;
    pa_link: z.ZodNullable<z.ZodString>;
    bigten_link: z.ZodNullable<z.ZodString>;
    organization: z.ZodString;
    default_event_img: z.ZodNullable<z.ZodString>;
    default_destination_img: z.ZodNullable<z.ZodString>;
    default_post_img: z.ZodNullable<z.ZodString>;
}, z.core.$strip>;
export type Globals = z.infer<typeof GlobalsSchema>;
