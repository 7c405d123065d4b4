import type { z } from './schemas/zod';
export type { EndpointDef } from './endpoint';
export declare const contractParts: {
    site: {
        nav: {
            readonly method: "GET";
            readonly path: "/nav";
            readonly response: z.ZodArray<z.ZodObject<{
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
            }, z.core.$strip>>;
            readonly summary: "Main navigation tabs";
        };
        menu: {
            readonly method: "GET";
            readonly path: "/nav/get/:name";
            readonly params: z.ZodObject<{
                name: z.ZodEnum<{
                    footer_menu_1: "footer_menu_1";
                    footer_menu_2: "footer_menu_2";
                    top_menu: "top_menu";
                }>;
            }, z.core.$strip>;
            readonly response: z.ZodArray<z.ZodObject<{
                title: z.ZodString;
                url: z.ZodString;
                target: z.ZodNullable<z.ZodString>;
            }, z.core.$strip>>;
            readonly summary: "Menu links (top_menu, footer_menu_1, footer_menu_2)";
        };
        globals: {
            readonly method: "GET";
            readonly path: "/variables/get/global";
            readonly response: z.ZodObject<{
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
            readonly summary: "Global variables";
        };
        page: {
            readonly method: "GET";
            readonly path: "/page/get/*";
            readonly params: z.ZodObject<{
                '*': z.ZodString;
            }, z.core.$strip>;
            readonly response: z.ZodObject<{
                id: z.ZodNumber;
                slug: z.ZodString;
                title: z.ZodString;
                meta_title: z.ZodNullable<z.ZodString>;
                meta_description: z.ZodNullable<z.ZodString>;
                header_image_url: z.ZodNullable<z.ZodString>;
                entry: z.ZodObject<{
                    subtitle: z.ZodNullable<z.ZodString>;
                    content: z.ZodNullable<z.ZodString>;
                    featured_slides_title: z.ZodNullable<z.ZodString>;
                    slides: z.ZodArray<z.ZodObject<{
                        img: z.ZodString;
                        title: z.ZodNullable<z.ZodString>;
                        link: z.ZodNullable<z.ZodString>;
                    }, z.core.$strip>>;
                }, z.core.$strip>;
                content_rendered: z.ZodNullable<z.ZodString>;
                fields: z.ZodObject<{
                    content_blocks: z.ZodArray<z.ZodObject<{
                        id: z.ZodNumber;
                        extension: z.ZodString;
                        title: z.ZodNullable<z.ZodString>;
                        img: z.ZodNullable<z.ZodString>;
                        entry: z.ZodRecord<z.ZodString, z.ZodUnknown>;
                    }, z.core.$strip>>;
                    home_blocks: z.ZodOptional<z.ZodArray<z.ZodObject<{
                        id: z.ZodNumber;
                        extension: z.ZodString;
                        title: z.ZodNullable<z.ZodString>;
                        img: z.ZodNullable<z.ZodString>;
                        entry: z.ZodRecord<z.ZodString, z.ZodUnknown>;
                    }, z.core.$strip>>>;
                }, z.core.$strip>;
            }, z.core.$strip>;
            readonly summary: "A CMS page by its path";
        };
        pageDraft: {
            readonly method: "GET";
            readonly path: "/api/pages/getdraft/*";
            readonly params: z.ZodObject<{
                '*': z.ZodString;
            }, z.core.$strip>;
            readonly response: z.ZodObject<{
                id: z.ZodNumber;
                slug: z.ZodString;
                title: z.ZodString;
                meta_title: z.ZodNullable<z.ZodString>;
                meta_description: z.ZodNullable<z.ZodString>;
                header_image_url: z.ZodNullable<z.ZodString>;
                entry: z.ZodObject<{
                    subtitle: z.ZodNullable<z.ZodString>;
                    content: z.ZodNullable<z.ZodString>;
                    featured_slides_title: z.ZodNullable<z.ZodString>;
                    slides: z.ZodArray<z.ZodObject<{
                        img: z.ZodString;
                        title: z.ZodNullable<z.ZodString>;
                        link: z.ZodNullable<z.ZodString>;
                    }, z.core.$strip>>;
                }, z.core.$strip>;
                content_rendered: z.ZodNullable<z.ZodString>;
                fields: z.ZodObject<{
                    content_blocks: z.ZodArray<z.ZodObject<{
                        id: z.ZodNumber;
                        extension: z.ZodString;
                        title: z.ZodNullable<z.ZodString>;
                        img: z.ZodNullable<z.ZodString>;
                        entry: z.ZodRecord<z.ZodString, z.ZodUnknown>;
                    }, z.core.$strip>>;
                    home_blocks: z.ZodOptional<z.ZodArray<z.ZodObject<{
                        id: z.ZodNumber;
                        extension: z.ZodString;
                        title: z.ZodNullable<z.ZodString>;
                        img: z.ZodNullable<z.ZodString>;
                        entry: z.ZodRecord<z.ZodString, z.ZodUnknown>;
                    }, z.core.$strip>>>;
                }, z.core.$strip>;
            }, z.core.$strip>;
            readonly auth: "bearer";
            readonly summary: "A CMS page's pending revision for signed-in members; the path has '|' for '/'";
        };
        pagesSearch: {
            readonly method: "POST";
            readonly cache: "public";
            readonly path: "/pages/search";
            readonly body: z.ZodObject<{
                q: z.ZodString;
            }, z.core.$strict>;
            readonly response: z.ZodArray<z.ZodObject<{
                title: z.ZodString;
                link: z.ZodString;
            }, z.core.$strip>>;
            readonly summary: "Site search over CMS pages: full text plus typo-tolerant trigram match, best first";
        };
    };
    discover: {
        destinationsSearch: {
            readonly method: "POST";
            readonly cache: "public";
            readonly path: "/destinations/search";
            readonly body: z.ZodObject<{
                name: z.ZodOptional<z.ZodString>;
                experiences: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
                activities: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
                categories: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
                order: z.ZodOptional<z.ZodEnum<{
                    name: "name";
                    updated: "updated";
                }>>;
            }, z.core.$strict>;
            readonly response: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                slug: z.ZodString;
                name: z.ZodString;
                main_img: z.ZodNullable<z.ZodString>;
                address: z.ZodNullable<z.ZodString>;
                city: z.ZodNullable<z.ZodString>;
                state: z.ZodNullable<z.ZodString>;
                zip: z.ZodNullable<z.ZodString>;
                bd_lowest_rate: z.ZodNullable<z.ZodNumber>;
                location_latitude: z.ZodNullable<z.ZodNumber>;
                location_longitude: z.ZodNullable<z.ZodNumber>;
            }, z.core.$strip>>;
            readonly summary: "Approved destinations, filtered and sorted, as cards (the drawer loads the whole destination)";
        };
        destinationsSearchPage: {
            readonly method: "POST";
            readonly cache: "public";
            readonly path: "/destinations/search/page";
            readonly body: z.ZodObject<{
                name: z.ZodOptional<z.ZodString>;
                experiences: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
                activities: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
                categories: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
                order: z.ZodOptional<z.ZodEnum<{
                    name: "name";
                    updated: "updated";
                }>>;
                page: z.ZodCoercedNumber<unknown>;
                limit: z.ZodOptional<z.ZodCoercedNumber<unknown>>;
            }, z.core.$strict>;
            readonly response: z.ZodObject<{
                data: z.ZodArray<z.ZodObject<{
                    id: z.ZodNumber;
                    slug: z.ZodString;
                    name: z.ZodString;
                    main_img: z.ZodNullable<z.ZodString>;
                    address: z.ZodNullable<z.ZodString>;
                    city: z.ZodNullable<z.ZodString>;
                    state: z.ZodNullable<z.ZodString>;
                    zip: z.ZodNullable<z.ZodString>;
                    bd_lowest_rate: z.ZodNullable<z.ZodNumber>;
                    location_latitude: z.ZodNullable<z.ZodNumber>;
                    location_longitude: z.ZodNullable<z.ZodNumber>;
                }, z.core.$strip>>;
                pagination: z.ZodObject<{
                    current_page: z.ZodNumber;
                    per_page: z.ZodNumber;
                    total: z.ZodNumber;
                    last_page: z.ZodNumber;
                    from: z.ZodNullable<z.ZodNumber>;
                    to: z.ZodNullable<z.ZodNumber>;
                    has_more_pages: z.ZodBoolean;
                }, z.core.$strip>;
            }, z.core.$strip>;
            readonly summary: "One page of the same search as cards, with its pagination (a listing shows 24 at a time)";
        };
        destinationsSearchPins: {
            readonly method: "POST";
            readonly cache: "public";
            readonly path: "/destinations/search/pins";
            readonly body: z.ZodObject<{
                name: z.ZodOptional<z.ZodString>;
                experiences: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
                activities: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
                categories: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
                order: z.ZodOptional<z.ZodEnum<{
                    name: "name";
                    updated: "updated";
                }>>;
            }, z.core.$strict>;
            readonly response: z.ZodObject<{
                id: z.ZodArray<z.ZodNumber>;
                slug: z.ZodArray<z.ZodString>;
                name: z.ZodArray<z.ZodString>;
                lat: z.ZodArray<z.ZodNullable<z.ZodNumber>>;
                lng: z.ZodArray<z.ZodNullable<z.ZodNumber>>;
            }, z.core.$strip>;
            readonly summary: "Every result of the same search as id, slug, name and position, in columns: a listing's map and count";
        };
        destinationMarkers: {
            readonly method: "GET";
            readonly path: "/destinations/markers";
            readonly response: z.ZodArray<z.ZodObject<{
                name: z.ZodString;
                slug: z.ZodString;
                lat: z.ZodCoercedNumber<unknown>;
                lng: z.ZodCoercedNumber<unknown>;
                address: z.ZodCatch<z.ZodOptional<z.ZodNullable<z.ZodString>>>;
                city: z.ZodCatch<z.ZodOptional<z.ZodNullable<z.ZodString>>>;
                state: z.ZodCatch<z.ZodOptional<z.ZodNullable<z.ZodString>>>;
                zip: z.ZodCatch<z.ZodOptional<z.ZodNullable<z.ZodString>>>;
                phone: z.ZodCatch<z.ZodOptional<z.ZodNullable<z.ZodString>>>;
            }, z.core.$strip>>;
            readonly summary: "Every approved destination with a position, as a map marker with its popup (a map block of every destination)";
        };
        destinationGet: {
            readonly method: "GET";
            readonly path: "/destinations/get/:id";
            readonly params: z.ZodObject<{
                id: z.ZodString;
            }, z.core.$strip>;
            readonly response: z.ZodObject<{
                id: z.ZodNumber;
                slug: z.ZodString;
                name: z.ZodString;
                main_img: z.ZodNullable<z.ZodString>;
                header_img: z.ZodNullable<z.ZodString>;
                content: z.ZodNullable<z.ZodString>;
                callout_content: z.ZodNullable<z.ZodString>;
                sidebar_callout_content: z.ZodNullable<z.ZodString>;
                address: z.ZodNullable<z.ZodString>;
                city: z.ZodNullable<z.ZodString>;
                state: z.ZodNullable<z.ZodString>;
                zip: z.ZodNullable<z.ZodString>;
                phone: z.ZodNullable<z.ZodString>;
                website: z.ZodNullable<z.ZodString>;
                map_link: z.ZodNullable<z.ZodString>;
                reservations_link: z.ZodNullable<z.ZodString>;
                restaurant_link: z.ZodNullable<z.ZodString>;
                golf_link: z.ZodNullable<z.ZodString>;
                facebook_link: z.ZodNullable<z.ZodString>;
                instagram_link: z.ZodNullable<z.ZodString>;
                twitter_link: z.ZodNullable<z.ZodString>;
                youtube_link: z.ZodNullable<z.ZodString>;
                pinterest_link: z.ZodNullable<z.ZodString>;
                bd_lowest_rate: z.ZodNullable<z.ZodNumber>;
                location_latitude: z.ZodNullable<z.ZodNumber>;
                location_longitude: z.ZodNullable<z.ZodNumber>;
                location_formatted_latitude: z.ZodNullable<z.ZodString>;
                location_formatted_longitude: z.ZodNullable<z.ZodString>;
                d_experiences: z.ZodArray<z.ZodObject<{
                    name: z.ZodString;
                    slug: z.ZodString;
                }, z.core.$strip>>;
                d_amenities: z.ZodArray<z.ZodObject<{
                    name: z.ZodString;
                }, z.core.$strip>>;
                d_gallery_images: z.ZodArray<z.ZodString>;
                d_categories: z.ZodArray<z.ZodObject<{
                    name: z.ZodString;
                    slug: z.ZodString;
                }, z.core.$strip>>;
                meta_description: z.ZodNullable<z.ZodString>;
                scripts: z.ZodNullable<z.ZodString>;
                package: z.ZodNullable<z.ZodString>;
                favorited: z.ZodBoolean;
            }, z.core.$strip>;
            readonly summary: "One approved destination by id or slug";
        };
        destinationDraft: {
            readonly method: "GET";
            readonly path: "/api/destinations/getdraft/:id";
            readonly params: z.ZodObject<{
                id: z.ZodString;
            }, z.core.$strip>;
            readonly response: z.ZodObject<{
                pending_review: z.ZodNullable<z.ZodObject<{
                    status: z.ZodEnum<{
                        pending: "pending";
                        rejected: "rejected";
                    }>;
                    note: z.ZodNullable<z.ZodString>;
                }, z.core.$strip>>;
                id: z.ZodNumber;
                slug: z.ZodString;
                name: z.ZodString;
                main_img: z.ZodNullable<z.ZodString>;
                header_img: z.ZodNullable<z.ZodString>;
                content: z.ZodNullable<z.ZodString>;
                callout_content: z.ZodNullable<z.ZodString>;
                sidebar_callout_content: z.ZodNullable<z.ZodString>;
                address: z.ZodNullable<z.ZodString>;
                city: z.ZodNullable<z.ZodString>;
                state: z.ZodNullable<z.ZodString>;
                zip: z.ZodNullable<z.ZodString>;
                phone: z.ZodNullable<z.ZodString>;
                website: z.ZodNullable<z.ZodString>;
                map_link: z.ZodNullable<z.ZodString>;
                reservations_link: z.ZodNullable<z.ZodString>;
                restaurant_link: z.ZodNullable<z.ZodString>;
                golf_link: z.ZodNullable<z.ZodString>;
                facebook_link: z.ZodNullable<z.ZodString>;
                instagram_link: z.ZodNullable<z.ZodString>;
                twitter_link: z.ZodNullable<z.ZodString>;
                youtube_link: z.ZodNullable<z.ZodString>;
                pinterest_link: z.ZodNullable<z.ZodString>;
                bd_lowest_rate: z.ZodNullable<z.ZodNumber>;
                location_latitude: z.ZodNullable<z.ZodNumber>;
                location_longitude: z.ZodNullable<z.ZodNumber>;
                location_formatted_latitude: z.ZodNullable<z.ZodString>;
                location_formatted_longitude: z.ZodNullable<z.ZodString>;
                d_experiences: z.ZodArray<z.ZodObject<{
                    name: z.ZodString;
                    slug: z.ZodString;
                }, z.core.$strip>>;
                d_amenities: z.ZodArray<z.ZodObject<{
                    name: z.ZodString;
                }, z.core.$strip>>;
                d_gallery_images: z.ZodArray<z.ZodString>;
                d_categories: z.ZodArray<z.ZodObject<{
                    name: z.ZodString;
                    slug: z.ZodString;
                }, z.core.$strip>>;
                meta_description: z.ZodNullable<z.ZodString>;
                scripts: z.ZodNullable<z.ZodString>;
                package: z.ZodNullable<z.ZodString>;
                favorited: z.ZodBoolean;
            }, z.core.$strip>;
            readonly auth: "bearer";
            readonly summary: "A destination as its page shows it: the owner's pending version, marked, for its owner and the board; else the published one";
        };
        destinationCategoriesSearch: {
            readonly method: "POST";
            readonly cache: "public";
            readonly path: "/destinations/categories/search";
            readonly body: z.ZodObject<{
                q: z.ZodString;
            }, z.core.$strict>;
            readonly response: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                name: z.ZodString;
                slug: z.ZodString;
                description: z.ZodNullable<z.ZodString>;
                content: z.ZodNullable<z.ZodString>;
            }, z.core.$strip>>;
            readonly summary: "Site search over destination categories, best first";
        };
        categoryGet: {
            readonly method: "GET";
            readonly path: "/categories/get/:slug";
            readonly params: z.ZodObject<{
                slug: z.ZodString;
            }, z.core.$strip>;
            readonly response: z.ZodObject<{
                id: z.ZodNumber;
                name: z.ZodString;
                slug: z.ZodString;
                description: z.ZodNullable<z.ZodString>;
                content: z.ZodNullable<z.ZodString>;
                meta_description: z.ZodNullable<z.ZodString>;
                main_image_url: z.ZodNullable<z.ZodString>;
                slides: z.ZodArray<z.ZodObject<{
                    img: z.ZodString;
                    title: z.ZodNullable<z.ZodString>;
                    link: z.ZodNullable<z.ZodString>;
                }, z.core.$strip>>;
                content_blocks: z.ZodArray<z.ZodObject<{
                    id: z.ZodNumber;
                    extension: z.ZodString;
                    title: z.ZodNullable<z.ZodString>;
                    img: z.ZodNullable<z.ZodString>;
                    entry: z.ZodRecord<z.ZodString, z.ZodUnknown>;
                }, z.core.$strip>>;
                destinations: z.ZodArray<z.ZodObject<{
                    id: z.ZodNumber;
                    slug: z.ZodString;
                    name: z.ZodString;
                    main_img: z.ZodNullable<z.ZodString>;
                    address: z.ZodNullable<z.ZodString>;
                    city: z.ZodNullable<z.ZodString>;
                    state: z.ZodNullable<z.ZodString>;
                    zip: z.ZodNullable<z.ZodString>;
                    bd_lowest_rate: z.ZodNullable<z.ZodNumber>;
                    location_latitude: z.ZodNullable<z.ZodNumber>;
                    location_longitude: z.ZodNullable<z.ZodNumber>;
                }, z.core.$strip>>;
                number_id: z.ZodString;
            }, z.core.$strip>;
            readonly summary: "A destination category page with its approved destinations";
        };
        categoriesList: {
            readonly method: "GET";
            readonly path: "/categories/list";
            readonly response: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                name: z.ZodString;
            }, z.core.$strip>>;
            readonly summary: "Destination categories (id and name) for filter selects";
        };
        categoriesListPost: {
            readonly method: "POST";
            readonly cache: "public";
            readonly path: "/categories/list";
            readonly body: z.ZodObject<{}, z.core.$strict>;
            readonly response: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                name: z.ZodString;
            }, z.core.$strip>>;
            readonly summary: "Destination categories for the member forms";
        };
        amenitiesList: {
            readonly method: "POST";
            readonly cache: "public";
            readonly path: "/amenities/list";
            readonly body: z.ZodObject<{}, z.core.$strict>;
            readonly response: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                name: z.ZodString;
            }, z.core.$strip>>;
            readonly summary: "Amenities for the member forms";
        };
        experiencesList: {
            readonly method: "GET";
            readonly path: "/experiences/list";
            readonly response: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                name: z.ZodString;
            }, z.core.$strip>>;
            readonly summary: "Experiences (id and name) for filter selects";
        };
        experienceGet: {
            readonly method: "GET";
            readonly path: "/experiences/get/:id";
            readonly params: z.ZodObject<{
                id: z.ZodString;
            }, z.core.$strip>;
            readonly response: z.ZodObject<{
                id: z.ZodNumber;
                slug: z.ZodString;
                name: z.ZodString;
                description: z.ZodNullable<z.ZodString>;
                content: z.ZodNullable<z.ZodString>;
                main_image_url: z.ZodNullable<z.ZodString>;
                meta_description: z.ZodNullable<z.ZodString>;
                experience: z.ZodNullable<z.ZodString>;
                content_blocks: z.ZodArray<z.ZodObject<{
                    id: z.ZodNumber;
                    extension: z.ZodString;
                    title: z.ZodNullable<z.ZodString>;
                    img: z.ZodNullable<z.ZodString>;
                    entry: z.ZodRecord<z.ZodString, z.ZodUnknown>;
                }, z.core.$strip>>;
                destinations: z.ZodArray<z.ZodObject<{
                    id: z.ZodNumber;
                    slug: z.ZodString;
                    name: z.ZodString;
                    main_img: z.ZodNullable<z.ZodString>;
                    address: z.ZodNullable<z.ZodString>;
                    city: z.ZodNullable<z.ZodString>;
                    state: z.ZodNullable<z.ZodString>;
                    zip: z.ZodNullable<z.ZodString>;
                    bd_lowest_rate: z.ZodNullable<z.ZodNumber>;
                    location_latitude: z.ZodNullable<z.ZodNumber>;
                    location_longitude: z.ZodNullable<z.ZodNumber>;
                }, z.core.$strip>>;
            }, z.core.$strip>;
            readonly summary: "One experience with its approved destinations, by id or slug";
        };
        activitiesList: {
            readonly method: "GET";
            readonly path: "/activities/list";
            readonly response: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                name: z.ZodString;
            }, z.core.$strip>>;
            readonly summary: "Activities (id and name) for filter selects";
        };
        activityGet: {
            readonly method: "GET";
            readonly path: "/activities/get/:id";
            readonly params: z.ZodObject<{
                id: z.ZodString;
            }, z.core.$strip>;
            readonly response: z.ZodObject<{
                id: z.ZodNumber;
                slug: z.ZodString;
                name: z.ZodString;
                description: z.ZodNullable<z.ZodString>;
                content: z.ZodNullable<z.ZodString>;
                header_image_url: z.ZodNullable<z.ZodString>;
                destinations: z.ZodArray<z.ZodObject<{
                    id: z.ZodNumber;
                    slug: z.ZodString;
                    name: z.ZodString;
                    main_image: z.ZodNullable<z.ZodString>;
                }, z.core.$strip>>;
            }, z.core.$strip>;
            readonly summary: "One activity with its approved destinations, by id or slug";
        };
        cityGet: {
            readonly method: "GET";
            readonly path: "/cities/get/:id";
            readonly params: z.ZodObject<{
                id: z.ZodString;
            }, z.core.$strip>;
            readonly response: z.ZodObject<{
                id: z.ZodNumber;
                slug: z.ZodString;
                name: z.ZodString;
                main_image_url: z.ZodNullable<z.ZodString>;
                meta_description: z.ZodNullable<z.ZodString>;
                content: z.ZodNullable<z.ZodString>;
                content_blocks: z.ZodArray<z.ZodObject<{
                    id: z.ZodNumber;
                    extension: z.ZodString;
                    title: z.ZodNullable<z.ZodString>;
                    img: z.ZodNullable<z.ZodString>;
                    entry: z.ZodRecord<z.ZodString, z.ZodUnknown>;
                }, z.core.$strip>>;
                location_latitude: z.ZodNullable<z.ZodNumber>;
                location_longitude: z.ZodNullable<z.ZodNumber>;
                destinations: z.ZodArray<z.ZodObject<{
                    id: z.ZodNumber;
                    slug: z.ZodString;
                    name: z.ZodString;
                    main_img: z.ZodNullable<z.ZodString>;
                    address: z.ZodNullable<z.ZodString>;
                    city: z.ZodNullable<z.ZodString>;
                    state: z.ZodNullable<z.ZodString>;
                    zip: z.ZodNullable<z.ZodString>;
                    bd_lowest_rate: z.ZodNullable<z.ZodNumber>;
                    location_latitude: z.ZodNullable<z.ZodNumber>;
                    location_longitude: z.ZodNullable<z.ZodNumber>;
                }, z.core.$strip>>;
            }, z.core.$strip>;
            readonly summary: "One town with its approved destinations, by id or slug";
        };
        tipsList: {
            readonly method: "POST";
            readonly cache: "public";
            readonly path: "/tips/list";
            readonly body: z.ZodObject<{
                title: z.ZodOptional<z.ZodString>;
                name: z.ZodOptional<z.ZodString>;
                order: z.ZodOptional<z.ZodEnum<{
                    title: "title";
                    upcoming: "upcoming";
                }>>;
            }, z.core.$strict>;
            readonly response: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                title: z.ZodString;
                slug: z.ZodString;
                main_img: z.ZodNullable<z.ZodString>;
                header_img: z.ZodNullable<z.ZodString>;
                tip: z.ZodString;
                destination: z.ZodNullable<z.ZodObject<{
                    id: z.ZodNumber;
                    slug: z.ZodString;
                    name: z.ZodString;
                    main_img: z.ZodNullable<z.ZodString>;
                    address: z.ZodNullable<z.ZodString>;
                    city: z.ZodNullable<z.ZodString>;
                    state: z.ZodNullable<z.ZodString>;
                    zip: z.ZodNullable<z.ZodString>;
                    phone: z.ZodNullable<z.ZodString>;
                    website: z.ZodNullable<z.ZodString>;
                    location_latitude: z.ZodNullable<z.ZodNumber>;
                    location_longitude: z.ZodNullable<z.ZodNumber>;
                    d_gallery_images: z.ZodArray<z.ZodString>;
                }, z.core.$strip>>;
                destination_name: z.ZodNullable<z.ZodString>;
                user_data: z.ZodObject<{
                    display_name: z.ZodString;
                    city: z.ZodNullable<z.ZodString>;
                }, z.core.$strip>;
                user_img: z.ZodNullable<z.ZodString>;
                meta_description: z.ZodNullable<z.ZodString>;
                favorited: z.ZodBoolean;
            }, z.core.$strip>>;
            readonly summary: "Approved local tips; title filters the tip, name its destination";
        };
        tipGet: {
            readonly method: "GET";
            readonly path: "/tips/get/:slug";
            readonly params: z.ZodObject<{
                slug: z.ZodString;
            }, z.core.$strip>;
            readonly response: z.ZodObject<{
                id: z.ZodNumber;
                title: z.ZodString;
                slug: z.ZodString;
                main_img: z.ZodNullable<z.ZodString>;
                header_img: z.ZodNullable<z.ZodString>;
                tip: z.ZodString;
                destination: z.ZodNullable<z.ZodObject<{
                    id: z.ZodNumber;
                    slug: z.ZodString;
                    name: z.ZodString;
                    main_img: z.ZodNullable<z.ZodString>;
                    address: z.ZodNullable<z.ZodString>;
                    city: z.ZodNullable<z.ZodString>;
                    state: z.ZodNullable<z.ZodString>;
                    zip: z.ZodNullable<z.ZodString>;
                    phone: z.ZodNullable<z.ZodString>;
                    website: z.ZodNullable<z.ZodString>;
                    location_latitude: z.ZodNullable<z.ZodNumber>;
                    location_longitude: z.ZodNullable<z.ZodNumber>;
                    d_gallery_images: z.ZodArray<z.ZodString>;
                }, z.core.$strip>>;
                destination_name: z.ZodNullable<z.ZodString>;
                user_data: z.ZodObject<{
                    display_name: z.ZodString;
                    city: z.ZodNullable<z.ZodString>;
                }, z.core.$strip>;
                user_img: z.ZodNullable<z.ZodString>;
                meta_description: z.ZodNullable<z.ZodString>;
                favorited: z.ZodBoolean;
            }, z.core.$strip>;
            readonly summary: "One approved tip by slug";
        };
        tipDraft: {
            readonly method: "GET";
            readonly path: "/api/tips/getdraft/:slug";
            readonly params: z.ZodObject<{
                slug: z.ZodString;
            }, z.core.$strip>;
            readonly response: z.ZodObject<{
                pending_review: z.ZodNullable<z.ZodObject<{
                    status: z.ZodEnum<{
                        pending: "pending";
                        rejected: "rejected";
                    }>;
                    note: z.ZodNullable<z.ZodString>;
                }, z.core.$strip>>;
                id: z.ZodNumber;
                title: z.ZodString;
                slug: z.ZodString;
                main_img: z.ZodNullable<z.ZodString>;
                header_img: z.ZodNullable<z.ZodString>;
                tip: z.ZodString;
                destination: z.ZodNullable<z.ZodObject<{
                    id: z.ZodNumber;
                    slug: z.ZodString;
                    name: z.ZodString;
                    main_img: z.ZodNullable<z.ZodString>;
                    address: z.ZodNullable<z.ZodString>;
                    city: z.ZodNullable<z.ZodString>;
                    state: z.ZodNullable<z.ZodString>;
                    zip: z.ZodNullable<z.ZodString>;
                    phone: z.ZodNullable<z.ZodString>;
                    website: z.ZodNullable<z.ZodString>;
                    location_latitude: z.ZodNullable<z.ZodNumber>;
                    location_longitude: z.ZodNullable<z.ZodNumber>;
                    d_gallery_images: z.ZodArray<z.ZodString>;
                }, z.core.$strip>>;
                destination_name: z.ZodNullable<z.ZodString>;
                user_data: z.ZodObject<{
                    display_name: z.ZodString;
                    city: z.ZodNullable<z.ZodString>;
                }, z.core.$strip>;
                user_img: z.ZodNullable<z.ZodString>;
                meta_description: z.ZodNullable<z.ZodString>;
                favorited: z.ZodBoolean;
            }, z.core.$strip>;
            readonly auth: "bearer";
            readonly summary: "A tip as its page shows it: the owner's pending version, marked, for its owner and the board; else the published one";
        };
        itinerariesList: {
            readonly method: "POST";
            readonly cache: "public";
            readonly path: "/itineraries/list";
            readonly body: z.ZodObject<{
                title: z.ZodOptional<z.ZodString>;
                name: z.ZodOptional<z.ZodString>;
                order: z.ZodOptional<z.ZodEnum<{
                    title: "title";
                    upcoming: "upcoming";
                }>>;
            }, z.core.$strict>;
            readonly response: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                title: z.ZodString;
                slug: z.ZodString;
                main_img: z.ZodNullable<z.ZodString>;
                header_img: z.ZodNullable<z.ZodString>;
                content: z.ZodString;
                meta_description: z.ZodNullable<z.ZodString>;
                destination_name: z.ZodNullable<z.ZodString>;
                destination: z.ZodNullable<z.ZodObject<{
                    id: z.ZodNumber;
                    slug: z.ZodString;
                    name: z.ZodString;
                    main_img: z.ZodNullable<z.ZodString>;
                    address: z.ZodNullable<z.ZodString>;
                    city: z.ZodNullable<z.ZodString>;
                    state: z.ZodNullable<z.ZodString>;
                    zip: z.ZodNullable<z.ZodString>;
                    phone: z.ZodNullable<z.ZodString>;
                    website: z.ZodNullable<z.ZodString>;
                    location_latitude: z.ZodNullable<z.ZodNumber>;
                    location_longitude: z.ZodNullable<z.ZodNumber>;
                    d_gallery_images: z.ZodArray<z.ZodString>;
                }, z.core.$strip>>;
                user_data: z.ZodObject<{
                    display_name: z.ZodString;
                    city: z.ZodNullable<z.ZodString>;
                }, z.core.$strip>;
                user_img: z.ZodNullable<z.ZodString>;
                items_list: z.ZodArray<z.ZodObject<{
                    destination_name: z.ZodNullable<z.ZodString>;
                    content: z.ZodNullable<z.ZodString>;
                    main_img: z.ZodNullable<z.ZodString>;
                    destination: z.ZodNullable<z.ZodObject<{
                        id: z.ZodNumber;
                        slug: z.ZodString;
                        name: z.ZodString;
                        main_img: z.ZodNullable<z.ZodString>;
                        address: z.ZodNullable<z.ZodString>;
                        city: z.ZodNullable<z.ZodString>;
                        state: z.ZodNullable<z.ZodString>;
                        zip: z.ZodNullable<z.ZodString>;
                        phone: z.ZodNullable<z.ZodString>;
                        website: z.ZodNullable<z.ZodString>;
                        location_latitude: z.ZodNullable<z.ZodNumber>;
                        location_longitude: z.ZodNullable<z.ZodNumber>;
                        d_gallery_images: z.ZodArray<z.ZodString>;
                    }, z.core.$strip>>;
                    event: z.ZodNullable<z.ZodObject<{
                        title: z.ZodString;
                        slug: z.ZodString;
                    }, z.core.$strip>>;
                }, z.core.$strip>>;
                favorited: z.ZodBoolean;
            }, z.core.$strip>>;
            readonly summary: "Approved itineraries; title filters the itinerary, name its main destination";
        };
        itineraryGet: {
            readonly method: "GET";
            readonly path: "/itineraries/get/:slug";
            readonly params: z.ZodObject<{
                slug: z.ZodString;
            }, z.core.$strip>;
            readonly response: z.ZodObject<{
                id: z.ZodNumber;
                title: z.ZodString;
                slug: z.ZodString;
                main_img: z.ZodNullable<z.ZodString>;
                header_img: z.ZodNullable<z.ZodString>;
                content: z.ZodString;
                meta_description: z.ZodNullable<z.ZodString>;
                destination_name: z.ZodNullable<z.ZodString>;
                destination: z.ZodNullable<z.ZodObject<{
                    id: z.ZodNumber;
                    slug: z.ZodString;
                    name: z.ZodString;
                    main_img: z.ZodNullable<z.ZodString>;
                    address: z.ZodNullable<z.ZodString>;
                    city: z.ZodNullable<z.ZodString>;
                    state: z.ZodNullable<z.ZodString>;
                    zip: z.ZodNullable<z.ZodString>;
                    phone: z.ZodNullable<z.ZodString>;
                    website: z.ZodNullable<z.ZodString>;
                    location_latitude: z.ZodNullable<z.ZodNumber>;
                    location_longitude: z.ZodNullable<z.ZodNumber>;
                    d_gallery_images: z.ZodArray<z.ZodString>;
                }, z.core.$strip>>;
                user_data: z.ZodObject<{
                    display_name: z.ZodString;
                    city: z.ZodNullable<z.ZodString>;
                }, z.core.$strip>;
                user_img: z.ZodNullable<z.ZodString>;
                items_list: z.ZodArray<z.ZodObject<{
                    destination_name: z.ZodNullable<z.ZodString>;
                    content: z.ZodNullable<z.ZodString>;
                    main_img: z.ZodNullable<z.ZodString>;
                    destination: z.ZodNullable<z.ZodObject<{
                        id: z.ZodNumber;
                        slug: z.ZodString;
                        name: z.ZodString;
                        main_img: z.ZodNullable<z.ZodString>;
                        address: z.ZodNullable<z.ZodString>;
                        city: z.ZodNullable<z.ZodString>;
                        state: z.ZodNullable<z.ZodString>;
                        zip: z.ZodNullable<z.ZodString>;
                        phone: z.ZodNullable<z.ZodString>;
                        website: z.ZodNullable<z.ZodString>;
                        location_latitude: z.ZodNullable<z.ZodNumber>;
                        location_longitude: z.ZodNullable<z.ZodNumber>;
                        d_gallery_images: z.ZodArray<z.ZodString>;
                    }, z.core.$strip>>;
                    event: z.ZodNullable<z.ZodObject<{
                        title: z.ZodString;
                        slug: z.ZodString;
                    }, z.core.$strip>>;
                }, z.core.$strip>>;
                favorited: z.ZodBoolean;
            }, z.core.$strip>;
            readonly summary: "One approved itinerary by slug, with its stops in order";
        };
        itineraryDraft: {
            readonly method: "GET";
            readonly path: "/api/itineraries/getdraft/:slug";
            readonly params: z.ZodObject<{
                slug: z.ZodString;
            }, z.core.$strip>;
            readonly response: z.ZodObject<{
                pending_review: z.ZodNullable<z.ZodObject<{
                    status: z.ZodEnum<{
                        pending: "pending";
                        rejected: "rejected";
                    }>;
                    note: z.ZodNullable<z.ZodString>;
                }, z.core.$strip>>;
                id: z.ZodNumber;
                title: z.ZodString;
                slug: z.ZodString;
                main_img: z.ZodNullable<z.ZodString>;
                header_img: z.ZodNullable<z.ZodString>;
                content: z.ZodString;
                meta_description: z.ZodNullable<z.ZodString>;
                destination_name: z.ZodNullable<z.ZodString>;
                destination: z.ZodNullable<z.ZodObject<{
                    id: z.ZodNumber;
                    slug: z.ZodString;
                    name: z.ZodString;
                    main_img: z.ZodNullable<z.ZodString>;
                    address: z.ZodNullable<z.ZodString>;
                    city: z.ZodNullable<z.ZodString>;
                    state: z.ZodNullable<z.ZodString>;
                    zip: z.ZodNullable<z.ZodString>;
                    phone: z.ZodNullable<z.ZodString>;
                    website: z.ZodNullable<z.ZodString>;
                    location_latitude: z.ZodNullable<z.ZodNumber>;
                    location_longitude: z.ZodNullable<z.ZodNumber>;
                    d_gallery_images: z.ZodArray<z.ZodString>;
                }, z.core.$strip>>;
                user_data: z.ZodObject<{
                    display_name: z.ZodString;
                    city: z.ZodNullable<z.ZodString>;
                }, z.core.$strip>;
                user_img: z.ZodNullable<z.ZodString>;
                items_list: z.ZodArray<z.ZodObject<{
                    destination_name: z.ZodNullable<z.ZodString>;
                    content: z.ZodNullable<z.ZodString>;
                    main_img: z.ZodNullable<z.ZodString>;
                    destination: z.ZodNullable<z.ZodObject<{
                        id: z.ZodNumber;
                        slug: z.ZodString;
                        name: z.ZodString;
                        main_img: z.ZodNullable<z.ZodString>;
                        address: z.ZodNullable<z.ZodString>;
                        city: z.ZodNullable<z.ZodString>;
                        state: z.ZodNullable<z.ZodString>;
                        zip: z.ZodNullable<z.ZodString>;
                        phone: z.ZodNullable<z.ZodString>;
                        website: z.ZodNullable<z.ZodString>;
                        location_latitude: z.ZodNullable<z.ZodNumber>;
                        location_longitude: z.ZodNullable<z.ZodNumber>;
                        d_gallery_images: z.ZodArray<z.ZodString>;
                    }, z.core.$strip>>;
                    event: z.ZodNullable<z.ZodObject<{
                        title: z.ZodString;
                        slug: z.ZodString;
                    }, z.core.$strip>>;
                }, z.core.$strip>>;
                favorited: z.ZodBoolean;
            }, z.core.$strip>;
            readonly auth: "bearer";
            readonly summary: "An itinerary as its page shows it: the owner's pending version, marked, for its owner and the board; else the published one";
        };
    };
    events: {
        eventsSearch: {
            readonly method: "POST";
            readonly cache: "public";
            readonly path: "/events/search";
            readonly body: z.ZodObject<{
                categories: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
                destinations: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
                title: z.ZodOptional<z.ZodString>;
                dates: z.ZodOptional<z.ZodString>;
                order: z.ZodOptional<z.ZodEnum<{
                    oldest: "oldest";
                    upcoming: "upcoming";
                }>>;
                page: z.ZodOptional<z.ZodCoercedNumber<unknown>>;
                limit: z.ZodOptional<z.ZodCoercedNumber<unknown>>;
            }, z.core.$strict>;
            readonly response: z.ZodUnion<readonly [z.ZodObject<{
                data: z.ZodArray<z.ZodObject<{
                    recurrence: z.ZodNullable<z.ZodEnum<{
                        daily: "daily";
                        monthly: "monthly";
                        weekly: "weekly";
                        yearly: "yearly";
                    }>>;
                    r_daily_days: z.ZodNullable<z.ZodNumber>;
                    r_weekly_day: z.ZodNullable<z.ZodArray<z.ZodEnum<{
                        Fri: "Fri";
                        Mon: "Mon";
                        Sat: "Sat";
                        Sun: "Sun";
                        Thu: "Thu";
                        Tue: "Tue";
                        Wed: "Wed";
                    }>>>;
                    r_weekly_weeks: z.ZodNullable<z.ZodNumber>;
                    r_monthly_months: z.ZodNullable<z.ZodNumber>;
                    r_monthly_day: z.ZodNullable<z.ZodNumber>;
                    r_monthly_occurrence: z.ZodNullable<z.ZodEnum<{
                        First: "First";
                        Fourth: "Fourth";
                        Last: "Last";
                        Second: "Second";
                        Third: "Third";
                    }>>;
                    r_monthly_weekday: z.ZodNullable<z.ZodEnum<{
                        Day: "Day";
                        Friday: "Friday";
                        Monday: "Monday";
                        Saturday: "Saturday";
                        Sunday: "Sunday";
                        Thursday: "Thursday";
                        Tuesday: "Tuesday";
                        Wednesday: "Wednesday";
                        Weekday: "Weekday";
                        "Weekend Day": "Weekend Day";
                    }>>;
                    r_yearly_month: z.ZodNullable<z.ZodNumber>;
                    r_yearly_day: z.ZodNullable<z.ZodNumber>;
                    r_yearly_occurrence: z.ZodNullable<z.ZodEnum<{
                        First: "First";
                        Fourth: "Fourth";
                        Last: "Last";
                        Second: "Second";
                        Third: "Third";
                    }>>;
                    r_yearly_weekday: z.ZodNullable<z.ZodEnum<{
                        Day: "Day";
                        Friday: "Friday";
                        Monday: "Monday";
                        Saturday: "Saturday";
                        Sunday: "Sunday";
                        Thursday: "Thursday";
                        Tuesday: "Tuesday";
                        Wednesday: "Wednesday";
                        Weekday: "Weekday";
                        "Weekend Day": "Weekend Day";
                    }>>;
                    r_end_type: z.ZodNullable<z.ZodEnum<{
                        After: "After";
                        By: "By";
                    }>>;
                    r_end_date: z.ZodNullable<z.ZodString>;
                    r_number_of_occurrences: z.ZodNullable<z.ZodNumber>;
                    id: z.ZodNumber;
                    slug: z.ZodString;
                    title: z.ZodString;
                    summary: z.ZodNullable<z.ZodString>;
                    content: z.ZodNullable<z.ZodString>;
                    main_img: z.ZodNullable<z.ZodString>;
                    header_img: z.ZodNullable<z.ZodString>;
                    starts: z.ZodString;
                    ends: z.ZodString;
                    starts_at: z.ZodString;
                    ends_at: z.ZodString;
                    starts_month: z.ZodString;
                    starts_day: z.ZodString;
                    display_dates: z.ZodString;
                    website: z.ZodNullable<z.ZodString>;
                    google_link: z.ZodNullable<z.ZodString>;
                    destination_id: z.ZodNullable<z.ZodNumber>;
                    destination_name: z.ZodNullable<z.ZodString>;
                    destination_slug: z.ZodNullable<z.ZodString>;
                    location_formatted_latitude: z.ZodNullable<z.ZodString>;
                    location_formatted_longitude: z.ZodNullable<z.ZodString>;
                    phone: z.ZodNullable<z.ZodString>;
                    address: z.ZodNullable<z.ZodString>;
                    favorited: z.ZodBoolean;
                }, z.core.$strip>>;
                pagination: z.ZodObject<{
                    current_page: z.ZodNumber;
                    per_page: z.ZodNumber;
                    total: z.ZodNumber;
                    last_page: z.ZodNumber;
                    from: z.ZodNullable<z.ZodNumber>;
                    to: z.ZodNullable<z.ZodNumber>;
                    has_more_pages: z.ZodBoolean;
                }, z.core.$strip>;
            }, z.core.$strip>, z.ZodArray<z.ZodObject<{
                recurrence: z.ZodNullable<z.ZodEnum<{
                    daily: "daily";
                    monthly: "monthly";
                    weekly: "weekly";
                    yearly: "yearly";
                }>>;
                r_daily_days: z.ZodNullable<z.ZodNumber>;
                r_weekly_day: z.ZodNullable<z.ZodArray<z.ZodEnum<{
                    Fri: "Fri";
                    Mon: "Mon";
                    Sat: "Sat";
                    Sun: "Sun";
                    Thu: "Thu";
                    Tue: "Tue";
                    Wed: "Wed";
                }>>>;
                r_weekly_weeks: z.ZodNullable<z.ZodNumber>;
                r_monthly_months: z.ZodNullable<z.ZodNumber>;
                r_monthly_day: z.ZodNullable<z.ZodNumber>;
                r_monthly_occurrence: z.ZodNullable<z.ZodEnum<{
                    First: "First";
                    Fourth: "Fourth";
                    Last: "Last";
                    Second: "Second";
                    Third: "Third";
                }>>;
                r_monthly_weekday: z.ZodNullable<z.ZodEnum<{
                    Day: "Day";
                    Friday: "Friday";
                    Monday: "Monday";
                    Saturday: "Saturday";
                    Sunday: "Sunday";
                    Thursday: "Thursday";
                    Tuesday: "Tuesday";
                    Wednesday: "Wednesday";
                    Weekday: "Weekday";
                    "Weekend Day": "Weekend Day";
                }>>;
                r_yearly_month: z.ZodNullable<z.ZodNumber>;
                r_yearly_day: z.ZodNullable<z.ZodNumber>;
                r_yearly_occurrence: z.ZodNullable<z.ZodEnum<{
                    First: "First";
                    Fourth: "Fourth";
                    Last: "Last";
                    Second: "Second";
                    Third: "Third";
                }>>;
                r_yearly_weekday: z.ZodNullable<z.ZodEnum<{
                    Day: "Day";
                    Friday: "Friday";
                    Monday: "Monday";
                    Saturday: "Saturday";
                    Sunday: "Sunday";
                    Thursday: "Thursday";
                    Tuesday: "Tuesday";
                    Wednesday: "Wednesday";
                    Weekday: "Weekday";
                    "Weekend Day": "Weekend Day";
                }>>;
                r_end_type: z.ZodNullable<z.ZodEnum<{
                    After: "After";
                    By: "By";
                }>>;
                r_end_date: z.ZodNullable<z.ZodString>;
                r_number_of_occurrences: z.ZodNullable<z.ZodNumber>;
                id: z.ZodNumber;
                slug: z.ZodString;
                title: z.ZodString;
                summary: z.ZodNullable<z.ZodString>;
                content: z.ZodNullable<z.ZodString>;
                main_img: z.ZodNullable<z.ZodString>;
                header_img: z.ZodNullable<z.ZodString>;
                starts: z.ZodString;
                ends: z.ZodString;
                starts_at: z.ZodString;
                ends_at: z.ZodString;
                starts_month: z.ZodString;
                starts_day: z.ZodString;
                display_dates: z.ZodString;
                website: z.ZodNullable<z.ZodString>;
                google_link: z.ZodNullable<z.ZodString>;
                destination_id: z.ZodNullable<z.ZodNumber>;
                destination_name: z.ZodNullable<z.ZodString>;
                destination_slug: z.ZodNullable<z.ZodString>;
                location_formatted_latitude: z.ZodNullable<z.ZodString>;
                location_formatted_longitude: z.ZodNullable<z.ZodString>;
                phone: z.ZodNullable<z.ZodString>;
                address: z.ZodNullable<z.ZodString>;
                favorited: z.ZodBoolean;
            }, z.core.$strip>>]>;
            readonly summary: "Approved events; a plain list without page, { data, pagination } with it";
        };
        eventCategories: {
            readonly method: "GET";
            readonly path: "/events/categories";
            readonly response: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                name: z.ZodString;
                slug: z.ZodString;
                description: z.ZodNullable<z.ZodString>;
                content: z.ZodNullable<z.ZodString>;
                header_image_url: z.ZodNullable<z.ZodString>;
            }, z.core.$strip>>;
            readonly summary: "Event categories";
        };
        eventCategoriesPost: {
            readonly method: "POST";
            readonly cache: "public";
            readonly path: "/events/categories";
            readonly body: z.ZodObject<{}, z.core.$strict>;
            readonly response: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                name: z.ZodString;
                slug: z.ZodString;
                description: z.ZodNullable<z.ZodString>;
                content: z.ZodNullable<z.ZodString>;
                header_image_url: z.ZodNullable<z.ZodString>;
            }, z.core.$strip>>;
            readonly summary: "Event categories for the member forms";
        };
        eventCategoryGet: {
            readonly method: "GET";
            readonly path: "/events/categories/get/:slug";
            readonly params: z.ZodObject<{
                slug: z.ZodString;
            }, z.core.$strip>;
            readonly response: z.ZodObject<{
                id: z.ZodNumber;
                name: z.ZodString;
                slug: z.ZodString;
                description: z.ZodNullable<z.ZodString>;
                content: z.ZodNullable<z.ZodString>;
                header_image_url: z.ZodNullable<z.ZodString>;
            }, z.core.$strip>;
            readonly summary: "One event category by slug (or id)";
        };
        eventGet: {
            readonly method: "GET";
            readonly path: "/events/get/:slug";
            readonly params: z.ZodObject<{
                slug: z.ZodString;
            }, z.core.$strip>;
            readonly response: z.ZodObject<{
                recurrence: z.ZodNullable<z.ZodEnum<{
                    daily: "daily";
                    monthly: "monthly";
                    weekly: "weekly";
                    yearly: "yearly";
                }>>;
                r_daily_days: z.ZodNullable<z.ZodNumber>;
                r_weekly_day: z.ZodNullable<z.ZodArray<z.ZodEnum<{
                    Fri: "Fri";
                    Mon: "Mon";
                    Sat: "Sat";
                    Sun: "Sun";
                    Thu: "Thu";
                    Tue: "Tue";
                    Wed: "Wed";
                }>>>;
                r_weekly_weeks: z.ZodNullable<z.ZodNumber>;
                r_monthly_months: z.ZodNullable<z.ZodNumber>;
                r_monthly_day: z.ZodNullable<z.ZodNumber>;
                r_monthly_occurrence: z.ZodNullable<z.ZodEnum<{
                    First: "First";
                    Fourth: "Fourth";
                    Last: "Last";
                    Second: "Second";
                    Third: "Third";
                }>>;
                r_monthly_weekday: z.ZodNullable<z.ZodEnum<{
                    Day: "Day";
                    Friday: "Friday";
                    Monday: "Monday";
                    Saturday: "Saturday";
                    Sunday: "Sunday";
                    Thursday: "Thursday";
                    Tuesday: "Tuesday";
                    Wednesday: "Wednesday";
                    Weekday: "Weekday";
                    "Weekend Day": "Weekend Day";
                }>>;
                r_yearly_month: z.ZodNullable<z.ZodNumber>;
                r_yearly_day: z.ZodNullable<z.ZodNumber>;
                r_yearly_occurrence: z.ZodNullable<z.ZodEnum<{
                    First: "First";
                    Fourth: "Fourth";
                    Last: "Last";
                    Second: "Second";
                    Third: "Third";
                }>>;
                r_yearly_weekday: z.ZodNullable<z.ZodEnum<{
                    Day: "Day";
                    Friday: "Friday";
                    Monday: "Monday";
                    Saturday: "Saturday";
                    Sunday: "Sunday";
                    Thursday: "Thursday";
                    Tuesday: "Tuesday";
                    Wednesday: "Wednesday";
                    Weekday: "Weekday";
                    "Weekend Day": "Weekend Day";
                }>>;
                r_end_type: z.ZodNullable<z.ZodEnum<{
                    After: "After";
                    By: "By";
                }>>;
                r_end_date: z.ZodNullable<z.ZodString>;
                r_number_of_occurrences: z.ZodNullable<z.ZodNumber>;
                id: z.ZodNumber;
                slug: z.ZodString;
                title: z.ZodString;
                summary: z.ZodNullable<z.ZodString>;
                content: z.ZodNullable<z.ZodString>;
                main_img: z.ZodNullable<z.ZodString>;
                header_img: z.ZodNullable<z.ZodString>;
                starts: z.ZodString;
                ends: z.ZodString;
                starts_at: z.ZodString;
                ends_at: z.ZodString;
                starts_month: z.ZodString;
                starts_day: z.ZodString;
                display_dates: z.ZodString;
                website: z.ZodNullable<z.ZodString>;
                google_link: z.ZodNullable<z.ZodString>;
                destination_id: z.ZodNullable<z.ZodNumber>;
                destination_name: z.ZodNullable<z.ZodString>;
                destination_slug: z.ZodNullable<z.ZodString>;
                location_formatted_latitude: z.ZodNullable<z.ZodString>;
                location_formatted_longitude: z.ZodNullable<z.ZodString>;
                phone: z.ZodNullable<z.ZodString>;
                address: z.ZodNullable<z.ZodString>;
                favorited: z.ZodBoolean;
            }, z.core.$strip>;
            readonly summary: "One approved event by slug (or id); dates are its next occurrence";
        };
        eventDraft: {
            readonly method: "GET";
            readonly path: "/api/events/getdraft/:slug";
            readonly params: z.ZodObject<{
                slug: z.ZodString;
            }, z.core.$strip>;
            readonly response: z.ZodObject<{
                pending_review: z.ZodNullable<z.ZodObject<{
                    status: z.ZodEnum<{
                        pending: "pending";
                        rejected: "rejected";
                    }>;
                    note: z.ZodNullable<z.ZodString>;
                }, z.core.$strip>>;
                recurrence: z.ZodNullable<z.ZodEnum<{
                    daily: "daily";
                    monthly: "monthly";
                    weekly: "weekly";
                    yearly: "yearly";
                }>>;
                r_daily_days: z.ZodNullable<z.ZodNumber>;
                r_weekly_day: z.ZodNullable<z.ZodArray<z.ZodEnum<{
                    Fri: "Fri";
                    Mon: "Mon";
                    Sat: "Sat";
                    Sun: "Sun";
                    Thu: "Thu";
                    Tue: "Tue";
                    Wed: "Wed";
                }>>>;
                r_weekly_weeks: z.ZodNullable<z.ZodNumber>;
                r_monthly_months: z.ZodNullable<z.ZodNumber>;
                r_monthly_day: z.ZodNullable<z.ZodNumber>;
                r_monthly_occurrence: z.ZodNullable<z.ZodEnum<{
                    First: "First";
                    Fourth: "Fourth";
                    Last: "Last";
                    Second: "Second";
                    Third: "Third";
                }>>;
                r_monthly_weekday: z.ZodNullable<z.ZodEnum<{
                    Day: "Day";
                    Friday: "Friday";
                    Monday: "Monday";
                    Saturday: "Saturday";
                    Sunday: "Sunday";
                    Thursday: "Thursday";
                    Tuesday: "Tuesday";
                    Wednesday: "Wednesday";
                    Weekday: "Weekday";
                    "Weekend Day": "Weekend Day";
                }>>;
                r_yearly_month: z.ZodNullable<z.ZodNumber>;
                r_yearly_day: z.ZodNullable<z.ZodNumber>;
                r_yearly_occurrence: z.ZodNullable<z.ZodEnum<{
                    First: "First";
                    Fourth: "Fourth";
                    Last: "Last";
                    Second: "Second";
                    Third: "Third";
                }>>;
                r_yearly_weekday: z.ZodNullable<z.ZodEnum<{
                    Day: "Day";
                    Friday: "Friday";
                    Monday: "Monday";
                    Saturday: "Saturday";
                    Sunday: "Sunday";
                    Thursday: "Thursday";
                    Tuesday: "Tuesday";
                    Wednesday: "Wednesday";
                    Weekday: "Weekday";
                    "Weekend Day": "Weekend Day";
                }>>;
                r_end_type: z.ZodNullable<z.ZodEnum<{
                    After: "After";
                    By: "By";
                }>>;
                r_end_date: z.ZodNullable<z.ZodString>;
                r_number_of_occurrences: z.ZodNullable<z.ZodNumber>;
                id: z.ZodNumber;
                slug: z.ZodString;
                title: z.ZodString;
                summary: z.ZodNullable<z.ZodString>;
                content: z.ZodNullable<z.ZodString>;
                main_img: z.ZodNullable<z.ZodString>;
                header_img: z.ZodNullable<z.ZodString>;
                starts: z.ZodString;
                ends: z.ZodString;
                starts_at: z.ZodString;
                ends_at: z.ZodString;
                starts_month: z.ZodString;
                starts_day: z.ZodString;
                display_dates: z.ZodString;
                website: z.ZodNullable<z.ZodString>;
                google_link: z.ZodNullable<z.ZodString>;
                destination_id: z.ZodNullable<z.ZodNumber>;
                destination_name: z.ZodNullable<z.ZodString>;
                destination_slug: z.ZodNullable<z.ZodString>;
                location_formatted_latitude: z.ZodNullable<z.ZodString>;
                location_formatted_longitude: z.ZodNullable<z.ZodString>;
                phone: z.ZodNullable<z.ZodString>;
                address: z.ZodNullable<z.ZodString>;
                favorited: z.ZodBoolean;
            }, z.core.$strip>;
            readonly auth: "bearer";
            readonly summary: "An event as its page shows it: the owner's pending version, marked, for its owner and the board; else the published one";
        };
    };
    news: {
        newsSiteSearch: {
            readonly method: "POST";
            readonly cache: "public";
            readonly path: "/news/search";
            readonly body: z.ZodObject<{
                title: z.ZodOptional<z.ZodString>;
                categories: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodCoercedNumber<unknown>>>>;
                limit: z.ZodOptional<z.ZodCoercedNumber<unknown>>;
            }, z.core.$strict>;
            readonly response: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                slug: z.ZodString;
                title: z.ZodString;
                summary: z.ZodNullable<z.ZodString>;
                main_img: z.ZodNullable<z.ZodString>;
                image_url: z.ZodNullable<z.ZodString>;
                header_image_url: z.ZodNullable<z.ZodString>;
                source_link: z.ZodNullable<z.ZodString>;
                meta_title: z.ZodNullable<z.ZodString>;
                meta_description: z.ZodNullable<z.ZodString>;
                published_at: z.ZodString;
                featured: z.ZodBoolean;
                categories: z.ZodArray<z.ZodObject<{
                    id: z.ZodNumber;
                    name: z.ZodString;
                }, z.core.$strip>>;
                entry: z.ZodObject<{
                    content: z.ZodNullable<z.ZodString>;
                }, z.core.$strip>;
                fields: z.ZodObject<{
                    content_blocks: z.ZodArray<z.ZodObject<{
                        id: z.ZodNumber;
                        extension: z.ZodString;
                        title: z.ZodNullable<z.ZodString>;
                        img: z.ZodNullable<z.ZodString>;
                        entry: z.ZodRecord<z.ZodString, z.ZodUnknown>;
                    }, z.core.$strip>>;
                }, z.core.$strip>;
            }, z.core.$strip>>;
            readonly summary: "Site search over published news posts, best first";
        };
        newsGet: {
            readonly method: "GET";
            readonly path: "/news/get/:id";
            readonly params: z.ZodObject<{
                id: z.ZodString;
            }, z.core.$strip>;
            readonly response: z.ZodObject<{
                id: z.ZodNumber;
                slug: z.ZodString;
                title: z.ZodString;
                summary: z.ZodNullable<z.ZodString>;
                main_img: z.ZodNullable<z.ZodString>;
                image_url: z.ZodNullable<z.ZodString>;
                header_image_url: z.ZodNullable<z.ZodString>;
                source_link: z.ZodNullable<z.ZodString>;
                meta_title: z.ZodNullable<z.ZodString>;
                meta_description: z.ZodNullable<z.ZodString>;
                published_at: z.ZodString;
                featured: z.ZodBoolean;
                categories: z.ZodArray<z.ZodObject<{
                    id: z.ZodNumber;
                    name: z.ZodString;
                }, z.core.$strip>>;
                entry: z.ZodObject<{
                    content: z.ZodNullable<z.ZodString>;
                }, z.core.$strip>;
                fields: z.ZodObject<{
                    content_blocks: z.ZodArray<z.ZodObject<{
                        id: z.ZodNumber;
                        extension: z.ZodString;
                        title: z.ZodNullable<z.ZodString>;
                        img: z.ZodNullable<z.ZodString>;
                        entry: z.ZodRecord<z.ZodString, z.ZodUnknown>;
                    }, z.core.$strip>>;
                }, z.core.$strip>;
            }, z.core.$strip>;
            readonly summary: "One published news post by id or slug";
        };
        newsDraft: {
            readonly method: "GET";
            readonly path: "/api/news/getdraft/:id";
            readonly params: z.ZodObject<{
                id: z.ZodString;
            }, z.core.$strip>;
            readonly response: z.ZodObject<{
                id: z.ZodNumber;
                slug: z.ZodString;
                title: z.ZodString;
                summary: z.ZodNullable<z.ZodString>;
                main_img: z.ZodNullable<z.ZodString>;
                image_url: z.ZodNullable<z.ZodString>;
                header_image_url: z.ZodNullable<z.ZodString>;
                source_link: z.ZodNullable<z.ZodString>;
                meta_title: z.ZodNullable<z.ZodString>;
                meta_description: z.ZodNullable<z.ZodString>;
                published_at: z.ZodString;
                featured: z.ZodBoolean;
                categories: z.ZodArray<z.ZodObject<{
                    id: z.ZodNumber;
                    name: z.ZodString;
                }, z.core.$strip>>;
                entry: z.ZodObject<{
                    content: z.ZodNullable<z.ZodString>;
                }, z.core.$strip>;
                fields: z.ZodObject<{
                    content_blocks: z.ZodArray<z.ZodObject<{
                        id: z.ZodNumber;
                        extension: z.ZodString;
                        title: z.ZodNullable<z.ZodString>;
                        img: z.ZodNullable<z.ZodString>;
                        entry: z.ZodRecord<z.ZodString, z.ZodUnknown>;
                    }, z.core.$strip>>;
                }, z.core.$strip>;
            }, z.core.$strip>;
            readonly auth: "bearer";
            readonly summary: "A news post's pending revision for signed-in members";
        };
        newsSearch: {
            readonly method: "GET";
            readonly path: "/news/search";
            readonly query: z.ZodObject<{
                page: z.ZodOptional<z.ZodCoercedNumber<unknown>>;
                limit: z.ZodOptional<z.ZodCoercedNumber<unknown>>;
                title: z.ZodOptional<z.ZodString>;
                categories: z.ZodPreprocess<z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>, unknown>;
                order: z.ZodOptional<z.ZodEnum<{
                    latest: "latest";
                    oldest: "oldest";
                }>>;
            }, z.core.$strip>;
            readonly response: z.ZodObject<{
                data: z.ZodArray<z.ZodObject<{
                    id: z.ZodNumber;
                    slug: z.ZodString;
                    title: z.ZodString;
                    summary: z.ZodNullable<z.ZodString>;
                    main_img: z.ZodNullable<z.ZodString>;
                    image_url: z.ZodNullable<z.ZodString>;
                    header_image_url: z.ZodNullable<z.ZodString>;
                    source_link: z.ZodNullable<z.ZodString>;
                    meta_title: z.ZodNullable<z.ZodString>;
                    meta_description: z.ZodNullable<z.ZodString>;
                    published_at: z.ZodString;
                    featured: z.ZodBoolean;
                    categories: z.ZodArray<z.ZodObject<{
                        id: z.ZodNumber;
                        name: z.ZodString;
                    }, z.core.$strip>>;
                    entry: z.ZodObject<{
                        content: z.ZodNullable<z.ZodString>;
                    }, z.core.$strip>;
                    fields: z.ZodObject<{
                        content_blocks: z.ZodArray<z.ZodObject<{
                            id: z.ZodNumber;
                            extension: z.ZodString;
                            title: z.ZodNullable<z.ZodString>;
                            img: z.ZodNullable<z.ZodString>;
                            entry: z.ZodRecord<z.ZodString, z.ZodUnknown>;
                        }, z.core.$strip>>;
                    }, z.core.$strip>;
                }, z.core.$strip>>;
                pagination: z.ZodObject<{
                    current_page: z.ZodNumber;
                    per_page: z.ZodNumber;
                    total: z.ZodNumber;
                    last_page: z.ZodNumber;
                    from: z.ZodNullable<z.ZodNumber>;
                    to: z.ZodNullable<z.ZodNumber>;
                    has_more_pages: z.ZodBoolean;
                }, z.core.$strip>;
            }, z.core.$strip>;
            readonly summary: "News posts, paginated";
        };
        newsList: {
            readonly method: "GET";
            readonly path: "/news/list";
            readonly query: z.ZodObject<{
                limit: z.ZodOptional<z.ZodCoercedNumber<unknown>>;
                featured: z.ZodOptional<z.ZodEnum<{
                    0: "0";
                    1: "1";
                }>>;
            }, z.core.$strip>;
            readonly response: z.ZodObject<{
                data: z.ZodArray<z.ZodObject<{
                    id: z.ZodNumber;
                    slug: z.ZodString;
                    title: z.ZodString;
                    summary: z.ZodNullable<z.ZodString>;
                    main_img: z.ZodNullable<z.ZodString>;
                    image_url: z.ZodNullable<z.ZodString>;
                    header_image_url: z.ZodNullable<z.ZodString>;
                    source_link: z.ZodNullable<z.ZodString>;
                    meta_title: z.ZodNullable<z.ZodString>;
                    meta_description: z.ZodNullable<z.ZodString>;
                    published_at: z.ZodString;
                    featured: z.ZodBoolean;
                    categories: z.ZodArray<z.ZodObject<{
                        id: z.ZodNumber;
                        name: z.ZodString;
                    }, z.core.$strip>>;
                    entry: z.ZodObject<{
                        content: z.ZodNullable<z.ZodString>;
                    }, z.core.$strip>;
                    fields: z.ZodObject<{
                        content_blocks: z.ZodArray<z.ZodObject<{
                            id: z.ZodNumber;
                            extension: z.ZodString;
                            title: z.ZodNullable<z.ZodString>;
                            img: z.ZodNullable<z.ZodString>;
                            entry: z.ZodRecord<z.ZodString, z.ZodUnknown>;
                        }, z.core.$strip>>;
                    }, z.core.$strip>;
                }, z.core.$strip>>;
            }, z.core.$strip>;
            readonly summary: "Latest news posts (home list, featured slider)";
        };
        newsCategories: {
            readonly method: "GET";
            readonly path: "/news/categories/list";
            readonly response: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                name: z.ZodString;
            }, z.core.$strip>>;
            readonly summary: "News categories";
        };
    };
    account: {
        contactsCreate: {
            readonly method: "POST";
            readonly path: "/contacts/create";
            readonly body: z.ZodObject<{
                email: z.ZodString;
            }, z.core.$strict>;
            readonly response: z.ZodObject<{
                message: z.ZodString;
            }, z.core.$strip>;
            readonly summary: "Newsletter sign-up; answers the same whether or not the address was already listed";
        };
        botCheckChallenge: {
            readonly method: "GET";
            readonly path: "/api/bot-check/challenge";
            readonly response: z.ZodObject<{
                challenge: z.ZodString;
                difficulty: z.ZodNumber;
                expires_at: z.ZodString;
            }, z.core.$strip>;
            readonly summary: "A fresh proof-of-work challenge; its solution (challenge:nonce) is the token of register and support. Never cached";
        };
        register: {
            readonly method: "POST";
            readonly path: "/api/register";
            readonly body: z.ZodObject<{
                role: z.ZodEnum<{
                    Destination: "Destination";
                    Local: "Local";
                    Visitor: "Visitor";
                }>;
                firstname: z.ZodString;
                lastname: z.ZodString;
                email: z.ZodString;
                password: z.ZodString;
                token: z.ZodString;
            }, z.core.$strict>;
            readonly response: z.ZodObject<{
                status: z.ZodLiteral<"OK">;
                message: z.ZodString;
            }, z.core.$strip>;
            readonly summary: "Registers a member and mails a single-use activation link; the same answer for an address already registered (an unactivated one gets a choose-your-password link instead)";
        };
        login: {
            readonly method: "POST";
            readonly path: "/api/login";
            readonly body: z.ZodObject<{
                username: z.ZodString;
                password: z.ZodString;
                device_token: z.ZodOptional<z.ZodString>;
                sign_in_link: z.ZodOptional<z.ZodString>;
            }, z.core.$strict>;
            readonly response: z.ZodObject<{
                access_token: z.ZodString;
                token_type: z.ZodLiteral<"Bearer">;
                expires_in: z.ZodNumber;
                device_token: z.ZodString;
            }, z.core.$strip>;
            readonly summary: "Signs an activated member in; answers an opaque access token and the device token to send with the next sign-in, a new one each time (decisions 030, 075). One 401 for a wrong password, an unknown or a not-activated account; 429 with Retry-After while throttled; sign_in_link (from the mailed link) gives this sign-in a budget of its own, 400 when it is not live";
        };
        signInLink: {
            readonly method: "POST";
            readonly path: "/api/login/link";
            readonly body: z.ZodObject<{
                email: z.ZodString;
            }, z.core.$strict>;
            readonly response: z.ZodObject<{
                message: z.ZodString;
            }, z.core.$strip>;
            readonly summary: "Mails the account a single-use sign-in link (15 minutes) that lets the browser opening it sign in with the password while the account is locked for new browsers (decision 075); the same answer whether or not the address has an account";
        };
        logout: {
            readonly method: "POST";
            readonly path: "/api/logout";
            readonly response: z.ZodObject<{
                message: z.ZodString;
            }, z.core.$strip>;
            readonly auth: "bearer";
            readonly summary: "Revokes the access token the call carries";
        };
        user: {
            readonly method: "GET";
            readonly path: "/api/user";
            readonly response: z.ZodObject<{
                id: z.ZodNumber;
                first_name: z.ZodString;
                last_name: z.ZodString;
                email: z.ZodString;
                role: z.ZodEnum<{
                    Board: "Board";
                    Destination: "Destination";
                    Local: "Local";
                    Visitor: "Visitor";
                }>;
                phone: z.ZodNullable<z.ZodString>;
                city: z.ZodNullable<z.ZodString>;
                zip_code: z.ZodNullable<z.ZodString>;
                state: z.ZodNullable<z.ZodString>;
                country: z.ZodNullable<z.ZodString>;
                company_name: z.ZodNullable<z.ZodString>;
                company_address: z.ZodNullable<z.ZodString>;
                company_city: z.ZodNullable<z.ZodString>;
                company_zip: z.ZodNullable<z.ZodString>;
                company_content: z.ZodNullable<z.ZodString>;
                company_image: z.ZodNullable<z.ZodString>;
                website: z.ZodNullable<z.ZodString>;
                social_link: z.ZodNullable<z.ZodString>;
                calendar: z.ZodNullable<z.ZodString>;
                img: z.ZodNullable<z.ZodString>;
                new_image: z.ZodNull;
                profile_started: z.ZodNullable<z.ZodString>;
                interests_list: z.ZodArray<z.ZodEnum<{
                    Eat: "Eat";
                    Explore: "Explore";
                    Stay: "Stay";
                }>>;
            }, z.core.$strip>;
            readonly auth: "bearer";
            readonly summary: "The signed-in member";
        };
        forgotPassword: {
            readonly method: "POST";
            readonly path: "/users/forgot";
            readonly body: z.ZodObject<{
                email: z.ZodString;
            }, z.core.$strict>;
            readonly response: z.ZodObject<{
                message: z.ZodString;
            }, z.core.$strip>;
            readonly summary: "Mails a password-reset link; the same answer whether or not the address has an account";
        };
        resetPassword: {
            readonly method: "PUT";
            readonly path: "/users/forgot";
            readonly body: z.ZodObject<{
                oldPassword: z.ZodOptional<z.ZodNullable<z.ZodString>>;
                newPassword: z.ZodString;
                confirmPassword: z.ZodString;
                forgotToken: z.ZodString;
            }, z.core.$strict>;
            readonly response: z.ZodObject<{
                message: z.ZodString;
            }, z.core.$strip>;
            readonly summary: "Sets a new password with the mailed reset token (single use) and signs out every earlier session";
        };
        supportMessage: {
            readonly method: "POST";
            readonly path: "/messages/support";
            readonly body: z.ZodObject<{
                email: z.ZodString;
                content: z.ZodString;
                token: z.ZodString;
            }, z.core.$strict>;
            readonly response: z.ZodObject<{
                message: z.ZodString;
            }, z.core.$strip>;
            readonly summary: "Sends a message to support (bot-checked)";
        };
        shareLink: {
            readonly method: "POST";
            readonly path: "/api/share/link";
            readonly body: z.ZodObject<{
                url: z.ZodString;
                email: z.ZodString;
            }, z.core.$strict>;
            readonly response: z.ZodObject<{
                message: z.ZodString;
            }, z.core.$strip>;
            readonly auth: "bearer";
            readonly summary: "Mails a link to a page of the public site to an address";
        };
        profileUpdate: {
            readonly method: "POST";
            readonly path: "/api/profile/update";
            readonly body: z.ZodObject<{
                company_name: z.ZodOptional<z.ZodNullable<z.ZodString>>;
                company_address: z.ZodOptional<z.ZodNullable<z.ZodString>>;
                company_city: z.ZodOptional<z.ZodNullable<z.ZodString>>;
                company_zip: z.ZodOptional<z.ZodNullable<z.ZodString>>;
                company_content: z.ZodOptional<z.ZodNullable<z.ZodString>>;
                website: z.ZodOptional<z.ZodNullable<z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>>>;
                social_link: z.ZodOptional<z.ZodNullable<z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>>>;
                calendar: z.ZodOptional<z.ZodNullable<z.ZodString>>;
                first_name: z.ZodString;
                last_name: z.ZodString;
                email: z.ZodString;
                phone: z.ZodOptional<z.ZodNullable<z.ZodString>>;
                city: z.ZodOptional<z.ZodNullable<z.ZodString>>;
                zip_code: z.ZodOptional<z.ZodNullable<z.ZodString>>;
                state: z.ZodOptional<z.ZodNullable<z.ZodString>>;
                country: z.ZodOptional<z.ZodNullable<z.ZodString>>;
                new_image: z.ZodOptional<z.ZodNullable<z.ZodString>>;
                company_image: z.ZodOptional<z.ZodNullable<z.ZodString>>;
                eat: z.ZodOptional<z.ZodBoolean>;
                stay: z.ZodOptional<z.ZodBoolean>;
                explore: z.ZodOptional<z.ZodBoolean>;
                current_password: z.ZodOptional<z.ZodString>;
            }, z.core.$strict>;
            readonly response: z.ZodObject<{
                id: z.ZodNumber;
                first_name: z.ZodString;
                last_name: z.ZodString;
                email: z.ZodString;
                role: z.ZodEnum<{
                    Board: "Board";
                    Destination: "Destination";
                    Local: "Local";
                    Visitor: "Visitor";
                }>;
                phone: z.ZodNullable<z.ZodString>;
                city: z.ZodNullable<z.ZodString>;
                zip_code: z.ZodNullable<z.ZodString>;
                state: z.ZodNullable<z.ZodString>;
                country: z.ZodNullable<z.ZodString>;
                company_name: z.ZodNullable<z.ZodString>;
                company_address: z.ZodNullable<z.ZodString>;
                company_city: z.ZodNullable<z.ZodString>;
                company_zip: z.ZodNullable<z.ZodString>;
                company_content: z.ZodNullable<z.ZodString>;
                company_image: z.ZodNullable<z.ZodString>;
                website: z.ZodNullable<z.ZodString>;
                social_link: z.ZodNullable<z.ZodString>;
                calendar: z.ZodNullable<z.ZodString>;
                img: z.ZodNullable<z.ZodString>;
                new_image: z.ZodNull;
                profile_started: z.ZodNullable<z.ZodString>;
                interests_list: z.ZodArray<z.ZodEnum<{
                    Eat: "Eat";
                    Explore: "Explore";
                    Stay: "Stay";
                }>>;
            }, z.core.$strip>;
            readonly auth: "bearer";
            readonly maxBodyBytes: number;
            readonly summary: "Saves the member's profile (the first save starts it); answers the updated member. A new email needs current_password and takes effect once the link mailed to it is followed; the answer is the same whether or not the address is taken";
        };
        profileInterests: {
            readonly method: "POST";
            readonly path: "/api/profile/interests";
            readonly body: z.ZodObject<{
                eat: z.ZodOptional<z.ZodBoolean>;
                stay: z.ZodOptional<z.ZodBoolean>;
                explore: z.ZodOptional<z.ZodBoolean>;
            }, z.core.$strict>;
            readonly response: z.ZodObject<{
                id: z.ZodNumber;
                first_name: z.ZodString;
                last_name: z.ZodString;
                email: z.ZodString;
                role: z.ZodEnum<{
                    Board: "Board";
                    Destination: "Destination";
                    Local: "Local";
                    Visitor: "Visitor";
                }>;
                phone: z.ZodNullable<z.ZodString>;
                city: z.ZodNullable<z.ZodString>;
                zip_code: z.ZodNullable<z.ZodString>;
                state: z.ZodNullable<z.ZodString>;
                country: z.ZodNullable<z.ZodString>;
                company_name: z.ZodNullable<z.ZodString>;
                company_address: z.ZodNullable<z.ZodString>;
                company_city: z.ZodNullable<z.ZodString>;
                company_zip: z.ZodNullable<z.ZodString>;
                company_content: z.ZodNullable<z.ZodString>;
                company_image: z.ZodNullable<z.ZodString>;
                website: z.ZodNullable<z.ZodString>;
                social_link: z.ZodNullable<z.ZodString>;
                calendar: z.ZodNullable<z.ZodString>;
                img: z.ZodNullable<z.ZodString>;
                new_image: z.ZodNull;
                profile_started: z.ZodNullable<z.ZodString>;
                interests_list: z.ZodArray<z.ZodEnum<{
                    Eat: "Eat";
                    Explore: "Explore";
                    Stay: "Stay";
                }>>;
            }, z.core.$strip>;
            readonly auth: "bearer";
            readonly summary: "Saves the Eat, Stay, Explore preferences; answers the updated member";
        };
    };
    member: {
        myDestinations: {
            readonly method: "GET";
            readonly path: "/api/destinations/user";
            readonly response: z.ZodArray<z.ZodObject<{
                review_status: z.ZodEnum<{
                    approved: "approved";
                    pending: "pending";
                    rejected: "rejected";
                }>;
                review_note: z.ZodNullable<z.ZodString>;
                has_pending_changes: z.ZodBoolean;
                id: z.ZodNumber;
                name: z.ZodString;
                slug: z.ZodString;
                city: z.ZodNullable<z.ZodString>;
                address: z.ZodNullable<z.ZodString>;
                zip: z.ZodNullable<z.ZodString>;
                phone: z.ZodNullable<z.ZodString>;
                email: z.ZodNullable<z.ZodString>;
                content: z.ZodNullable<z.ZodString>;
                main_img: z.ZodNullable<z.ZodString>;
                header_img: z.ZodNullable<z.ZodString>;
                approved: z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>;
                favorited: z.ZodBoolean;
                location_latitude: z.ZodNullable<z.ZodNumber>;
                location_longitude: z.ZodNullable<z.ZodNumber>;
                google_calendar: z.ZodNullable<z.ZodString>;
                ics_calendar: z.ZodNullable<z.ZodString>;
                website: z.ZodNullable<z.ZodString>;
                map_link: z.ZodNullable<z.ZodString>;
                reservations_link: z.ZodNullable<z.ZodString>;
                restaurant_link: z.ZodNullable<z.ZodString>;
                golf_link: z.ZodNullable<z.ZodString>;
                facebook_link: z.ZodNullable<z.ZodString>;
                twitter_link: z.ZodNullable<z.ZodString>;
                instagram_link: z.ZodNullable<z.ZodString>;
                youtube_link: z.ZodNullable<z.ZodString>;
                pinterest_link: z.ZodNullable<z.ZodString>;
                d_categories: z.ZodArray<z.ZodObject<{
                    id: z.ZodNumber;
                    name: z.ZodString;
                }, z.core.$strip>>;
                d_amenities: z.ZodArray<z.ZodObject<{
                    id: z.ZodNumber;
                    name: z.ZodString;
                }, z.core.$strip>>;
                d_photos: z.ZodArray<z.ZodObject<{
                    id: z.ZodNumber;
                    src: z.ZodString;
                }, z.core.$strip>>;
            }, z.core.$strip>>;
            readonly auth: "bearer";
            readonly summary: "The member's own destinations, with their pending edits";
        };
        myTips: {
            readonly method: "GET";
            readonly path: "/api/tips/user";
            readonly response: z.ZodArray<z.ZodObject<{
                review_status: z.ZodEnum<{
                    approved: "approved";
                    pending: "pending";
                    rejected: "rejected";
                }>;
                review_note: z.ZodNullable<z.ZodString>;
                has_pending_changes: z.ZodBoolean;
                id: z.ZodNumber;
                slug: z.ZodString;
                title: z.ZodString;
                tip: z.ZodString;
                destination_id: z.ZodNullable<z.ZodNumber>;
                destination_name: z.ZodNullable<z.ZodString>;
                website: z.ZodNullable<z.ZodString>;
                social_link: z.ZodNullable<z.ZodString>;
                main_img: z.ZodNullable<z.ZodString>;
                approved: z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>;
                favorited: z.ZodBoolean;
            }, z.core.$strip>>;
            readonly auth: "bearer";
            readonly summary: "The member's own tips";
        };
        myEvents: {
            readonly method: "GET";
            readonly path: "/api/events/user";
            readonly response: z.ZodArray<z.ZodObject<{
                recurrence: z.ZodNullable<z.ZodEnum<{
                    daily: "daily";
                    monthly: "monthly";
                    weekly: "weekly";
                    yearly: "yearly";
                }>>;
                r_daily_days: z.ZodNullable<z.ZodNumber>;
                r_weekly_day: z.ZodNullable<z.ZodArray<z.ZodEnum<{
                    Fri: "Fri";
                    Mon: "Mon";
                    Sat: "Sat";
                    Sun: "Sun";
                    Thu: "Thu";
                    Tue: "Tue";
                    Wed: "Wed";
                }>>>;
                r_weekly_weeks: z.ZodNullable<z.ZodNumber>;
                r_monthly_months: z.ZodNullable<z.ZodNumber>;
                r_monthly_day: z.ZodNullable<z.ZodNumber>;
                r_monthly_occurrence: z.ZodNullable<z.ZodEnum<{
                    First: "First";
                    Fourth: "Fourth";
                    Last: "Last";
                    Second: "Second";
                    Third: "Third";
                }>>;
                r_monthly_weekday: z.ZodNullable<z.ZodEnum<{
                    Day: "Day";
                    Friday: "Friday";
                    Monday: "Monday";
                    Saturday: "Saturday";
                    Sunday: "Sunday";
                    Thursday: "Thursday";
                    Tuesday: "Tuesday";
                    Wednesday: "Wednesday";
                    Weekday: "Weekday";
                    "Weekend Day": "Weekend Day";
                }>>;
                r_yearly_month: z.ZodNullable<z.ZodNumber>;
                r_yearly_day: z.ZodNullable<z.ZodNumber>;
                r_yearly_occurrence: z.ZodNullable<z.ZodEnum<{
                    First: "First";
                    Fourth: "Fourth";
                    Last: "Last";
                    Second: "Second";
                    Third: "Third";
                }>>;
                r_yearly_weekday: z.ZodNullable<z.ZodEnum<{
                    Day: "Day";
                    Friday: "Friday";
                    Monday: "Monday";
                    Saturday: "Saturday";
                    Sunday: "Sunday";
                    Thursday: "Thursday";
                    Tuesday: "Tuesday";
                    Wednesday: "Wednesday";
                    Weekday: "Weekday";
                    "Weekend Day": "Weekend Day";
                }>>;
                r_end_type: z.ZodNullable<z.ZodEnum<{
                    After: "After";
                    By: "By";
                }>>;
                r_end_date: z.ZodNullable<z.ZodString>;
                r_number_of_occurrences: z.ZodNullable<z.ZodNumber>;
                review_status: z.ZodEnum<{
                    approved: "approved";
                    pending: "pending";
                    rejected: "rejected";
                }>;
                review_note: z.ZodNullable<z.ZodString>;
                has_pending_changes: z.ZodBoolean;
                id: z.ZodNumber;
                slug: z.ZodString;
                title: z.ZodString;
                summary: z.ZodNullable<z.ZodString>;
                entry: z.ZodObject<{
                    content: z.ZodNullable<z.ZodString>;
                }, z.core.$strip>;
                starts: z.ZodString;
                ends: z.ZodString;
                destination_id: z.ZodNullable<z.ZodNumber>;
                destination_name: z.ZodNullable<z.ZodString>;
                main_img: z.ZodNullable<z.ZodString>;
                email: z.ZodNullable<z.ZodString>;
                phone: z.ZodNullable<z.ZodString>;
                website: z.ZodNullable<z.ZodString>;
                social_link: z.ZodNullable<z.ZodString>;
                approved: z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>;
                d_categories: z.ZodArray<z.ZodObject<{
                    id: z.ZodNumber;
                    name: z.ZodString;
                }, z.core.$strip>>;
                recurrence_text: z.ZodString;
            }, z.core.$strip>>;
            readonly auth: "bearer";
            readonly summary: "The member's own events";
        };
        myItineraries: {
            readonly method: "GET";
            readonly path: "/api/itineraries/user";
            readonly response: z.ZodArray<z.ZodObject<{
                review_status: z.ZodEnum<{
                    approved: "approved";
                    pending: "pending";
                    rejected: "rejected";
                }>;
                review_note: z.ZodNullable<z.ZodString>;
                has_pending_changes: z.ZodBoolean;
                id: z.ZodNumber;
                slug: z.ZodString;
                title: z.ZodString;
                content: z.ZodString;
                destination_id: z.ZodNullable<z.ZodNumber>;
                destination_name: z.ZodNullable<z.ZodString>;
                main_img: z.ZodNullable<z.ZodString>;
                approved: z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>;
                items: z.ZodArray<z.ZodObject<{
                    destination_id: z.ZodNullable<z.ZodNumber>;
                    destination_name: z.ZodNullable<z.ZodString>;
                    event_id: z.ZodNullable<z.ZodNumber>;
                    content: z.ZodNullable<z.ZodString>;
                }, z.core.$strip>>;
            }, z.core.$strip>>;
            readonly auth: "bearer";
            readonly summary: "The member's own itineraries";
        };
        myReservations: {
            readonly method: "GET";
            readonly path: "/api/reservations/user";
            readonly response: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                start: z.ZodString;
                end: z.ZodString;
                destination_id: z.ZodNumber;
                destination_name: z.ZodString;
                email: z.ZodString;
                phone: z.ZodString;
                reservation: z.ZodNullable<z.ZodString>;
                approved: z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>;
            }, z.core.$strip>>;
            readonly auth: "bearer";
            readonly summary: "The member's reservation requests";
        };
        myFavorites: {
            readonly method: "GET";
            readonly path: "/api/favorites/user";
            readonly response: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                type: z.ZodEnum<{
                    Destination: "Destination";
                    Event: "Event";
                    List: "List";
                    Tip: "Tip";
                }>;
                item_id: z.ZodNumber;
                title: z.ZodString;
                fav_at: z.ZodString;
                slug: z.ZodString;
                main_img: z.ZodNullable<z.ZodString>;
            }, z.core.$strip>>;
            readonly auth: "bearer";
            readonly summary: "The member's favorites, newest first";
        };
        destinationCreate: {
            readonly method: "POST";
            readonly path: "/api/destinations/create";
            readonly body: z.ZodObject<{
                company_name: z.ZodString;
                email: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodLiteral<"">, z.ZodNull, z.ZodString]>>, z.ZodTransform<string | null, string | null | undefined>>;
                phone: z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>;
                address: z.ZodString;
                city: z.ZodString;
                zip_code: z.ZodString;
                description: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                calendar: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                ics_calendar: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                website: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                map_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                reservations_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                restaurant_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                golf_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                facebook_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                twitter_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                instagram_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                youtube_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                pinterest_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                image: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
                header_image: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
                categories: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
                amenities: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
                photos: z.ZodOptional<z.ZodArray<z.ZodString>>;
            }, z.core.$strip>;
            readonly response: z.ZodObject<{
                review_status: z.ZodEnum<{
                    approved: "approved";
                    pending: "pending";
                    rejected: "rejected";
                }>;
                review_note: z.ZodNullable<z.ZodString>;
                has_pending_changes: z.ZodBoolean;
                id: z.ZodNumber;
                name: z.ZodString;
                slug: z.ZodString;
                city: z.ZodNullable<z.ZodString>;
                address: z.ZodNullable<z.ZodString>;
                zip: z.ZodNullable<z.ZodString>;
                phone: z.ZodNullable<z.ZodString>;
                email: z.ZodNullable<z.ZodString>;
                content: z.ZodNullable<z.ZodString>;
                main_img: z.ZodNullable<z.ZodString>;
                header_img: z.ZodNullable<z.ZodString>;
                approved: z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>;
                favorited: z.ZodBoolean;
                location_latitude: z.ZodNullable<z.ZodNumber>;
                location_longitude: z.ZodNullable<z.ZodNumber>;
                google_calendar: z.ZodNullable<z.ZodString>;
                ics_calendar: z.ZodNullable<z.ZodString>;
                website: z.ZodNullable<z.ZodString>;
                map_link: z.ZodNullable<z.ZodString>;
                reservations_link: z.ZodNullable<z.ZodString>;
                restaurant_link: z.ZodNullable<z.ZodString>;
                golf_link: z.ZodNullable<z.ZodString>;
                facebook_link: z.ZodNullable<z.ZodString>;
                twitter_link: z.ZodNullable<z.ZodString>;
                instagram_link: z.ZodNullable<z.ZodString>;
                youtube_link: z.ZodNullable<z.ZodString>;
                pinterest_link: z.ZodNullable<z.ZodString>;
                d_categories: z.ZodArray<z.ZodObject<{
                    id: z.ZodNumber;
                    name: z.ZodString;
                }, z.core.$strip>>;
                d_amenities: z.ZodArray<z.ZodObject<{
                    id: z.ZodNumber;
                    name: z.ZodString;
                }, z.core.$strip>>;
                d_photos: z.ZodArray<z.ZodObject<{
                    id: z.ZodNumber;
                    src: z.ZodString;
                }, z.core.$strip>>;
            }, z.core.$strip>;
            readonly auth: "bearer";
            readonly maxBodyBytes: number;
            readonly idempotent: true;
            readonly summary: "Adds a destination; it waits for the board";
        };
        destinationUpdate: {
            readonly method: "POST";
            readonly path: "/api/destinations/update";
            readonly body: z.ZodObject<{
                company_name: z.ZodString;
                email: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodLiteral<"">, z.ZodNull, z.ZodString]>>, z.ZodTransform<string | null, string | null | undefined>>;
                phone: z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>;
                address: z.ZodString;
                city: z.ZodString;
                zip_code: z.ZodString;
                description: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                calendar: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                ics_calendar: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                website: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                map_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                reservations_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                restaurant_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                golf_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                facebook_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                twitter_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                instagram_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                youtube_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                pinterest_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                image: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
                header_image: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
                categories: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
                amenities: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
                photos: z.ZodOptional<z.ZodArray<z.ZodString>>;
                id: z.ZodCoercedNumber<unknown>;
            }, z.core.$strip>;
            readonly response: z.ZodObject<{
                review_status: z.ZodEnum<{
                    approved: "approved";
                    pending: "pending";
                    rejected: "rejected";
                }>;
                review_note: z.ZodNullable<z.ZodString>;
                has_pending_changes: z.ZodBoolean;
                id: z.ZodNumber;
                name: z.ZodString;
                slug: z.ZodString;
                city: z.ZodNullable<z.ZodString>;
                address: z.ZodNullable<z.ZodString>;
                zip: z.ZodNullable<z.ZodString>;
                phone: z.ZodNullable<z.ZodString>;
                email: z.ZodNullable<z.ZodString>;
                content: z.ZodNullable<z.ZodString>;
                main_img: z.ZodNullable<z.ZodString>;
                header_img: z.ZodNullable<z.ZodString>;
                approved: z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>;
                favorited: z.ZodBoolean;
                location_latitude: z.ZodNullable<z.ZodNumber>;
                location_longitude: z.ZodNullable<z.ZodNumber>;
                google_calendar: z.ZodNullable<z.ZodString>;
                ics_calendar: z.ZodNullable<z.ZodString>;
                website: z.ZodNullable<z.ZodString>;
                map_link: z.ZodNullable<z.ZodString>;
                reservations_link: z.ZodNullable<z.ZodString>;
                restaurant_link: z.ZodNullable<z.ZodString>;
                golf_link: z.ZodNullable<z.ZodString>;
                facebook_link: z.ZodNullable<z.ZodString>;
                twitter_link: z.ZodNullable<z.ZodString>;
                instagram_link: z.ZodNullable<z.ZodString>;
                youtube_link: z.ZodNullable<z.ZodString>;
                pinterest_link: z.ZodNullable<z.ZodString>;
                d_categories: z.ZodArray<z.ZodObject<{
                    id: z.ZodNumber;
                    name: z.ZodString;
                }, z.core.$strip>>;
                d_amenities: z.ZodArray<z.ZodObject<{
                    id: z.ZodNumber;
                    name: z.ZodString;
                }, z.core.$strip>>;
                d_photos: z.ZodArray<z.ZodObject<{
                    id: z.ZodNumber;
                    src: z.ZodString;
                }, z.core.$strip>>;
            }, z.core.$strip>;
            readonly auth: "bearer";
            readonly maxBodyBytes: number;
            readonly summary: "Edits one of the member's destinations; an approved one stays public as it was until the edit is approved";
        };
        destinationDelete: {
            readonly method: "POST";
            readonly path: "/api/destinations/delete";
            readonly body: z.ZodObject<{
                id: z.ZodCoercedNumber<unknown>;
            }, z.core.$strip>;
            readonly response: z.ZodObject<{
                message: z.ZodString;
            }, z.core.$strip>;
            readonly auth: "bearer";
            readonly summary: "Removes one of the member's destinations";
        };
        eventCreate: {
            readonly method: "POST";
            readonly path: "/api/events/create";
            readonly body: z.ZodPipe<z.ZodObject<{
                recurrence: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
                r_daily_days: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodNull]>>;
                r_weekly_day: z.ZodOptional<z.ZodUnion<readonly [z.ZodArray<z.ZodString>, z.ZodString, z.ZodNull]>>;
                r_weekly_weeks: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodNull]>>;
                r_monthly_first: z.ZodOptional<z.ZodUnknown>;
                r_monthly_second: z.ZodOptional<z.ZodUnknown>;
                r_monthly_months: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodNull]>>;
                r_monthly_day: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodNull]>>;
                r_monthly_occurrence: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
                r_monthly_weekday: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
                r_yearly_first: z.ZodOptional<z.ZodUnknown>;
                r_yearly_second: z.ZodOptional<z.ZodUnknown>;
                r_yearly_month: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodNull]>>;
                r_yearly_second_month: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodNull]>>;
                r_yearly_day: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodNull]>>;
                r_yearly_occurrence: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
                r_yearly_weekday: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
                r_end_type: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
                r_number_of_occurrences: z.ZodOptional<z.ZodPreprocess<z.ZodNullable<z.ZodNumber>, unknown>>;
                r_end_date: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
                title: z.ZodString;
                start_at: z.ZodString;
                end_at: z.ZodString;
                summary: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                content: z.ZodPipe<z.ZodString, z.ZodString>;
                destination: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodCoercedNumber<unknown>, z.ZodNull]>>, z.ZodTransform<number | null, number | null | undefined>>;
                categories: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
                email: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodLiteral<"">, z.ZodNull, z.ZodString]>>, z.ZodTransform<string | null, string | null | undefined>>;
                phone: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                website: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                social_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                image: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
            }, z.core.$strip>, z.ZodTransform<Omit<{
                recurrence?: string | null | undefined;
                r_daily_days?: string | number | null | undefined;
                r_weekly_day?: string | string[] | null | undefined;
                r_weekly_weeks?: string | number | null | undefined;
                r_monthly_first?: unknown;
                r_monthly_second?: unknown;
                r_monthly_months?: string | number | null | undefined;
                r_monthly_day?: string | number | null | undefined;
                r_monthly_occurrence?: string | null | undefined;
                r_monthly_weekday?: string | null | undefined;
                r_yearly_first?: unknown;
                r_yearly_second?: unknown;
                r_yearly_month?: string | number | null | undefined;
                r_yearly_second_month?: string | number | null | undefined;
                r_yearly_day?: string | number | null | undefined;
                r_yearly_occurrence?: string | null | undefined;
                r_yearly_weekday?: string | null | undefined;
                r_end_type?: string | null | undefined;
                r_number_of_occurrences?: number | null | undefined;
                r_end_date?: string | null | undefined;
                title: string;
                start_at: string;
                end_at: string;
                summary: string | null;
                content: string;
                destination: number | null;
                categories?: number[] | undefined;
                email: string | null;
                phone: string | null;
                website: string | null;
                social_link: string | null;
                image?: string | null | undefined;
            }, "r_daily_days" | "r_end_date" | "r_end_type" | "r_monthly_day" | "r_monthly_first" | "r_monthly_months" | "r_monthly_occurrence" | "r_monthly_second" | "r_monthly_weekday" | "r_number_of_occurrences" | "r_weekly_day" | "r_weekly_weeks" | "r_yearly_day" | "r_yearly_first" | "r_yearly_month" | "r_yearly_occurrence" | "r_yearly_second" | "r_yearly_second_month" | "r_yearly_weekday" | "recurrence"> & {
                recurrence: "daily" | "monthly" | "weekly" | "yearly" | null;
                r_daily_days: number | null;
                r_weekly_day: ("Fri" | "Mon" | "Sat" | "Sun" | "Thu" | "Tue" | "Wed")[] | null;
                r_weekly_weeks: number | null;
                r_monthly_months: number | null;
                r_monthly_day: number | null;
                r_monthly_occurrence: "First" | "Fourth" | "Last" | "Second" | "Third" | null;
                r_monthly_weekday: "Day" | "Friday" | "Monday" | "Saturday" | "Sunday" | "Thursday" | "Tuesday" | "Wednesday" | "Weekday" | "Weekend Day" | null;
                r_yearly_month: number | null;
                r_yearly_day: number | null;
                r_yearly_occurrence: "First" | "Fourth" | "Last" | "Second" | "Third" | null;
                r_yearly_weekday: "Day" | "Friday" | "Monday" | "Saturday" | "Sunday" | "Thursday" | "Tuesday" | "Wednesday" | "Weekday" | "Weekend Day" | null;
                r_end_type: "After" | "By" | null;
                r_end_date: string | null;
                r_number_of_occurrences: number | null;
            }, {
                recurrence?: string | null | undefined;
                r_daily_days?: string | number | null | undefined;
                r_weekly_day?: string | string[] | null | undefined;
                r_weekly_weeks?: string | number | null | undefined;
                r_monthly_first?: unknown;
                r_monthly_second?: unknown;
                r_monthly_months?: string | number | null | undefined;
                r_monthly_day?: string | number | null | undefined;
                r_monthly_occurrence?: string | null | undefined;
                r_monthly_weekday?: string | null | undefined;
                r_yearly_first?: unknown;
                r_yearly_second?: unknown;
                r_yearly_month?: string | number | null | undefined;
                r_yearly_second_month?: string | number | null | undefined;
                r_yearly_day?: string | number | null | undefined;
                r_yearly_occurrence?: string | null | undefined;
                r_yearly_weekday?: string | null | undefined;
                r_end_type?: string | null | undefined;
                r_number_of_occurrences?: number | null | undefined;
                r_end_date?: string | null | undefined;
                title: string;
                start_at: string;
                end_at: string;
                summary: string | null;
                content: string;
                destination: number | null;
                categories?: number[] | undefined;
                email: string | null;
                phone: string | null;
                website: string | null;
                social_link: string | null;
                image?: string | null | undefined;
            }>>;
            readonly response: z.ZodObject<{
                recurrence: z.ZodNullable<z.ZodEnum<{
                    daily: "daily";
                    monthly: "monthly";
                    weekly: "weekly";
                    yearly: "yearly";
                }>>;
                r_daily_days: z.ZodNullable<z.ZodNumber>;
                r_weekly_day: z.ZodNullable<z.ZodArray<z.ZodEnum<{
                    Fri: "Fri";
                    Mon: "Mon";
                    Sat: "Sat";
                    Sun: "Sun";
                    Thu: "Thu";
                    Tue: "Tue";
                    Wed: "Wed";
                }>>>;
                r_weekly_weeks: z.ZodNullable<z.ZodNumber>;
                r_monthly_months: z.ZodNullable<z.ZodNumber>;
                r_monthly_day: z.ZodNullable<z.ZodNumber>;
                r_monthly_occurrence: z.ZodNullable<z.ZodEnum<{
                    First: "First";
                    Fourth: "Fourth";
                    Last: "Last";
                    Second: "Second";
                    Third: "Third";
                }>>;
                r_monthly_weekday: z.ZodNullable<z.ZodEnum<{
                    Day: "Day";
                    Friday: "Friday";
                    Monday: "Monday";
                    Saturday: "Saturday";
                    Sunday: "Sunday";
                    Thursday: "Thursday";
                    Tuesday: "Tuesday";
                    Wednesday: "Wednesday";
                    Weekday: "Weekday";
                    "Weekend Day": "Weekend Day";
                }>>;
                r_yearly_month: z.ZodNullable<z.ZodNumber>;
                r_yearly_day: z.ZodNullable<z.ZodNumber>;
                r_yearly_occurrence: z.ZodNullable<z.ZodEnum<{
                    First: "First";
                    Fourth: "Fourth";
                    Last: "Last";
                    Second: "Second";
                    Third: "Third";
                }>>;
                r_yearly_weekday: z.ZodNullable<z.ZodEnum<{
                    Day: "Day";
                    Friday: "Friday";
                    Monday: "Monday";
                    Saturday: "Saturday";
                    Sunday: "Sunday";
                    Thursday: "Thursday";
                    Tuesday: "Tuesday";
                    Wednesday: "Wednesday";
                    Weekday: "Weekday";
                    "Weekend Day": "Weekend Day";
                }>>;
                r_end_type: z.ZodNullable<z.ZodEnum<{
                    After: "After";
                    By: "By";
                }>>;
                r_end_date: z.ZodNullable<z.ZodString>;
                r_number_of_occurrences: z.ZodNullable<z.ZodNumber>;
                review_status: z.ZodEnum<{
                    approved: "approved";
                    pending: "pending";
                    rejected: "rejected";
                }>;
                review_note: z.ZodNullable<z.ZodString>;
                has_pending_changes: z.ZodBoolean;
                id: z.ZodNumber;
                slug: z.ZodString;
                title: z.ZodString;
                summary: z.ZodNullable<z.ZodString>;
                entry: z.ZodObject<{
                    content: z.ZodNullable<z.ZodString>;
                }, z.core.$strip>;
                starts: z.ZodString;
                ends: z.ZodString;
                destination_id: z.ZodNullable<z.ZodNumber>;
                destination_name: z.ZodNullable<z.ZodString>;
                main_img: z.ZodNullable<z.ZodString>;
                email: z.ZodNullable<z.ZodString>;
                phone: z.ZodNullable<z.ZodString>;
                website: z.ZodNullable<z.ZodString>;
                social_link: z.ZodNullable<z.ZodString>;
                approved: z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>;
                d_categories: z.ZodArray<z.ZodObject<{
                    id: z.ZodNumber;
                    name: z.ZodString;
                }, z.core.$strip>>;
                recurrence_text: z.ZodString;
            }, z.core.$strip>;
            readonly auth: "bearer";
            readonly maxBodyBytes: number;
            readonly idempotent: true;
            readonly summary: "Adds an event (one-off or recurring); it waits for the board";
        };
        eventUpdate: {
            readonly method: "POST";
            readonly path: "/api/events/update";
            readonly body: z.ZodPipe<z.ZodObject<{
                recurrence: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
                r_daily_days: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodNull]>>;
                r_weekly_day: z.ZodOptional<z.ZodUnion<readonly [z.ZodArray<z.ZodString>, z.ZodString, z.ZodNull]>>;
                r_weekly_weeks: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodNull]>>;
                r_monthly_first: z.ZodOptional<z.ZodUnknown>;
                r_monthly_second: z.ZodOptional<z.ZodUnknown>;
                r_monthly_months: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodNull]>>;
                r_monthly_day: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodNull]>>;
                r_monthly_occurrence: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
                r_monthly_weekday: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
                r_yearly_first: z.ZodOptional<z.ZodUnknown>;
                r_yearly_second: z.ZodOptional<z.ZodUnknown>;
                r_yearly_month: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodNull]>>;
                r_yearly_second_month: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodNull]>>;
                r_yearly_day: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodNull]>>;
                r_yearly_occurrence: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
                r_yearly_weekday: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
                r_end_type: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
                r_number_of_occurrences: z.ZodOptional<z.ZodPreprocess<z.ZodNullable<z.ZodNumber>, unknown>>;
                r_end_date: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
                title: z.ZodString;
                start_at: z.ZodString;
                end_at: z.ZodString;
                summary: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                content: z.ZodPipe<z.ZodString, z.ZodString>;
                destination: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodCoercedNumber<unknown>, z.ZodNull]>>, z.ZodTransform<number | null, number | null | undefined>>;
                categories: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
                email: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodLiteral<"">, z.ZodNull, z.ZodString]>>, z.ZodTransform<string | null, string | null | undefined>>;
                phone: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                website: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                social_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                image: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
                id: z.ZodCoercedNumber<unknown>;
            }, z.core.$strip>, z.ZodTransform<Omit<{
                recurrence?: string | null | undefined;
                r_daily_days?: string | number | null | undefined;
                r_weekly_day?: string | string[] | null | undefined;
                r_weekly_weeks?: string | number | null | undefined;
                r_monthly_first?: unknown;
                r_monthly_second?: unknown;
                r_monthly_months?: string | number | null | undefined;
                r_monthly_day?: string | number | null | undefined;
                r_monthly_occurrence?: string | null | undefined;
                r_monthly_weekday?: string | null | undefined;
                r_yearly_first?: unknown;
                r_yearly_second?: unknown;
                r_yearly_month?: string | number | null | undefined;
                r_yearly_second_month?: string | number | null | undefined;
                r_yearly_day?: string | number | null | undefined;
                r_yearly_occurrence?: string | null | undefined;
                r_yearly_weekday?: string | null | undefined;
                r_end_type?: string | null | undefined;
                r_number_of_occurrences?: number | null | undefined;
                r_end_date?: string | null | undefined;
                title: string;
                start_at: string;
                end_at: string;
                summary: string | null;
                content: string;
                destination: number | null;
                categories?: number[] | undefined;
                email: string | null;
                phone: string | null;
                website: string | null;
                social_link: string | null;
                image?: string | null | undefined;
                id: number;
            }, "r_daily_days" | "r_end_date" | "r_end_type" | "r_monthly_day" | "r_monthly_first" | "r_monthly_months" | "r_monthly_occurrence" | "r_monthly_second" | "r_monthly_weekday" | "r_number_of_occurrences" | "r_weekly_day" | "r_weekly_weeks" | "r_yearly_day" | "r_yearly_first" | "r_yearly_month" | "r_yearly_occurrence" | "r_yearly_second" | "r_yearly_second_month" | "r_yearly_weekday" | "recurrence"> & {
                recurrence: "daily" | "monthly" | "weekly" | "yearly" | null;
                r_daily_days: number | null;
                r_weekly_day: ("Fri" | "Mon" | "Sat" | "Sun" | "Thu" | "Tue" | "Wed")[] | null;
                r_weekly_weeks: number | null;
                r_monthly_months: number | null;
                r_monthly_day: number | null;
                r_monthly_occurrence: "First" | "Fourth" | "Last" | "Second" | "Third" | null;
                r_monthly_weekday: "Day" | "Friday" | "Monday" | "Saturday" | "Sunday" | "Thursday" | "Tuesday" | "Wednesday" | "Weekday" | "Weekend Day" | null;
                r_yearly_month: number | null;
                r_yearly_day: number | null;
                r_yearly_occurrence: "First" | "Fourth" | "Last" | "Second" | "Third" | null;
                r_yearly_weekday: "Day" | "Friday" | "Monday" | "Saturday" | "Sunday" | "Thursday" | "Tuesday" | "Wednesday" | "Weekday" | "Weekend Day" | null;
                r_end_type: "After" | "By" | null;
                r_end_date: string | null;
                r_number_of_occurrences: number | null;
            }, {
                recurrence?: string | null | undefined;
                r_daily_days?: string | number | null | undefined;
                r_weekly_day?: string | string[] | null | undefined;
                r_weekly_weeks?: string | number | null | undefined;
                r_monthly_first?: unknown;
                r_monthly_second?: unknown;
                r_monthly_months?: string | number | null | undefined;
                r_monthly_day?: string | number | null | undefined;
                r_monthly_occurrence?: string | null | undefined;
                r_monthly_weekday?: string | null | undefined;
                r_yearly_first?: unknown;
                r_yearly_second?: unknown;
                r_yearly_month?: string | number | null | undefined;
                r_yearly_second_month?: string | number | null | undefined;
                r_yearly_day?: string | number | null | undefined;
                r_yearly_occurrence?: string | null | undefined;
                r_yearly_weekday?: string | null | undefined;
                r_end_type?: string | null | undefined;
                r_number_of_occurrences?: number | null | undefined;
                r_end_date?: string | null | undefined;
                title: string;
                start_at: string;
                end_at: string;
                summary: string | null;
                content: string;
                destination: number | null;
                categories?: number[] | undefined;
                email: string | null;
                phone: string | null;
                website: string | null;
                social_link: string | null;
                image?: string | null | undefined;
                id: number;
            }>>;
            readonly response: z.ZodObject<{
                recurrence: z.ZodNullable<z.ZodEnum<{
                    daily: "daily";
                    monthly: "monthly";
                    weekly: "weekly";
                    yearly: "yearly";
                }>>;
                r_daily_days: z.ZodNullable<z.ZodNumber>;
                r_weekly_day: z.ZodNullable<z.ZodArray<z.ZodEnum<{
                    Fri: "Fri";
                    Mon: "Mon";
                    Sat: "Sat";
                    Sun: "Sun";
                    Thu: "Thu";
                    Tue: "Tue";
                    Wed: "Wed";
                }>>>;
                r_weekly_weeks: z.ZodNullable<z.ZodNumber>;
                r_monthly_months: z.ZodNullable<z.ZodNumber>;
                r_monthly_day: z.ZodNullable<z.ZodNumber>;
                r_monthly_occurrence: z.ZodNullable<z.ZodEnum<{
                    First: "First";
                    Fourth: "Fourth";
                    Last: "Last";
                    Second: "Second";
                    Third: "Third";
                }>>;
                r_monthly_weekday: z.ZodNullable<z.ZodEnum<{
                    Day: "Day";
                    Friday: "Friday";
                    Monday: "Monday";
                    Saturday: "Saturday";
                    Sunday: "Sunday";
                    Thursday: "Thursday";
                    Tuesday: "Tuesday";
                    Wednesday: "Wednesday";
                    Weekday: "Weekday";
                    "Weekend Day": "Weekend Day";
                }>>;
                r_yearly_month: z.ZodNullable<z.ZodNumber>;
                r_yearly_day: z.ZodNullable<z.ZodNumber>;
                r_yearly_occurrence: z.ZodNullable<z.ZodEnum<{
                    First: "First";
                    Fourth: "Fourth";
                    Last: "Last";
                    Second: "Second";
                    Third: "Third";
                }>>;
                r_yearly_weekday: z.ZodNullable<z.ZodEnum<{
                    Day: "Day";
                    Friday: "Friday";
                    Monday: "Monday";
                    Saturday: "Saturday";
                    Sunday: "Sunday";
                    Thursday: "Thursday";
                    Tuesday: "Tuesday";
                    Wednesday: "Wednesday";
                    Weekday: "Weekday";
                    "Weekend Day": "Weekend Day";
                }>>;
                r_end_type: z.ZodNullable<z.ZodEnum<{
                    After: "After";
                    By: "By";
                }>>;
                r_end_date: z.ZodNullable<z.ZodString>;
                r_number_of_occurrences: z.ZodNullable<z.ZodNumber>;
                review_status: z.ZodEnum<{
                    approved: "approved";
                    pending: "pending";
                    rejected: "rejected";
                }>;
                review_note: z.ZodNullable<z.ZodString>;
                has_pending_changes: z.ZodBoolean;
                id: z.ZodNumber;
                slug: z.ZodString;
                title: z.ZodString;
                summary: z.ZodNullable<z.ZodString>;
                entry: z.ZodObject<{
                    content: z.ZodNullable<z.ZodString>;
                }, z.core.$strip>;
                starts: z.ZodString;
                ends: z.ZodString;
                destination_id: z.ZodNullable<z.ZodNumber>;
                destination_name: z.ZodNullable<z.ZodString>;
                main_img: z.ZodNullable<z.ZodString>;
                email: z.ZodNullable<z.ZodString>;
                phone: z.ZodNullable<z.ZodString>;
                website: z.ZodNullable<z.ZodString>;
                social_link: z.ZodNullable<z.ZodString>;
                approved: z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>;
                d_categories: z.ZodArray<z.ZodObject<{
                    id: z.ZodNumber;
                    name: z.ZodString;
                }, z.core.$strip>>;
                recurrence_text: z.ZodString;
            }, z.core.$strip>;
            readonly auth: "bearer";
            readonly maxBodyBytes: number;
            readonly summary: "Edits one of the member's events";
        };
        eventDelete: {
            readonly method: "POST";
            readonly path: "/api/events/delete";
            readonly body: z.ZodObject<{
                id: z.ZodCoercedNumber<unknown>;
            }, z.core.$strip>;
            readonly response: z.ZodObject<{
                message: z.ZodString;
            }, z.core.$strip>;
            readonly auth: "bearer";
            readonly summary: "Removes one of the member's events";
        };
        tipCreate: {
            readonly method: "POST";
            readonly path: "/api/tips/create";
            readonly body: z.ZodPipe<z.ZodObject<{
                title: z.ZodOptional<z.ZodString>;
                tip_title: z.ZodOptional<z.ZodString>;
                tip: z.ZodPipe<z.ZodString, z.ZodString>;
                destination: z.ZodCoercedNumber<unknown>;
                website: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                social_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                image: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
            }, z.core.$strip>, z.ZodTransform<{
                tip: string;
                destination: number;
                website: string | null;
                social_link: string | null;
                image?: string | null | undefined;
                title: string;
            }, {
                title?: string | undefined;
                tip_title?: string | undefined;
                tip: string;
                destination: number;
                website: string | null;
                social_link: string | null;
                image?: string | null | undefined;
            }>>;
            readonly response: z.ZodObject<{
                review_status: z.ZodEnum<{
                    approved: "approved";
                    pending: "pending";
                    rejected: "rejected";
                }>;
                review_note: z.ZodNullable<z.ZodString>;
                has_pending_changes: z.ZodBoolean;
                id: z.ZodNumber;
                slug: z.ZodString;
                title: z.ZodString;
                tip: z.ZodString;
                destination_id: z.ZodNullable<z.ZodNumber>;
                destination_name: z.ZodNullable<z.ZodString>;
                website: z.ZodNullable<z.ZodString>;
                social_link: z.ZodNullable<z.ZodString>;
                main_img: z.ZodNullable<z.ZodString>;
                approved: z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>;
                favorited: z.ZodBoolean;
            }, z.core.$strip>;
            readonly auth: "bearer";
            readonly maxBodyBytes: number;
            readonly idempotent: true;
            readonly summary: "Adds a local tip about a destination; it waits for the board";
        };
        tipUpdate: {
            readonly method: "POST";
            readonly path: "/api/tips/update";
            readonly body: z.ZodIntersection<z.ZodObject<{
                id: z.ZodCoercedNumber<unknown>;
            }, z.core.$strip>, z.ZodPipe<z.ZodObject<{
                title: z.ZodOptional<z.ZodString>;
                tip_title: z.ZodOptional<z.ZodString>;
                tip: z.ZodPipe<z.ZodString, z.ZodString>;
                destination: z.ZodCoercedNumber<unknown>;
                website: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                social_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                image: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
            }, z.core.$strip>, z.ZodTransform<{
                tip: string;
                destination: number;
                website: string | null;
                social_link: string | null;
                image?: string | null | undefined;
                title: string;
            }, {
                title?: string | undefined;
                tip_title?: string | undefined;
                tip: string;
                destination: number;
                website: string | null;
                social_link: string | null;
                image?: string | null | undefined;
            }>>>;
            readonly response: z.ZodObject<{
                review_status: z.ZodEnum<{
                    approved: "approved";
                    pending: "pending";
                    rejected: "rejected";
                }>;
                review_note: z.ZodNullable<z.ZodString>;
                has_pending_changes: z.ZodBoolean;
                id: z.ZodNumber;
                slug: z.ZodString;
                title: z.ZodString;
                tip: z.ZodString;
                destination_id: z.ZodNullable<z.ZodNumber>;
                destination_name: z.ZodNullable<z.ZodString>;
                website: z.ZodNullable<z.ZodString>;
                social_link: z.ZodNullable<z.ZodString>;
                main_img: z.ZodNullable<z.ZodString>;
                approved: z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>;
                favorited: z.ZodBoolean;
            }, z.core.$strip>;
            readonly auth: "bearer";
            readonly maxBodyBytes: number;
            readonly summary: "Edits one of the member's tips";
        };
        tipDelete: {
            readonly method: "POST";
            readonly path: "/api/tips/delete";
            readonly body: z.ZodObject<{
                id: z.ZodCoercedNumber<unknown>;
            }, z.core.$strip>;
            readonly response: z.ZodObject<{
                message: z.ZodString;
            }, z.core.$strip>;
            readonly auth: "bearer";
            readonly summary: "Removes one of the member's tips";
        };
        itineraryCreate: {
            readonly method: "POST";
            readonly path: "/api/itineraries/create";
            readonly body: z.ZodObject<{
                title: z.ZodString;
                content: z.ZodPipe<z.ZodString, z.ZodString>;
                destination: z.ZodCoercedNumber<unknown>;
                image: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
                items: z.ZodArray<z.ZodObject<{
                    id: z.ZodOptional<z.ZodUnknown>;
                    destination: z.ZodCoercedNumber<unknown>;
                    event: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodCoercedNumber<unknown>, z.ZodNull]>>, z.ZodTransform<number | null, number | null | undefined>>;
                    information: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                }, z.core.$strip>>;
            }, z.core.$strip>;
            readonly response: z.ZodObject<{
                review_status: z.ZodEnum<{
                    approved: "approved";
                    pending: "pending";
                    rejected: "rejected";
                }>;
                review_note: z.ZodNullable<z.ZodString>;
                has_pending_changes: z.ZodBoolean;
                id: z.ZodNumber;
                slug: z.ZodString;
                title: z.ZodString;
                content: z.ZodString;
                destination_id: z.ZodNullable<z.ZodNumber>;
                destination_name: z.ZodNullable<z.ZodString>;
                main_img: z.ZodNullable<z.ZodString>;
                approved: z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>;
                items: z.ZodArray<z.ZodObject<{
                    destination_id: z.ZodNullable<z.ZodNumber>;
                    destination_name: z.ZodNullable<z.ZodString>;
                    event_id: z.ZodNullable<z.ZodNumber>;
                    content: z.ZodNullable<z.ZodString>;
                }, z.core.$strip>>;
            }, z.core.$strip>;
            readonly auth: "bearer";
            readonly maxBodyBytes: number;
            readonly idempotent: true;
            readonly summary: "Adds an itinerary with its ordered stops; it waits for the board";
        };
        itineraryUpdate: {
            readonly method: "POST";
            readonly path: "/api/itineraries/update";
            readonly body: z.ZodObject<{
                title: z.ZodString;
                content: z.ZodPipe<z.ZodString, z.ZodString>;
                destination: z.ZodCoercedNumber<unknown>;
                image: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
                items: z.ZodArray<z.ZodObject<{
                    id: z.ZodOptional<z.ZodUnknown>;
                    destination: z.ZodCoercedNumber<unknown>;
                    event: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodCoercedNumber<unknown>, z.ZodNull]>>, z.ZodTransform<number | null, number | null | undefined>>;
                    information: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
                }, z.core.$strip>>;
                id: z.ZodCoercedNumber<unknown>;
            }, z.core.$strip>;
            readonly response: z.ZodObject<{
                review_status: z.ZodEnum<{
                    approved: "approved";
                    pending: "pending";
                    rejected: "rejected";
                }>;
                review_note: z.ZodNullable<z.ZodString>;
                has_pending_changes: z.ZodBoolean;
                id: z.ZodNumber;
                slug: z.ZodString;
                title: z.ZodString;
                content: z.ZodString;
                destination_id: z.ZodNullable<z.ZodNumber>;
                destination_name: z.ZodNullable<z.ZodString>;
                main_img: z.ZodNullable<z.ZodString>;
                approved: z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>;
                items: z.ZodArray<z.ZodObject<{
                    destination_id: z.ZodNullable<z.ZodNumber>;
                    destination_name: z.ZodNullable<z.ZodString>;
                    event_id: z.ZodNullable<z.ZodNumber>;
                    content: z.ZodNullable<z.ZodString>;
                }, z.core.$strip>>;
            }, z.core.$strip>;
            readonly auth: "bearer";
            readonly maxBodyBytes: number;
            readonly summary: "Edits one of the member's itineraries";
        };
        itineraryDelete: {
            readonly method: "POST";
            readonly path: "/api/itineraries/delete";
            readonly body: z.ZodObject<{
                id: z.ZodCoercedNumber<unknown>;
            }, z.core.$strip>;
            readonly response: z.ZodObject<{
                message: z.ZodString;
            }, z.core.$strip>;
            readonly auth: "bearer";
            readonly summary: "Removes one of the member's itineraries";
        };
        reservationCreate: {
            readonly method: "POST";
            readonly path: "/api/reservations/create";
            readonly body: z.ZodObject<{
                start_at: z.ZodString;
                end_at: z.ZodString;
                email: z.ZodString;
                phone: z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>;
                destination: z.ZodCoercedNumber<unknown>;
                reservation: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            }, z.core.$strip>;
            readonly response: z.ZodObject<{
                id: z.ZodNumber;
                start: z.ZodString;
                end: z.ZodString;
                destination_id: z.ZodNumber;
                destination_name: z.ZodString;
                email: z.ZodString;
                phone: z.ZodString;
                reservation: z.ZodNullable<z.ZodString>;
                approved: z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>;
            }, z.core.$strip>;
            readonly auth: "bearer";
            readonly idempotent: true;
            readonly summary: "Sends a reservation request to the destination and the board";
        };
        favoriteCreate: {
            readonly method: "POST";
            readonly path: "/api/favorites/create";
            readonly body: z.ZodObject<{
                destination: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodCoercedNumber<unknown>, z.ZodNull]>>, z.ZodTransform<number | null, number | null | undefined>>;
                event: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodCoercedNumber<unknown>, z.ZodNull]>>, z.ZodTransform<number | null, number | null | undefined>>;
                tip: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodCoercedNumber<unknown>, z.ZodNull]>>, z.ZodTransform<number | null, number | null | undefined>>;
                list: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodCoercedNumber<unknown>, z.ZodNull]>>, z.ZodTransform<number | null, number | null | undefined>>;
            }, z.core.$strip>;
            readonly response: z.ZodObject<{
                favorited: z.ZodBoolean;
                message: z.ZodString;
                favorite: z.ZodNullable<z.ZodObject<{
                    id: z.ZodNumber;
                    type: z.ZodEnum<{
                        Destination: "Destination";
                        Event: "Event";
                        List: "List";
                        Tip: "Tip";
                    }>;
                    item_id: z.ZodNumber;
                    title: z.ZodString;
                    fav_at: z.ZodString;
                    slug: z.ZodString;
                    main_img: z.ZodNullable<z.ZodString>;
                }, z.core.$strip>>;
            }, z.core.$strip>;
            readonly auth: "bearer";
            readonly idempotent: true;
            readonly summary: "Favorites an approved destination, event, tip or itinerary (list); a second call removes it";
        };
        favoriteDelete: {
            readonly method: "POST";
            readonly path: "/api/favorites/delete";
            readonly body: z.ZodObject<{
                id: z.ZodCoercedNumber<unknown>;
            }, z.core.$strip>;
            readonly response: z.ZodObject<{
                message: z.ZodString;
            }, z.core.$strip>;
            readonly auth: "bearer";
            readonly summary: "Removes one of the member’s favorites by its id";
        };
        reviewPending: {
            readonly method: "GET";
            readonly path: "/api/review/pending";
            readonly response: z.ZodArray<z.ZodObject<{
                kind: z.ZodEnum<{
                    destination: "destination";
                    event: "event";
                    itinerary: "itinerary";
                    reservation: "reservation";
                    tip: "tip";
                }>;
                id: z.ZodNumber;
                title: z.ZodString;
                change: z.ZodEnum<{
                    edit: "edit";
                    new: "new";
                }>;
                owner: z.ZodObject<{
                    id: z.ZodNullable<z.ZodNumber>;
                    name: z.ZodString;
                    email: z.ZodNullable<z.ZodString>;
                }, z.core.$strip>;
                submitted_at: z.ZodString;
                proposed: z.ZodRecord<z.ZodString, z.ZodUnknown>;
            }, z.core.$strip>>;
            readonly auth: "bearer";
            readonly summary: "Board only: everything waiting for review, oldest first";
        };
        reviewApprove: {
            readonly method: "POST";
            readonly path: "/api/review/approve";
            readonly body: z.ZodObject<{
                kind: z.ZodEnum<{
                    destination: "destination";
                    event: "event";
                    itinerary: "itinerary";
                    reservation: "reservation";
                    tip: "tip";
                }>;
                id: z.ZodCoercedNumber<unknown>;
            }, z.core.$strip>;
            readonly response: z.ZodObject<{
                message: z.ZodString;
            }, z.core.$strip>;
            readonly auth: "bearer";
            readonly summary: "Board only: publishes an item (or its pending edit) and tells the member";
        };
        reviewReject: {
            readonly method: "POST";
            readonly path: "/api/review/reject";
            readonly body: z.ZodObject<{
                kind: z.ZodEnum<{
                    destination: "destination";
                    event: "event";
                    itinerary: "itinerary";
                    reservation: "reservation";
                    tip: "tip";
                }>;
                id: z.ZodCoercedNumber<unknown>;
                reason: z.ZodString;
            }, z.core.$strip>;
            readonly response: z.ZodObject<{
                message: z.ZodString;
            }, z.core.$strip>;
            readonly auth: "bearer";
            readonly summary: "Board only: turns an item (or its edit) down with a reason the member is mailed";
        };
    };
    insights: {
        insightsToken: {
            readonly method: "POST";
            readonly path: "/api/insights/token";
            readonly response: z.ZodObject<{
                token: z.ZodNullable<z.ZodString>;
                expiresIn: z.ZodNumber;
            }, z.core.$strip>;
            readonly summary: "A page view's token for its insight beacons (decision 074): short-lived, signed, each event counted once; budgeted per client address";
        };
        insightsCollect: {
            readonly method: "POST";
            readonly path: "/api/insights/events";
            readonly body: z.ZodPreprocess<z.ZodObject<{
                token: z.ZodString;
                events: z.ZodArray<z.ZodUnion<readonly [z.ZodObject<{
                    kind: z.ZodEnum<{
                        calendar: "calendar";
                        click_directions: "click_directions";
                        click_phone: "click_phone";
                        click_reservations: "click_reservations";
                        click_social: "click_social";
                        click_website: "click_website";
                        drawer: "drawer";
                        favorite: "favorite";
                        share: "share";
                        view: "view";
                    }>;
                    listing: z.ZodEnum<{
                        destination: "destination";
                        event: "event";
                    }>;
                    id: z.ZodCoercedNumber<unknown>;
                }, z.core.$strip>, z.ZodObject<{
                    kind: z.ZodEnum<{
                        ad_click: "ad_click";
                        ad_view: "ad_view";
                    }>;
                    listing: z.ZodLiteral<"ad">;
                    link: z.ZodString;
                    title: z.ZodOptional<z.ZodString>;
                }, z.core.$strip>, z.ZodObject<{
                    kind: z.ZodLiteral<"search_miss">;
                    term: z.ZodString;
                }, z.core.$strip>]>>;
            }, z.core.$strip>, unknown>;
            readonly response: z.ZodObject<{
                counted: z.ZodNumber;
            }, z.core.$strip>;
            readonly summary: "Anonymous events from the public pages (navigator.sendBeacon) with their page view's token; nothing about the visitor is kept";
        };
        myInsights: {
            readonly method: "GET";
            readonly path: "/api/insights/user";
            readonly query: z.ZodObject<{
                days: z.ZodDefault<z.ZodCoercedNumber<unknown> & z.ZodType<7 | 30 | 90, unknown, z.core.$ZodTypeInternals<7 | 30 | 90, unknown>>>;
            }, z.core.$strip>;
            readonly response: z.ZodObject<{
                days: z.ZodNumber;
                from: z.ZodString;
                to: z.ZodString;
                listings: z.ZodArray<z.ZodObject<{
                    listing: z.ZodEnum<{
                        destination: "destination";
                        event: "event";
                    }>;
                    id: z.ZodNumber;
                    title: z.ZodString;
                    slug: z.ZodString;
                    totals: z.ZodRecord<z.ZodEnum<{
                        ad_click: "ad_click";
                        ad_view: "ad_view";
                        calendar: "calendar";
                        click_directions: "click_directions";
                        click_phone: "click_phone";
                        click_reservations: "click_reservations";
                        click_social: "click_social";
                        click_website: "click_website";
                        drawer: "drawer";
                        favorite: "favorite";
                        share: "share";
                        view: "view";
                    }>, z.ZodNumber>;
                    previous: z.ZodRecord<z.ZodEnum<{
                        ad_click: "ad_click";
                        ad_view: "ad_view";
                        calendar: "calendar";
                        click_directions: "click_directions";
                        click_phone: "click_phone";
                        click_reservations: "click_reservations";
                        click_social: "click_social";
                        click_website: "click_website";
                        drawer: "drawer";
                        favorite: "favorite";
                        share: "share";
                        view: "view";
                    }>, z.ZodNumber>;
                    series: z.ZodArray<z.ZodObject<{
                        day: z.ZodString;
                        counts: z.ZodRecord<z.ZodEnum<{
                            ad_click: "ad_click";
                            ad_view: "ad_view";
                            calendar: "calendar";
                            click_directions: "click_directions";
                            click_phone: "click_phone";
                            click_reservations: "click_reservations";
                            click_social: "click_social";
                            click_website: "click_website";
                            drawer: "drawer";
                            favorite: "favorite";
                            share: "share";
                            view: "view";
                        }>, z.ZodNumber>;
                    }, z.core.$strip>>;
                }, z.core.$strip>>;
            }, z.core.$strip>;
            readonly auth: "bearer";
            readonly summary: "Daily counts for the member's own destinations and events over the last 7, 30 or 90 days, with the period before";
        };
        boardInsights: {
            readonly method: "GET";
            readonly path: "/api/insights/board";
            readonly query: z.ZodObject<{
                days: z.ZodDefault<z.ZodCoercedNumber<unknown> & z.ZodType<7 | 30 | 90, unknown, z.core.$ZodTypeInternals<7 | 30 | 90, unknown>>>;
            }, z.core.$strip>;
            readonly response: z.ZodObject<{
                days: z.ZodNumber;
                from: z.ZodString;
                to: z.ZodString;
                totals: z.ZodRecord<z.ZodEnum<{
                    ad_click: "ad_click";
                    ad_view: "ad_view";
                    calendar: "calendar";
                    click_directions: "click_directions";
                    click_phone: "click_phone";
                    click_reservations: "click_reservations";
                    click_social: "click_social";
                    click_website: "click_website";
                    drawer: "drawer";
                    favorite: "favorite";
                    share: "share";
                    view: "view";
                }>, z.ZodNumber>;
                previous: z.ZodRecord<z.ZodEnum<{
                    ad_click: "ad_click";
                    ad_view: "ad_view";
                    calendar: "calendar";
                    click_directions: "click_directions";
                    click_phone: "click_phone";
                    click_reservations: "click_reservations";
                    click_social: "click_social";
                    click_website: "click_website";
                    drawer: "drawer";
                    favorite: "favorite";
                    share: "share";
                    view: "view";
                }>, z.ZodNumber>;
                series: z.ZodArray<z.ZodObject<{
                    day: z.ZodString;
                    counts: z.ZodRecord<z.ZodEnum<{
                        ad_click: "ad_click";
                        ad_view: "ad_view";
                        calendar: "calendar";
                        click_directions: "click_directions";
                        click_phone: "click_phone";
                        click_reservations: "click_reservations";
                        click_social: "click_social";
                        click_website: "click_website";
                        drawer: "drawer";
                        favorite: "favorite";
                        share: "share";
                        view: "view";
                    }>, z.ZodNumber>;
                }, z.core.$strip>>;
                top: z.ZodArray<z.ZodObject<{
                    listing: z.ZodEnum<{
                        destination: "destination";
                        event: "event";
                    }>;
                    id: z.ZodNumber;
                    title: z.ZodString;
                    slug: z.ZodString;
                    totals: z.ZodRecord<z.ZodEnum<{
                        ad_click: "ad_click";
                        ad_view: "ad_view";
                        calendar: "calendar";
                        click_directions: "click_directions";
                        click_phone: "click_phone";
                        click_reservations: "click_reservations";
                        click_social: "click_social";
                        click_website: "click_website";
                        drawer: "drawer";
                        favorite: "favorite";
                        share: "share";
                        view: "view";
                    }>, z.ZodNumber>;
                }, z.core.$strip>>;
                searchMisses: z.ZodArray<z.ZodObject<{
                    term: z.ZodString;
                    count: z.ZodNumber;
                }, z.core.$strip>>;
                ads: z.ZodArray<z.ZodObject<{
                    link: z.ZodString;
                    title: z.ZodString;
                    views: z.ZodNumber;
                    clicks: z.ZodNumber;
                    ctr: z.ZodNumber;
                }, z.core.$strip>>;
            }, z.core.$strip>;
            readonly auth: "bearer";
            readonly summary: "Board only: the valley's totals, top listings, searches that found nothing and ad performance";
        };
    };
};
export type ContractPart = keyof typeof contractParts;
export declare const contract: {
    contactsCreate: {
        readonly method: "POST";
        readonly path: "/contacts/create";
        readonly body: z.ZodObject<{
            email: z.ZodString;
        }, z.core.$strict>;
        readonly response: z.ZodObject<{
            message: z.ZodString;
        }, z.core.$strip>;
        readonly summary: "Newsletter sign-up; answers the same whether or not the address was already listed";
    };
    botCheckChallenge: {
        readonly method: "GET";
        readonly path: "/api/bot-check/challenge";
        readonly response: z.ZodObject<{
            challenge: z.ZodString;
            difficulty: z.ZodNumber;
            expires_at: z.ZodString;
        }, z.core.$strip>;
        readonly summary: "A fresh proof-of-work challenge; its solution (challenge:nonce) is the token of register and support. Never cached";
    };
    register: {
        readonly method: "POST";
        readonly path: "/api/register";
        readonly body: z.ZodObject<{
            role: z.ZodEnum<{
                Destination: "Destination";
                Local: "Local";
                Visitor: "Visitor";
            }>;
            firstname: z.ZodString;
            lastname: z.ZodString;
            email: z.ZodString;
            password: z.ZodString;
            token: z.ZodString;
        }, z.core.$strict>;
        readonly response: z.ZodObject<{
            status: z.ZodLiteral<"OK">;
            message: z.ZodString;
        }, z.core.$strip>;
        readonly summary: "Registers a member and mails a single-use activation link; the same answer for an address already registered (an unactivated one gets a choose-your-password link instead)";
    };
    login: {
        readonly method: "POST";
        readonly path: "/api/login";
        readonly body: z.ZodObject<{
            username: z.ZodString;
            password: z.ZodString;
            device_token: z.ZodOptional<z.ZodString>;
            sign_in_link: z.ZodOptional<z.ZodString>;
        }, z.core.$strict>;
        readonly response: z.ZodObject<{
            access_token: z.ZodString;
            token_type: z.ZodLiteral<"Bearer">;
            expires_in: z.ZodNumber;
            device_token: z.ZodString;
        }, z.core.$strip>;
        readonly summary: "Signs an activated member in; answers an opaque access token and the device token to send with the next sign-in, a new one each time (decisions 030, 075). One 401 for a wrong password, an unknown or a not-activated account; 429 with Retry-After while throttled; sign_in_link (from the mailed link) gives this sign-in a budget of its own, 400 when it is not live";
    };
    signInLink: {
        readonly method: "POST";
        readonly path: "/api/login/link";
        readonly body: z.ZodObject<{
            email: z.ZodString;
        }, z.core.$strict>;
        readonly response: z.ZodObject<{
            message: z.ZodString;
        }, z.core.$strip>;
        readonly summary: "Mails the account a single-use sign-in link (15 minutes) that lets the browser opening it sign in with the password while the account is locked for new browsers (decision 075); the same answer whether or not the address has an account";
    };
    logout: {
        readonly method: "POST";
        readonly path: "/api/logout";
        readonly response: z.ZodObject<{
            message: z.ZodString;
        }, z.core.$strip>;
        readonly auth: "bearer";
        readonly summary: "Revokes the access token the call carries";
    };
    user: {
        readonly method: "GET";
        readonly path: "/api/user";
        readonly response: z.ZodObject<{
            id: z.ZodNumber;
            first_name: z.ZodString;
            last_name: z.ZodString;
            email: z.ZodString;
            role: z.ZodEnum<{
                Board: "Board";
                Destination: "Destination";
                Local: "Local";
                Visitor: "Visitor";
            }>;
            phone: z.ZodNullable<z.ZodString>;
            city: z.ZodNullable<z.ZodString>;
            zip_code: z.ZodNullable<z.ZodString>;
            state: z.ZodNullable<z.ZodString>;
            country: z.ZodNullable<z.ZodString>;
            company_name: z.ZodNullable<z.ZodString>;
            company_address: z.ZodNullable<z.ZodString>;
            company_city: z.ZodNullable<z.ZodString>;
            company_zip: z.ZodNullable<z.ZodString>;
            company_content: z.ZodNullable<z.ZodString>;
            company_image: z.ZodNullable<z.ZodString>;
            website: z.ZodNullable<z.ZodString>;
            social_link: z.ZodNullable<z.ZodString>;
            calendar: z.ZodNullable<z.ZodString>;
            img: z.ZodNullable<z.ZodString>;
            new_image: z.ZodNull;
            profile_started: z.ZodNullable<z.ZodString>;
            interests_list: z.ZodArray<z.ZodEnum<{
                Eat: "Eat";
                Explore: "Explore";
                Stay: "Stay";
            }>>;
        }, z.core.$strip>;
        readonly auth: "bearer";
        readonly summary: "The signed-in member";
    };
    forgotPassword: {
        readonly method: "POST";
        readonly path: "/users/forgot";
        readonly body: z.ZodObject<{
            email: z.ZodString;
        }, z.core.$strict>;
        readonly response: z.ZodObject<{
            message: z.ZodString;
        }, z.core.$strip>;
        readonly summary: "Mails a password-reset link; the same answer whether or not the address has an account";
    };
    resetPassword: {
        readonly method: "PUT";
        readonly path: "/users/forgot";
        readonly body: z.ZodObject<{
            oldPassword: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            newPassword: z.ZodString;
            confirmPassword: z.ZodString;
            forgotToken: z.ZodString;
        }, z.core.$strict>;
        readonly response: z.ZodObject<{
            message: z.ZodString;
        }, z.core.$strip>;
        readonly summary: "Sets a new password with the mailed reset token (single use) and signs out every earlier session";
    };
    supportMessage: {
        readonly method: "POST";
        readonly path: "/messages/support";
        readonly body: z.ZodObject<{
            email: z.ZodString;
            content: z.ZodString;
            token: z.ZodString;
        }, z.core.$strict>;
        readonly response: z.ZodObject<{
            message: z.ZodString;
        }, z.core.$strip>;
        readonly summary: "Sends a message to support (bot-checked)";
    };
    shareLink: {
        readonly method: "POST";
        readonly path: "/api/share/link";
        readonly body: z.ZodObject<{
            url: z.ZodString;
            email: z.ZodString;
        }, z.core.$strict>;
        readonly response: z.ZodObject<{
            message: z.ZodString;
        }, z.core.$strip>;
        readonly auth: "bearer";
        readonly summary: "Mails a link to a page of the public site to an address";
    };
    profileUpdate: {
        readonly method: "POST";
        readonly path: "/api/profile/update";
        readonly body: z.ZodObject<{
            company_name: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            company_address: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            company_city: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            company_zip: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            company_content: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            website: z.ZodOptional<z.ZodNullable<z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>>>;
            social_link: z.ZodOptional<z.ZodNullable<z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>>>;
            calendar: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            first_name: z.ZodString;
            last_name: z.ZodString;
            email: z.ZodString;
            phone: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            city: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            zip_code: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            state: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            country: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            new_image: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            company_image: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            eat: z.ZodOptional<z.ZodBoolean>;
            stay: z.ZodOptional<z.ZodBoolean>;
            explore: z.ZodOptional<z.ZodBoolean>;
            current_password: z.ZodOptional<z.ZodString>;
        }, z.core.$strict>;
        readonly response: z.ZodObject<{
            id: z.ZodNumber;
            first_name: z.ZodString;
            last_name: z.ZodString;
            email: z.ZodString;
            role: z.ZodEnum<{
                Board: "Board";
                Destination: "Destination";
                Local: "Local";
                Visitor: "Visitor";
            }>;
            phone: z.ZodNullable<z.ZodString>;
            city: z.ZodNullable<z.ZodString>;
            zip_code: z.ZodNullable<z.ZodString>;
            state: z.ZodNullable<z.ZodString>;
            country: z.ZodNullable<z.ZodString>;
            company_name: z.ZodNullable<z.ZodString>;
            company_address: z.ZodNullable<z.ZodString>;
            company_city: z.ZodNullable<z.ZodString>;
            company_zip: z.ZodNullable<z.ZodString>;
            company_content: z.ZodNullable<z.ZodString>;
            company_image: z.ZodNullable<z.ZodString>;
            website: z.ZodNullable<z.ZodString>;
            social_link: z.ZodNullable<z.ZodString>;
            calendar: z.ZodNullable<z.ZodString>;
            img: z.ZodNullable<z.ZodString>;
            new_image: z.ZodNull;
            profile_started: z.ZodNullable<z.ZodString>;
            interests_list: z.ZodArray<z.ZodEnum<{
                Eat: "Eat";
                Explore: "Explore";
                Stay: "Stay";
            }>>;
        }, z.core.$strip>;
        readonly auth: "bearer";
        readonly maxBodyBytes: number;
        readonly summary: "Saves the member's profile (the first save starts it); answers the updated member. A new email needs current_password and takes effect once the link mailed to it is followed; the answer is the same whether or not the address is taken";
    };
    profileInterests: {
        readonly method: "POST";
        readonly path: "/api/profile/interests";
        readonly body: z.ZodObject<{
            eat: z.ZodOptional<z.ZodBoolean>;
            stay: z.ZodOptional<z.ZodBoolean>;
            explore: z.ZodOptional<z.ZodBoolean>;
        }, z.core.$strict>;
        readonly response: z.ZodObject<{
            id: z.ZodNumber;
            first_name: z.ZodString;
            last_name: z.ZodString;
            email: z.ZodString;
            role: z.ZodEnum<{
                Board: "Board";
                Destination: "Destination";
                Local: "Local";
                Visitor: "Visitor";
            }>;
            phone: z.ZodNullable<z.ZodString>;
            city: z.ZodNullable<z.ZodString>;
            zip_code: z.ZodNullable<z.ZodString>;
            state: z.ZodNullable<z.ZodString>;
            country: z.ZodNullable<z.ZodString>;
            company_name: z.ZodNullable<z.ZodString>;
            company_address: z.ZodNullable<z.ZodString>;
            company_city: z.ZodNullable<z.ZodString>;
            company_zip: z.ZodNullable<z.ZodString>;
            company_content: z.ZodNullable<z.ZodString>;
            company_image: z.ZodNullable<z.ZodString>;
            website: z.ZodNullable<z.ZodString>;
            social_link: z.ZodNullable<z.ZodString>;
            calendar: z.ZodNullable<z.ZodString>;
            img: z.ZodNullable<z.ZodString>;
            new_image: z.ZodNull;
            profile_started: z.ZodNullable<z.ZodString>;
            interests_list: z.ZodArray<z.ZodEnum<{
                Eat: "Eat";
                Explore: "Explore";
                Stay: "Stay";
            }>>;
        }, z.core.$strip>;
        readonly auth: "bearer";
        readonly summary: "Saves the Eat, Stay, Explore preferences; answers the updated member";
    };
    destinationsSearch: {
        readonly method: "POST";
        readonly cache: "public";
        readonly path: "/destinations/search";
        readonly body: z.ZodObject<{
            name: z.ZodOptional<z.ZodString>;
            experiences: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
            activities: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
            categories: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
            order: z.ZodOptional<z.ZodEnum<{
                name: "name";
                updated: "updated";
            }>>;
        }, z.core.$strict>;
        readonly response: z.ZodArray<z.ZodObject<{
            id: z.ZodNumber;
            slug: z.ZodString;
            name: z.ZodString;
            main_img: z.ZodNullable<z.ZodString>;
            address: z.ZodNullable<z.ZodString>;
            city: z.ZodNullable<z.ZodString>;
            state: z.ZodNullable<z.ZodString>;
            zip: z.ZodNullable<z.ZodString>;
            bd_lowest_rate: z.ZodNullable<z.ZodNumber>;
            location_latitude: z.ZodNullable<z.ZodNumber>;
            location_longitude: z.ZodNullable<z.ZodNumber>;
        }, z.core.$strip>>;
        readonly summary: "Approved destinations, filtered and sorted, as cards (the drawer loads the whole destination)";
    };
    destinationsSearchPage: {
        readonly method: "POST";
        readonly cache: "public";
        readonly path: "/destinations/search/page";
        readonly body: z.ZodObject<{
            name: z.ZodOptional<z.ZodString>;
            experiences: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
            activities: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
            categories: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
            order: z.ZodOptional<z.ZodEnum<{
                name: "name";
                updated: "updated";
            }>>;
            page: z.ZodCoercedNumber<unknown>;
            limit: z.ZodOptional<z.ZodCoercedNumber<unknown>>;
        }, z.core.$strict>;
        readonly response: z.ZodObject<{
            data: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                slug: z.ZodString;
                name: z.ZodString;
                main_img: z.ZodNullable<z.ZodString>;
                address: z.ZodNullable<z.ZodString>;
                city: z.ZodNullable<z.ZodString>;
                state: z.ZodNullable<z.ZodString>;
                zip: z.ZodNullable<z.ZodString>;
                bd_lowest_rate: z.ZodNullable<z.ZodNumber>;
                location_latitude: z.ZodNullable<z.ZodNumber>;
                location_longitude: z.ZodNullable<z.ZodNumber>;
            }, z.core.$strip>>;
            pagination: z.ZodObject<{
                current_page: z.ZodNumber;
                per_page: z.ZodNumber;
                total: z.ZodNumber;
                last_page: z.ZodNumber;
                from: z.ZodNullable<z.ZodNumber>;
                to: z.ZodNullable<z.ZodNumber>;
                has_more_pages: z.ZodBoolean;
            }, z.core.$strip>;
        }, z.core.$strip>;
        readonly summary: "One page of the same search as cards, with its pagination (a listing shows 24 at a time)";
    };
    destinationsSearchPins: {
        readonly method: "POST";
        readonly cache: "public";
        readonly path: "/destinations/search/pins";
        readonly body: z.ZodObject<{
            name: z.ZodOptional<z.ZodString>;
            experiences: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
            activities: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
            categories: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
            order: z.ZodOptional<z.ZodEnum<{
                name: "name";
                updated: "updated";
            }>>;
        }, z.core.$strict>;
        readonly response: z.ZodObject<{
            id: z.ZodArray<z.ZodNumber>;
            slug: z.ZodArray<z.ZodString>;
            name: z.ZodArray<z.ZodString>;
            lat: z.ZodArray<z.ZodNullable<z.ZodNumber>>;
            lng: z.ZodArray<z.ZodNullable<z.ZodNumber>>;
        }, z.core.$strip>;
        readonly summary: "Every result of the same search as id, slug, name and position, in columns: a listing's map and count";
    };
    destinationMarkers: {
        readonly method: "GET";
        readonly path: "/destinations/markers";
        readonly response: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            slug: z.ZodString;
            lat: z.ZodCoercedNumber<unknown>;
            lng: z.ZodCoercedNumber<unknown>;
            address: z.ZodCatch<z.ZodOptional<z.ZodNullable<z.ZodString>>>;
            city: z.ZodCatch<z.ZodOptional<z.ZodNullable<z.ZodString>>>;
            state: z.ZodCatch<z.ZodOptional<z.ZodNullable<z.ZodString>>>;
            zip: z.ZodCatch<z.ZodOptional<z.ZodNullable<z.ZodString>>>;
            phone: z.ZodCatch<z.ZodOptional<z.ZodNullable<z.ZodString>>>;
        }, z.core.$strip>>;
        readonly summary: "Every approved destination with a position, as a map marker with its popup (a map block of every destination)";
    };
    destinationGet: {
        readonly method: "GET";
        readonly path: "/destinations/get/:id";
        readonly params: z.ZodObject<{
            id: z.ZodString;
        }, z.core.$strip>;
        readonly response: z.ZodObject<{
            id: z.ZodNumber;
            slug: z.ZodString;
            name: z.ZodString;
            main_img: z.ZodNullable<z.ZodString>;
            header_img: z.ZodNullable<z.ZodString>;
            content: z.ZodNullable<z.ZodString>;
            callout_content: z.ZodNullable<z.ZodString>;
            sidebar_callout_content: z.ZodNullable<z.ZodString>;
            address: z.ZodNullable<z.ZodString>;
            city: z.ZodNullable<z.ZodString>;
            state: z.ZodNullable<z.ZodString>;
            zip: z.ZodNullable<z.ZodString>;
            phone: z.ZodNullable<z.ZodString>;
            website: z.ZodNullable<z.ZodString>;
            map_link: z.ZodNullable<z.ZodString>;
            reservations_link: z.ZodNullable<z.ZodString>;
            restaurant_link: z.ZodNullable<z.ZodString>;
            golf_link: z.ZodNullable<z.ZodString>;
            facebook_link: z.ZodNullable<z.ZodString>;
            instagram_link: z.ZodNullable<z.ZodString>;
            twitter_link: z.ZodNullable<z.ZodString>;
            youtube_link: z.ZodNullable<z.ZodString>;
            pinterest_link: z.ZodNullable<z.ZodString>;
            bd_lowest_rate: z.ZodNullable<z.ZodNumber>;
            location_latitude: z.ZodNullable<z.ZodNumber>;
            location_longitude: z.ZodNullable<z.ZodNumber>;
            location_formatted_latitude: z.ZodNullable<z.ZodString>;
            location_formatted_longitude: z.ZodNullable<z.ZodString>;
            d_experiences: z.ZodArray<z.ZodObject<{
                name: z.ZodString;
                slug: z.ZodString;
            }, z.core.$strip>>;
            d_amenities: z.ZodArray<z.ZodObject<{
                name: z.ZodString;
            }, z.core.$strip>>;
            d_gallery_images: z.ZodArray<z.ZodString>;
            d_categories: z.ZodArray<z.ZodObject<{
                name: z.ZodString;
                slug: z.ZodString;
            }, z.core.$strip>>;
            meta_description: z.ZodNullable<z.ZodString>;
            scripts: z.ZodNullable<z.ZodString>;
            package: z.ZodNullable<z.ZodString>;
            favorited: z.ZodBoolean;
        }, z.core.$strip>;
        readonly summary: "One approved destination by id or slug";
    };
    destinationDraft: {
        readonly method: "GET";
        readonly path: "/api/destinations/getdraft/:id";
        readonly params: z.ZodObject<{
            id: z.ZodString;
        }, z.core.$strip>;
        readonly response: z.ZodObject<{
            pending_review: z.ZodNullable<z.ZodObject<{
                status: z.ZodEnum<{
                    pending: "pending";
                    rejected: "rejected";
                }>;
                note: z.ZodNullable<z.ZodString>;
            }, z.core.$strip>>;
            id: z.ZodNumber;
            slug: z.ZodString;
            name: z.ZodString;
            main_img: z.ZodNullable<z.ZodString>;
            header_img: z.ZodNullable<z.ZodString>;
            content: z.ZodNullable<z.ZodString>;
            callout_content: z.ZodNullable<z.ZodString>;
            sidebar_callout_content: z.ZodNullable<z.ZodString>;
            address: z.ZodNullable<z.ZodString>;
            city: z.ZodNullable<z.ZodString>;
            state: z.ZodNullable<z.ZodString>;
            zip: z.ZodNullable<z.ZodString>;
            phone: z.ZodNullable<z.ZodString>;
            website: z.ZodNullable<z.ZodString>;
            map_link: z.ZodNullable<z.ZodString>;
            reservations_link: z.ZodNullable<z.ZodString>;
            restaurant_link: z.ZodNullable<z.ZodString>;
            golf_link: z.ZodNullable<z.ZodString>;
            facebook_link: z.ZodNullable<z.ZodString>;
            instagram_link: z.ZodNullable<z.ZodString>;
            twitter_link: z.ZodNullable<z.ZodString>;
            youtube_link: z.ZodNullable<z.ZodString>;
            pinterest_link: z.ZodNullable<z.ZodString>;
            bd_lowest_rate: z.ZodNullable<z.ZodNumber>;
            location_latitude: z.ZodNullable<z.ZodNumber>;
            location_longitude: z.ZodNullable<z.ZodNumber>;
            location_formatted_latitude: z.ZodNullable<z.ZodString>;
            location_formatted_longitude: z.ZodNullable<z.ZodString>;
            d_experiences: z.ZodArray<z.ZodObject<{
                name: z.ZodString;
                slug: z.ZodString;
            }, z.core.$strip>>;
            d_amenities: z.ZodArray<z.ZodObject<{
                name: z.ZodString;
            }, z.core.$strip>>;
            d_gallery_images: z.ZodArray<z.ZodString>;
            d_categories: z.ZodArray<z.ZodObject<{
                name: z.ZodString;
                slug: z.ZodString;
            }, z.core.$strip>>;
            meta_description: z.ZodNullable<z.ZodString>;
            scripts: z.ZodNullable<z.ZodString>;
            package: z.ZodNullable<z.ZodString>;
            favorited: z.ZodBoolean;
        }, z.core.$strip>;
        readonly auth: "bearer";
        readonly summary: "A destination as its page shows it: the owner's pending version, marked, for its owner and the board; else the published one";
    };
    destinationCategoriesSearch: {
        readonly method: "POST";
        readonly cache: "public";
        readonly path: "/destinations/categories/search";
        readonly body: z.ZodObject<{
            q: z.ZodString;
        }, z.core.$strict>;
        readonly response: z.ZodArray<z.ZodObject<{
            id: z.ZodNumber;
            name: z.ZodString;
            slug: z.ZodString;
            description: z.ZodNullable<z.ZodString>;
            content: z.ZodNullable<z.ZodString>;
        }, z.core.$strip>>;
        readonly summary: "Site search over destination categories, best first";
    };
    categoryGet: {
        readonly method: "GET";
        readonly path: "/categories/get/:slug";
        readonly params: z.ZodObject<{
            slug: z.ZodString;
        }, z.core.$strip>;
        readonly response: z.ZodObject<{
            id: z.ZodNumber;
            name: z.ZodString;
            slug: z.ZodString;
            description: z.ZodNullable<z.ZodString>;
            content: z.ZodNullable<z.ZodString>;
            meta_description: z.ZodNullable<z.ZodString>;
            main_image_url: z.ZodNullable<z.ZodString>;
            slides: z.ZodArray<z.ZodObject<{
                img: z.ZodString;
                title: z.ZodNullable<z.ZodString>;
                link: z.ZodNullable<z.ZodString>;
            }, z.core.$strip>>;
            content_blocks: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                extension: z.ZodString;
                title: z.ZodNullable<z.ZodString>;
                img: z.ZodNullable<z.ZodString>;
                entry: z.ZodRecord<z.ZodString, z.ZodUnknown>;
            }, z.core.$strip>>;
            destinations: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                slug: z.ZodString;
                name: z.ZodString;
                main_img: z.ZodNullable<z.ZodString>;
                address: z.ZodNullable<z.ZodString>;
                city: z.ZodNullable<z.ZodString>;
                state: z.ZodNullable<z.ZodString>;
                zip: z.ZodNullable<z.ZodString>;
                bd_lowest_rate: z.ZodNullable<z.ZodNumber>;
                location_latitude: z.ZodNullable<z.ZodNumber>;
                location_longitude: z.ZodNullable<z.ZodNumber>;
            }, z.core.$strip>>;
            number_id: z.ZodString;
        }, z.core.$strip>;
        readonly summary: "A destination category page with its approved destinations";
    };
    categoriesList: {
        readonly method: "GET";
        readonly path: "/categories/list";
        readonly response: z.ZodArray<z.ZodObject<{
            id: z.ZodNumber;
            name: z.ZodString;
        }, z.core.$strip>>;
        readonly summary: "Destination categories (id and name) for filter selects";
    };
    categoriesListPost: {
        readonly method: "POST";
        readonly cache: "public";
        readonly path: "/categories/list";
        readonly body: z.ZodObject<{}, z.core.$strict>;
        readonly response: z.ZodArray<z.ZodObject<{
            id: z.ZodNumber;
            name: z.ZodString;
        }, z.core.$strip>>;
        readonly summary: "Destination categories for the member forms";
    };
    amenitiesList: {
        readonly method: "POST";
        readonly cache: "public";
        readonly path: "/amenities/list";
        readonly body: z.ZodObject<{}, z.core.$strict>;
        readonly response: z.ZodArray<z.ZodObject<{
            id: z.ZodNumber;
            name: z.ZodString;
        }, z.core.$strip>>;
        readonly summary: "Amenities for the member forms";
    };
    experiencesList: {
        readonly method: "GET";
        readonly path: "/experiences/list";
        readonly response: z.ZodArray<z.ZodObject<{
            id: z.ZodNumber;
            name: z.ZodString;
        }, z.core.$strip>>;
        readonly summary: "Experiences (id and name) for filter selects";
    };
    experienceGet: {
        readonly method: "GET";
        readonly path: "/experiences/get/:id";
        readonly params: z.ZodObject<{
            id: z.ZodString;
        }, z.core.$strip>;
        readonly response: z.ZodObject<{
            id: z.ZodNumber;
            slug: z.ZodString;
            name: z.ZodString;
            description: z.ZodNullable<z.ZodString>;
            content: z.ZodNullable<z.ZodString>;
            main_image_url: z.ZodNullable<z.ZodString>;
            meta_description: z.ZodNullable<z.ZodString>;
            experience: z.ZodNullable<z.ZodString>;
            content_blocks: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                extension: z.ZodString;
                title: z.ZodNullable<z.ZodString>;
                img: z.ZodNullable<z.ZodString>;
                entry: z.ZodRecord<z.ZodString, z.ZodUnknown>;
            }, z.core.$strip>>;
            destinations: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                slug: z.ZodString;
                name: z.ZodString;
                main_img: z.ZodNullable<z.ZodString>;
                address: z.ZodNullable<z.ZodString>;
                city: z.ZodNullable<z.ZodString>;
                state: z.ZodNullable<z.ZodString>;
                zip: z.ZodNullable<z.ZodString>;
                bd_lowest_rate: z.ZodNullable<z.ZodNumber>;
                location_latitude: z.ZodNullable<z.ZodNumber>;
                location_longitude: z.ZodNullable<z.ZodNumber>;
            }, z.core.$strip>>;
        }, z.core.$strip>;
        readonly summary: "One experience with its approved destinations, by id or slug";
    };
    activitiesList: {
        readonly method: "GET";
        readonly path: "/activities/list";
        readonly response: z.ZodArray<z.ZodObject<{
            id: z.ZodNumber;
            name: z.ZodString;
        }, z.core.$strip>>;
        readonly summary: "Activities (id and name) for filter selects";
    };
    activityGet: {
        readonly method: "GET";
        readonly path: "/activities/get/:id";
        readonly params: z.ZodObject<{
            id: z.ZodString;
        }, z.core.$strip>;
        readonly response: z.ZodObject<{
            id: z.ZodNumber;
            slug: z.ZodString;
            name: z.ZodString;
            description: z.ZodNullable<z.ZodString>;
            content: z.ZodNullable<z.ZodString>;
            header_image_url: z.ZodNullable<z.ZodString>;
            destinations: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                slug: z.ZodString;
                name: z.ZodString;
                main_image: z.ZodNullable<z.ZodString>;
            }, z.core.$strip>>;
        }, z.core.$strip>;
        readonly summary: "One activity with its approved destinations, by id or slug";
    };
    cityGet: {
        readonly method: "GET";
        readonly path: "/cities/get/:id";
        readonly params: z.ZodObject<{
            id: z.ZodString;
        }, z.core.$strip>;
        readonly response: z.ZodObject<{
            id: z.ZodNumber;
            slug: z.ZodString;
            name: z.ZodString;
            main_image_url: z.ZodNullable<z.ZodString>;
            meta_description: z.ZodNullable<z.ZodString>;
            content: z.ZodNullable<z.ZodString>;
            content_blocks: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                extension: z.ZodString;
                title: z.ZodNullable<z.ZodString>;
                img: z.ZodNullable<z.ZodString>;
                entry: z.ZodRecord<z.ZodString, z.ZodUnknown>;
            }, z.core.$strip>>;
            location_latitude: z.ZodNullable<z.ZodNumber>;
            location_longitude: z.ZodNullable<z.ZodNumber>;
            destinations: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                slug: z.ZodString;
                name: z.ZodString;
                main_img: z.ZodNullable<z.ZodString>;
                address: z.ZodNullable<z.ZodString>;
                city: z.ZodNullable<z.ZodString>;
                state: z.ZodNullable<z.ZodString>;
                zip: z.ZodNullable<z.ZodString>;
                bd_lowest_rate: z.ZodNullable<z.ZodNumber>;
                location_latitude: z.ZodNullable<z.ZodNumber>;
                location_longitude: z.ZodNullable<z.ZodNumber>;
            }, z.core.$strip>>;
        }, z.core.$strip>;
        readonly summary: "One town with its approved destinations, by id or slug";
    };
    tipsList: {
        readonly method: "POST";
        readonly cache: "public";
        readonly path: "/tips/list";
        readonly body: z.ZodObject<{
            title: z.ZodOptional<z.ZodString>;
            name: z.ZodOptional<z.ZodString>;
            order: z.ZodOptional<z.ZodEnum<{
                title: "title";
                upcoming: "upcoming";
            }>>;
        }, z.core.$strict>;
        readonly response: z.ZodArray<z.ZodObject<{
            id: z.ZodNumber;
            title: z.ZodString;
            slug: z.ZodString;
            main_img: z.ZodNullable<z.ZodString>;
            header_img: z.ZodNullable<z.ZodString>;
            tip: z.ZodString;
            destination: z.ZodNullable<z.ZodObject<{
                id: z.ZodNumber;
                slug: z.ZodString;
                name: z.ZodString;
                main_img: z.ZodNullable<z.ZodString>;
                address: z.ZodNullable<z.ZodString>;
                city: z.ZodNullable<z.ZodString>;
                state: z.ZodNullable<z.ZodString>;
                zip: z.ZodNullable<z.ZodString>;
                phone: z.ZodNullable<z.ZodString>;
                website: z.ZodNullable<z.ZodString>;
                location_latitude: z.ZodNullable<z.ZodNumber>;
                location_longitude: z.ZodNullable<z.ZodNumber>;
                d_gallery_images: z.ZodArray<z.ZodString>;
            }, z.core.$strip>>;
            destination_name: z.ZodNullable<z.ZodString>;
            user_data: z.ZodObject<{
                display_name: z.ZodString;
                city: z.ZodNullable<z.ZodString>;
            }, z.core.$strip>;
            user_img: z.ZodNullable<z.ZodString>;
            meta_description: z.ZodNullable<z.ZodString>;
            favorited: z.ZodBoolean;
        }, z.core.$strip>>;
        readonly summary: "Approved local tips; title filters the tip, name its destination";
    };
    tipGet: {
        readonly method: "GET";
        readonly path: "/tips/get/:slug";
        readonly params: z.ZodObject<{
            slug: z.ZodString;
        }, z.core.$strip>;
        readonly response: z.ZodObject<{
            id: z.ZodNumber;
            title: z.ZodString;
            slug: z.ZodString;
            main_img: z.ZodNullable<z.ZodString>;
            header_img: z.ZodNullable<z.ZodString>;
            tip: z.ZodString;
            destination: z.ZodNullable<z.ZodObject<{
                id: z.ZodNumber;
                slug: z.ZodString;
                name: z.ZodString;
                main_img: z.ZodNullable<z.ZodString>;
                address: z.ZodNullable<z.ZodString>;
                city: z.ZodNullable<z.ZodString>;
                state: z.ZodNullable<z.ZodString>;
                zip: z.ZodNullable<z.ZodString>;
                phone: z.ZodNullable<z.ZodString>;
                website: z.ZodNullable<z.ZodString>;
                location_latitude: z.ZodNullable<z.ZodNumber>;
                location_longitude: z.ZodNullable<z.ZodNumber>;
                d_gallery_images: z.ZodArray<z.ZodString>;
            }, z.core.$strip>>;
            destination_name: z.ZodNullable<z.ZodString>;
            user_data: z.ZodObject<{
                display_name: z.ZodString;
                city: z.ZodNullable<z.ZodString>;
            }, z.core.$strip>;
            user_img: z.ZodNullable<z.ZodString>;
            meta_description: z.ZodNullable<z.ZodString>;
            favorited: z.ZodBoolean;
        }, z.core.$strip>;
        readonly summary: "One approved tip by slug";
    };
    tipDraft: {
        readonly method: "GET";
        readonly path: "/api/tips/getdraft/:slug";
        readonly params: z.ZodObject<{
            slug: z.ZodString;
        }, z.core.$strip>;
        readonly response: z.ZodObject<{
            pending_review: z.ZodNullable<z.ZodObject<{
                status: z.ZodEnum<{
                    pending: "pending";
                    rejected: "rejected";
                }>;
                note: z.ZodNullable<z.ZodString>;
            }, z.core.$strip>>;
            id: z.ZodNumber;
            title: z.ZodString;
            slug: z.ZodString;
            main_img: z.ZodNullable<z.ZodString>;
            header_img: z.ZodNullable<z.ZodString>;
            tip: z.ZodString;
            destination: z.ZodNullable<z.ZodObject<{
                id: z.ZodNumber;
                slug: z.ZodString;
                name: z.ZodString;
                main_img: z.ZodNullable<z.ZodString>;
                address: z.ZodNullable<z.ZodString>;
                city: z.ZodNullable<z.ZodString>;
                state: z.ZodNullable<z.ZodString>;
                zip: z.ZodNullable<z.ZodString>;
                phone: z.ZodNullable<z.ZodString>;
                website: z.ZodNullable<z.ZodString>;
                location_latitude: z.ZodNullable<z.ZodNumber>;
                location_longitude: z.ZodNullable<z.ZodNumber>;
                d_gallery_images: z.ZodArray<z.ZodString>;
            }, z.core.$strip>>;
            destination_name: z.ZodNullable<z.ZodString>;
            user_data: z.ZodObject<{
                display_name: z.ZodString;
                city: z.ZodNullable<z.ZodString>;
            }, z.core.$strip>;
            user_img: z.ZodNullable<z.ZodString>;
            meta_description: z.ZodNullable<z.ZodString>;
            favorited: z.ZodBoolean;
        }, z.core.$strip>;
        readonly auth: "bearer";
        readonly summary: "A tip as its page shows it: the owner's pending version, marked, for its owner and the board; else the published one";
    };
    itinerariesList: {
        readonly method: "POST";
        readonly cache: "public";
        readonly path: "/itineraries/list";
        readonly body: z.ZodObject<{
            title: z.ZodOptional<z.ZodString>;
            name: z.ZodOptional<z.ZodString>;
            order: z.ZodOptional<z.ZodEnum<{
                title: "title";
                upcoming: "upcoming";
            }>>;
        }, z.core.$strict>;
        readonly response: z.ZodArray<z.ZodObject<{
            id: z.ZodNumber;
            title: z.ZodString;
            slug: z.ZodString;
            main_img: z.ZodNullable<z.ZodString>;
            header_img: z.ZodNullable<z.ZodString>;
            content: z.ZodString;
            meta_description: z.ZodNullable<z.ZodString>;
            destination_name: z.ZodNullable<z.ZodString>;
            destination: z.ZodNullable<z.ZodObject<{
                id: z.ZodNumber;
                slug: z.ZodString;
                name: z.ZodString;
                main_img: z.ZodNullable<z.ZodString>;
                address: z.ZodNullable<z.ZodString>;
                city: z.ZodNullable<z.ZodString>;
                state: z.ZodNullable<z.ZodString>;
                zip: z.ZodNullable<z.ZodString>;
                phone: z.ZodNullable<z.ZodString>;
                website: z.ZodNullable<z.ZodString>;
                location_latitude: z.ZodNullable<z.ZodNumber>;
                location_longitude: z.ZodNullable<z.ZodNumber>;
                d_gallery_images: z.ZodArray<z.ZodString>;
            }, z.core.$strip>>;
            user_data: z.ZodObject<{
                display_name: z.ZodString;
                city: z.ZodNullable<z.ZodString>;
            }, z.core.$strip>;
            user_img: z.ZodNullable<z.ZodString>;
            items_list: z.ZodArray<z.ZodObject<{
                destination_name: z.ZodNullable<z.ZodString>;
                content: z.ZodNullable<z.ZodString>;
                main_img: z.ZodNullable<z.ZodString>;
                destination: z.ZodNullable<z.ZodObject<{
                    id: z.ZodNumber;
                    slug: z.ZodString;
                    name: z.ZodString;
                    main_img: z.ZodNullable<z.ZodString>;
                    address: z.ZodNullable<z.ZodString>;
                    city: z.ZodNullable<z.ZodString>;
                    state: z.ZodNullable<z.ZodString>;
                    zip: z.ZodNullable<z.ZodString>;
                    phone: z.ZodNullable<z.ZodString>;
                    website: z.ZodNullable<z.ZodString>;
                    location_latitude: z.ZodNullable<z.ZodNumber>;
                    location_longitude: z.ZodNullable<z.ZodNumber>;
                    d_gallery_images: z.ZodArray<z.ZodString>;
                }, z.core.$strip>>;
                event: z.ZodNullable<z.ZodObject<{
                    title: z.ZodString;
                    slug: z.ZodString;
                }, z.core.$strip>>;
            }, z.core.$strip>>;
            favorited: z.ZodBoolean;
        }, z.core.$strip>>;
        readonly summary: "Approved itineraries; title filters the itinerary, name its main destination";
    };
    itineraryGet: {
        readonly method: "GET";
        readonly path: "/itineraries/get/:slug";
        readonly params: z.ZodObject<{
            slug: z.ZodString;
        }, z.core.$strip>;
        readonly response: z.ZodObject<{
            id: z.ZodNumber;
            title: z.ZodString;
            slug: z.ZodString;
            main_img: z.ZodNullable<z.ZodString>;
            header_img: z.ZodNullable<z.ZodString>;
            content: z.ZodString;
            meta_description: z.ZodNullable<z.ZodString>;
            destination_name: z.ZodNullable<z.ZodString>;
            destination: z.ZodNullable<z.ZodObject<{
                id: z.ZodNumber;
                slug: z.ZodString;
                name: z.ZodString;
                main_img: z.ZodNullable<z.ZodString>;
                address: z.ZodNullable<z.ZodString>;
                city: z.ZodNullable<z.ZodString>;
                state: z.ZodNullable<z.ZodString>;
                zip: z.ZodNullable<z.ZodString>;
                phone: z.ZodNullable<z.ZodString>;
                website: z.ZodNullable<z.ZodString>;
                location_latitude: z.ZodNullable<z.ZodNumber>;
                location_longitude: z.ZodNullable<z.ZodNumber>;
                d_gallery_images: z.ZodArray<z.ZodString>;
            }, z.core.$strip>>;
            user_data: z.ZodObject<{
                display_name: z.ZodString;
                city: z.ZodNullable<z.ZodString>;
            }, z.core.$strip>;
            user_img: z.ZodNullable<z.ZodString>;
            items_list: z.ZodArray<z.ZodObject<{
                destination_name: z.ZodNullable<z.ZodString>;
                content: z.ZodNullable<z.ZodString>;
                main_img: z.ZodNullable<z.ZodString>;
                destination: z.ZodNullable<z.ZodObject<{
                    id: z.ZodNumber;
                    slug: z.ZodString;
                    name: z.ZodString;
                    main_img: z.ZodNullable<z.ZodString>;
                    address: z.ZodNullable<z.ZodString>;
                    city: z.ZodNullable<z.ZodString>;
                    state: z.ZodNullable<z.ZodString>;
                    zip: z.ZodNullable<z.ZodString>;
                    phone: z.ZodNullable<z.ZodString>;
                    website: z.ZodNullable<z.ZodString>;
                    location_latitude: z.ZodNullable<z.ZodNumber>;
                    location_longitude: z.ZodNullable<z.ZodNumber>;
                    d_gallery_images: z.ZodArray<z.ZodString>;
                }, z.core.$strip>>;
                event: z.ZodNullable<z.ZodObject<{
                    title: z.ZodString;
                    slug: z.ZodString;
                }, z.core.$strip>>;
            }, z.core.$strip>>;
            favorited: z.ZodBoolean;
        }, z.core.$strip>;
        readonly summary: "One approved itinerary by slug, with its stops in order";
    };
    itineraryDraft: {
        readonly method: "GET";
        readonly path: "/api/itineraries/getdraft/:slug";
        readonly params: z.ZodObject<{
            slug: z.ZodString;
        }, z.core.$strip>;
        readonly response: z.ZodObject<{
            pending_review: z.ZodNullable<z.ZodObject<{
                status: z.ZodEnum<{
                    pending: "pending";
                    rejected: "rejected";
                }>;
                note: z.ZodNullable<z.ZodString>;
            }, z.core.$strip>>;
            id: z.ZodNumber;
            title: z.ZodString;
            slug: z.ZodString;
            main_img: z.ZodNullable<z.ZodString>;
            header_img: z.ZodNullable<z.ZodString>;
            content: z.ZodString;
            meta_description: z.ZodNullable<z.ZodString>;
            destination_name: z.ZodNullable<z.ZodString>;
            destination: z.ZodNullable<z.ZodObject<{
                id: z.ZodNumber;
                slug: z.ZodString;
                name: z.ZodString;
                main_img: z.ZodNullable<z.ZodString>;
                address: z.ZodNullable<z.ZodString>;
                city: z.ZodNullable<z.ZodString>;
                state: z.ZodNullable<z.ZodString>;
                zip: z.ZodNullable<z.ZodString>;
                phone: z.ZodNullable<z.ZodString>;
                website: z.ZodNullable<z.ZodString>;
                location_latitude: z.ZodNullable<z.ZodNumber>;
                location_longitude: z.ZodNullable<z.ZodNumber>;
                d_gallery_images: z.ZodArray<z.ZodString>;
            }, z.core.$strip>>;
            user_data: z.ZodObject<{
                display_name: z.ZodString;
                city: z.ZodNullable<z.ZodString>;
            }, z.core.$strip>;
            user_img: z.ZodNullable<z.ZodString>;
            items_list: z.ZodArray<z.ZodObject<{
                destination_name: z.ZodNullable<z.ZodString>;
                content: z.ZodNullable<z.ZodString>;
                main_img: z.ZodNullable<z.ZodString>;
                destination: z.ZodNullable<z.ZodObject<{
                    id: z.ZodNumber;
                    slug: z.ZodString;
                    name: z.ZodString;
                    main_img: z.ZodNullable<z.ZodString>;
                    address: z.ZodNullable<z.ZodString>;
                    city: z.ZodNullable<z.ZodString>;
                    state: z.ZodNullable<z.ZodString>;
                    zip: z.ZodNullable<z.ZodString>;
                    phone: z.ZodNullable<z.ZodString>;
                    website: z.ZodNullable<z.ZodString>;
                    location_latitude: z.ZodNullable<z.ZodNumber>;
                    location_longitude: z.ZodNullable<z.ZodNumber>;
                    d_gallery_images: z.ZodArray<z.ZodString>;
                }, z.core.$strip>>;
                event: z.ZodNullable<z.ZodObject<{
                    title: z.ZodString;
                    slug: z.ZodString;
                }, z.core.$strip>>;
            }, z.core.$strip>>;
            favorited: z.ZodBoolean;
        }, z.core.$strip>;
        readonly auth: "bearer";
        readonly summary: "An itinerary as its page shows it: the owner's pending version, marked, for its owner and the board; else the published one";
    };
    eventsSearch: {
        readonly method: "POST";
        readonly cache: "public";
        readonly path: "/events/search";
        readonly body: z.ZodObject<{
            categories: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
            destinations: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
            title: z.ZodOptional<z.ZodString>;
            dates: z.ZodOptional<z.ZodString>;
            order: z.ZodOptional<z.ZodEnum<{
                oldest: "oldest";
                upcoming: "upcoming";
            }>>;
            page: z.ZodOptional<z.ZodCoercedNumber<unknown>>;
            limit: z.ZodOptional<z.ZodCoercedNumber<unknown>>;
        }, z.core.$strict>;
        readonly response: z.ZodUnion<readonly [z.ZodObject<{
            data: z.ZodArray<z.ZodObject<{
                recurrence: z.ZodNullable<z.ZodEnum<{
                    daily: "daily";
                    monthly: "monthly";
                    weekly: "weekly";
                    yearly: "yearly";
                }>>;
                r_daily_days: z.ZodNullable<z.ZodNumber>;
                r_weekly_day: z.ZodNullable<z.ZodArray<z.ZodEnum<{
                    Fri: "Fri";
                    Mon: "Mon";
                    Sat: "Sat";
                    Sun: "Sun";
                    Thu: "Thu";
                    Tue: "Tue";
                    Wed: "Wed";
                }>>>;
                r_weekly_weeks: z.ZodNullable<z.ZodNumber>;
                r_monthly_months: z.ZodNullable<z.ZodNumber>;
                r_monthly_day: z.ZodNullable<z.ZodNumber>;
                r_monthly_occurrence: z.ZodNullable<z.ZodEnum<{
                    First: "First";
                    Fourth: "Fourth";
                    Last: "Last";
                    Second: "Second";
                    Third: "Third";
                }>>;
                r_monthly_weekday: z.ZodNullable<z.ZodEnum<{
                    Day: "Day";
                    Friday: "Friday";
                    Monday: "Monday";
                    Saturday: "Saturday";
                    Sunday: "Sunday";
                    Thursday: "Thursday";
                    Tuesday: "Tuesday";
                    Wednesday: "Wednesday";
                    Weekday: "Weekday";
                    "Weekend Day": "Weekend Day";
                }>>;
                r_yearly_month: z.ZodNullable<z.ZodNumber>;
                r_yearly_day: z.ZodNullable<z.ZodNumber>;
                r_yearly_occurrence: z.ZodNullable<z.ZodEnum<{
                    First: "First";
                    Fourth: "Fourth";
                    Last: "Last";
                    Second: "Second";
                    Third: "Third";
                }>>;
                r_yearly_weekday: z.ZodNullable<z.ZodEnum<{
                    Day: "Day";
                    Friday: "Friday";
                    Monday: "Monday";
                    Saturday: "Saturday";
                    Sunday: "Sunday";
                    Thursday: "Thursday";
                    Tuesday: "Tuesday";
                    Wednesday: "Wednesday";
                    Weekday: "Weekday";
                    "Weekend Day": "Weekend Day";
                }>>;
                r_end_type: z.ZodNullable<z.ZodEnum<{
                    After: "After";
                    By: "By";
                }>>;
                r_end_date: z.ZodNullable<z.ZodString>;
                r_number_of_occurrences: z.ZodNullable<z.ZodNumber>;
                id: z.ZodNumber;
                slug: z.ZodString;
                title: z.ZodString;
                summary: z.ZodNullable<z.ZodString>;
                content: z.ZodNullable<z.ZodString>;
                main_img: z.ZodNullable<z.ZodString>;
                header_img: z.ZodNullable<z.ZodString>;
                starts: z.ZodString;
                ends: z.ZodString;
                starts_at: z.ZodString;
                ends_at: z.ZodString;
                starts_month: z.ZodString;
                starts_day: z.ZodString;
                display_dates: z.ZodString;
                website: z.ZodNullable<z.ZodString>;
                google_link: z.ZodNullable<z.ZodString>;
                destination_id: z.ZodNullable<z.ZodNumber>;
                destination_name: z.ZodNullable<z.ZodString>;
                destination_slug: z.ZodNullable<z.ZodString>;
                location_formatted_latitude: z.ZodNullable<z.ZodString>;
                location_formatted_longitude: z.ZodNullable<z.ZodString>;
                phone: z.ZodNullable<z.ZodString>;
                address: z.ZodNullable<z.ZodString>;
                favorited: z.ZodBoolean;
            }, z.core.$strip>>;
            pagination: z.ZodObject<{
                current_page: z.ZodNumber;
                per_page: z.ZodNumber;
                total: z.ZodNumber;
                last_page: z.ZodNumber;
                from: z.ZodNullable<z.ZodNumber>;
                to: z.ZodNullable<z.ZodNumber>;
                has_more_pages: z.ZodBoolean;
            }, z.core.$strip>;
        }, z.core.$strip>, z.ZodArray<z.ZodObject<{
            recurrence: z.ZodNullable<z.ZodEnum<{
                daily: "daily";
                monthly: "monthly";
                weekly: "weekly";
                yearly: "yearly";
            }>>;
            r_daily_days: z.ZodNullable<z.ZodNumber>;
            r_weekly_day: z.ZodNullable<z.ZodArray<z.ZodEnum<{
                Fri: "Fri";
                Mon: "Mon";
                Sat: "Sat";
                Sun: "Sun";
                Thu: "Thu";
                Tue: "Tue";
                Wed: "Wed";
            }>>>;
            r_weekly_weeks: z.ZodNullable<z.ZodNumber>;
            r_monthly_months: z.ZodNullable<z.ZodNumber>;
            r_monthly_day: z.ZodNullable<z.ZodNumber>;
            r_monthly_occurrence: z.ZodNullable<z.ZodEnum<{
                First: "First";
                Fourth: "Fourth";
                Last: "Last";
                Second: "Second";
                Third: "Third";
            }>>;
            r_monthly_weekday: z.ZodNullable<z.ZodEnum<{
                Day: "Day";
                Friday: "Friday";
                Monday: "Monday";
                Saturday: "Saturday";
                Sunday: "Sunday";
                Thursday: "Thursday";
                Tuesday: "Tuesday";
                Wednesday: "Wednesday";
                Weekday: "Weekday";
                "Weekend Day": "Weekend Day";
            }>>;
            r_yearly_month: z.ZodNullable<z.ZodNumber>;
            r_yearly_day: z.ZodNullable<z.ZodNumber>;
            r_yearly_occurrence: z.ZodNullable<z.ZodEnum<{
                First: "First";
                Fourth: "Fourth";
                Last: "Last";
                Second: "Second";
                Third: "Third";
            }>>;
            r_yearly_weekday: z.ZodNullable<z.ZodEnum<{
                Day: "Day";
                Friday: "Friday";
                Monday: "Monday";
                Saturday: "Saturday";
                Sunday: "Sunday";
                Thursday: "Thursday";
                Tuesday: "Tuesday";
                Wednesday: "Wednesday";
                Weekday: "Weekday";
                "Weekend Day": "Weekend Day";
            }>>;
            r_end_type: z.ZodNullable<z.ZodEnum<{
                After: "After";
                By: "By";
            }>>;
            r_end_date: z.ZodNullable<z.ZodString>;
            r_number_of_occurrences: z.ZodNullable<z.ZodNumber>;
            id: z.ZodNumber;
            slug: z.ZodString;
            title: z.ZodString;
            summary: z.ZodNullable<z.ZodString>;
            content: z.ZodNullable<z.ZodString>;
            main_img: z.ZodNullable<z.ZodString>;
            header_img: z.ZodNullable<z.ZodString>;
            starts: z.ZodString;
            ends: z.ZodString;
            starts_at: z.ZodString;
            ends_at: z.ZodString;
            starts_month: z.ZodString;
            starts_day: z.ZodString;
            display_dates: z.ZodString;
            website: z.ZodNullable<z.ZodString>;
            google_link: z.ZodNullable<z.ZodString>;
            destination_id: z.ZodNullable<z.ZodNumber>;
            destination_name: z.ZodNullable<z.ZodString>;
            destination_slug: z.ZodNullable<z.ZodString>;
            location_formatted_latitude: z.ZodNullable<z.ZodString>;
            location_formatted_longitude: z.ZodNullable<z.ZodString>;
            phone: z.ZodNullable<z.ZodString>;
            address: z.ZodNullable<z.ZodString>;
            favorited: z.ZodBoolean;
        }, z.core.$strip>>]>;
        readonly summary: "Approved events; a plain list without page, { data, pagination } with it";
    };
    eventCategories: {
        readonly method: "GET";
        readonly path: "/events/categories";
        readonly response: z.ZodArray<z.ZodObject<{
            id: z.ZodNumber;
            name: z.ZodString;
            slug: z.ZodString;
            description: z.ZodNullable<z.ZodString>;
            content: z.ZodNullable<z.ZodString>;
            header_image_url: z.ZodNullable<z.ZodString>;
        }, z.core.$strip>>;
        readonly summary: "Event categories";
    };
    eventCategoriesPost: {
        readonly method: "POST";
        readonly cache: "public";
        readonly path: "/events/categories";
        readonly body: z.ZodObject<{}, z.core.$strict>;
        readonly response: z.ZodArray<z.ZodObject<{
            id: z.ZodNumber;
            name: z.ZodString;
            slug: z.ZodString;
            description: z.ZodNullable<z.ZodString>;
            content: z.ZodNullable<z.ZodString>;
            header_image_url: z.ZodNullable<z.ZodString>;
        }, z.core.$strip>>;
        readonly summary: "Event categories for the member forms";
    };
    eventCategoryGet: {
        readonly method: "GET";
        readonly path: "/events/categories/get/:slug";
        readonly params: z.ZodObject<{
            slug: z.ZodString;
        }, z.core.$strip>;
        readonly response: z.ZodObject<{
            id: z.ZodNumber;
            name: z.ZodString;
            slug: z.ZodString;
            description: z.ZodNullable<z.ZodString>;
            content: z.ZodNullable<z.ZodString>;
            header_image_url: z.ZodNullable<z.ZodString>;
        }, z.core.$strip>;
        readonly summary: "One event category by slug (or id)";
    };
    eventGet: {
        readonly method: "GET";
        readonly path: "/events/get/:slug";
        readonly params: z.ZodObject<{
            slug: z.ZodString;
        }, z.core.$strip>;
        readonly response: z.ZodObject<{
            recurrence: z.ZodNullable<z.ZodEnum<{
                daily: "daily";
                monthly: "monthly";
                weekly: "weekly";
                yearly: "yearly";
            }>>;
            r_daily_days: z.ZodNullable<z.ZodNumber>;
            r_weekly_day: z.ZodNullable<z.ZodArray<z.ZodEnum<{
                Fri: "Fri";
                Mon: "Mon";
                Sat: "Sat";
                Sun: "Sun";
                Thu: "Thu";
                Tue: "Tue";
                Wed: "Wed";
            }>>>;
            r_weekly_weeks: z.ZodNullable<z.ZodNumber>;
            r_monthly_months: z.ZodNullable<z.ZodNumber>;
            r_monthly_day: z.ZodNullable<z.ZodNumber>;
            r_monthly_occurrence: z.ZodNullable<z.ZodEnum<{
                First: "First";
                Fourth: "Fourth";
                Last: "Last";
                Second: "Second";
                Third: "Third";
            }>>;
            r_monthly_weekday: z.ZodNullable<z.ZodEnum<{
                Day: "Day";
                Friday: "Friday";
                Monday: "Monday";
                Saturday: "Saturday";
                Sunday: "Sunday";
                Thursday: "Thursday";
                Tuesday: "Tuesday";
                Wednesday: "Wednesday";
                Weekday: "Weekday";
                "Weekend Day": "Weekend Day";
            }>>;
            r_yearly_month: z.ZodNullable<z.ZodNumber>;
            r_yearly_day: z.ZodNullable<z.ZodNumber>;
            r_yearly_occurrence: z.ZodNullable<z.ZodEnum<{
                First: "First";
                Fourth: "Fourth";
                Last: "Last";
                Second: "Second";
                Third: "Third";
            }>>;
            r_yearly_weekday: z.ZodNullable<z.ZodEnum<{
                Day: "Day";
                Friday: "Friday";
                Monday: "Monday";
                Saturday: "Saturday";
                Sunday: "Sunday";
                Thursday: "Thursday";
                Tuesday: "Tuesday";
                Wednesday: "Wednesday";
                Weekday: "Weekday";
                "Weekend Day": "Weekend Day";
            }>>;
            r_end_type: z.ZodNullable<z.ZodEnum<{
                After: "After";
                By: "By";
            }>>;
            r_end_date: z.ZodNullable<z.ZodString>;
            r_number_of_occurrences: z.ZodNullable<z.ZodNumber>;
            id: z.ZodNumber;
            slug: z.ZodString;
            title: z.ZodString;
            summary: z.ZodNullable<z.ZodString>;
            content: z.ZodNullable<z.ZodString>;
            main_img: z.ZodNullable<z.ZodString>;
            header_img: z.ZodNullable<z.ZodString>;
            starts: z.ZodString;
            ends: z.ZodString;
            starts_at: z.ZodString;
            ends_at: z.ZodString;
            starts_month: z.ZodString;
            starts_day: z.ZodString;
            display_dates: z.ZodString;
            website: z.ZodNullable<z.ZodString>;
            google_link: z.ZodNullable<z.ZodString>;
            destination_id: z.ZodNullable<z.ZodNumber>;
            destination_name: z.ZodNullable<z.ZodString>;
            destination_slug: z.ZodNullable<z.ZodString>;
            location_formatted_latitude: z.ZodNullable<z.ZodString>;
            location_formatted_longitude: z.ZodNullable<z.ZodString>;
            phone: z.ZodNullable<z.ZodString>;
            address: z.ZodNullable<z.ZodString>;
            favorited: z.ZodBoolean;
        }, z.core.$strip>;
        readonly summary: "One approved event by slug (or id); dates are its next occurrence";
    };
    eventDraft: {
        readonly method: "GET";
        readonly path: "/api/events/getdraft/:slug";
        readonly params: z.ZodObject<{
            slug: z.ZodString;
        }, z.core.$strip>;
        readonly response: z.ZodObject<{
            pending_review: z.ZodNullable<z.ZodObject<{
                status: z.ZodEnum<{
                    pending: "pending";
                    rejected: "rejected";
                }>;
                note: z.ZodNullable<z.ZodString>;
            }, z.core.$strip>>;
            recurrence: z.ZodNullable<z.ZodEnum<{
                daily: "daily";
                monthly: "monthly";
                weekly: "weekly";
                yearly: "yearly";
            }>>;
            r_daily_days: z.ZodNullable<z.ZodNumber>;
            r_weekly_day: z.ZodNullable<z.ZodArray<z.ZodEnum<{
                Fri: "Fri";
                Mon: "Mon";
                Sat: "Sat";
                Sun: "Sun";
                Thu: "Thu";
                Tue: "Tue";
                Wed: "Wed";
            }>>>;
            r_weekly_weeks: z.ZodNullable<z.ZodNumber>;
            r_monthly_months: z.ZodNullable<z.ZodNumber>;
            r_monthly_day: z.ZodNullable<z.ZodNumber>;
            r_monthly_occurrence: z.ZodNullable<z.ZodEnum<{
                First: "First";
                Fourth: "Fourth";
                Last: "Last";
                Second: "Second";
                Third: "Third";
            }>>;
            r_monthly_weekday: z.ZodNullable<z.ZodEnum<{
                Day: "Day";
                Friday: "Friday";
                Monday: "Monday";
                Saturday: "Saturday";
                Sunday: "Sunday";
                Thursday: "Thursday";
                Tuesday: "Tuesday";
                Wednesday: "Wednesday";
                Weekday: "Weekday";
                "Weekend Day": "Weekend Day";
            }>>;
            r_yearly_month: z.ZodNullable<z.ZodNumber>;
            r_yearly_day: z.ZodNullable<z.ZodNumber>;
            r_yearly_occurrence: z.ZodNullable<z.ZodEnum<{
                First: "First";
                Fourth: "Fourth";
                Last: "Last";
                Second: "Second";
                Third: "Third";
            }>>;
            r_yearly_weekday: z.ZodNullable<z.ZodEnum<{
                Day: "Day";
                Friday: "Friday";
                Monday: "Monday";
                Saturday: "Saturday";
                Sunday: "Sunday";
                Thursday: "Thursday";
                Tuesday: "Tuesday";
                Wednesday: "Wednesday";
                Weekday: "Weekday";
                "Weekend Day": "Weekend Day";
            }>>;
            r_end_type: z.ZodNullable<z.ZodEnum<{
                After: "After";
                By: "By";
            }>>;
            r_end_date: z.ZodNullable<z.ZodString>;
            r_number_of_occurrences: z.ZodNullable<z.ZodNumber>;
            id: z.ZodNumber;
            slug: z.ZodString;
            title: z.ZodString;
            summary: z.ZodNullable<z.ZodString>;
            content: z.ZodNullable<z.ZodString>;
            main_img: z.ZodNullable<z.ZodString>;
            header_img: z.ZodNullable<z.ZodString>;
            starts: z.ZodString;
            ends: z.ZodString;
            starts_at: z.ZodString;
            ends_at: z.ZodString;
            starts_month: z.ZodString;
            starts_day: z.ZodString;
            display_dates: z.ZodString;
            website: z.ZodNullable<z.ZodString>;
            google_link: z.ZodNullable<z.ZodString>;
            destination_id: z.ZodNullable<z.ZodNumber>;
            destination_name: z.ZodNullable<z.ZodString>;
            destination_slug: z.ZodNullable<z.ZodString>;
            location_formatted_latitude: z.ZodNullable<z.ZodString>;
            location_formatted_longitude: z.ZodNullable<z.ZodString>;
            phone: z.ZodNullable<z.ZodString>;
            address: z.ZodNullable<z.ZodString>;
            favorited: z.ZodBoolean;
        }, z.core.$strip>;
        readonly auth: "bearer";
        readonly summary: "An event as its page shows it: the owner's pending version, marked, for its owner and the board; else the published one";
    };
    insightsToken: {
        readonly method: "POST";
        readonly path: "/api/insights/token";
        readonly response: z.ZodObject<{
            token: z.ZodNullable<z.ZodString>;
            expiresIn: z.ZodNumber;
        }, z.core.$strip>;
        readonly summary: "A page view's token for its insight beacons (decision 074): short-lived, signed, each event counted once; budgeted per client address";
    };
    insightsCollect: {
        readonly method: "POST";
        readonly path: "/api/insights/events";
        readonly body: z.ZodPreprocess<z.ZodObject<{
            token: z.ZodString;
            events: z.ZodArray<z.ZodUnion<readonly [z.ZodObject<{
                kind: z.ZodEnum<{
                    calendar: "calendar";
                    click_directions: "click_directions";
                    click_phone: "click_phone";
                    click_reservations: "click_reservations";
                    click_social: "click_social";
                    click_website: "click_website";
                    drawer: "drawer";
                    favorite: "favorite";
                    share: "share";
                    view: "view";
                }>;
                listing: z.ZodEnum<{
                    destination: "destination";
                    event: "event";
                }>;
                id: z.ZodCoercedNumber<unknown>;
            }, z.core.$strip>, z.ZodObject<{
                kind: z.ZodEnum<{
                    ad_click: "ad_click";
                    ad_view: "ad_view";
                }>;
                listing: z.ZodLiteral<"ad">;
                link: z.ZodString;
                title: z.ZodOptional<z.ZodString>;
            }, z.core.$strip>, z.ZodObject<{
                kind: z.ZodLiteral<"search_miss">;
                term: z.ZodString;
            }, z.core.$strip>]>>;
        }, z.core.$strip>, unknown>;
        readonly response: z.ZodObject<{
            counted: z.ZodNumber;
        }, z.core.$strip>;
        readonly summary: "Anonymous events from the public pages (navigator.sendBeacon) with their page view's token; nothing about the visitor is kept";
    };
    myInsights: {
        readonly method: "GET";
        readonly path: "/api/insights/user";
        readonly query: z.ZodObject<{
            days: z.ZodDefault<z.ZodCoercedNumber<unknown> & z.ZodType<7 | 30 | 90, unknown, z.core.$ZodTypeInternals<7 | 30 | 90, unknown>>>;
        }, z.core.$strip>;
        readonly response: z.ZodObject<{
            days: z.ZodNumber;
            from: z.ZodString;
            to: z.ZodString;
            listings: z.ZodArray<z.ZodObject<{
                listing: z.ZodEnum<{
                    destination: "destination";
                    event: "event";
                }>;
                id: z.ZodNumber;
                title: z.ZodString;
                slug: z.ZodString;
                totals: z.ZodRecord<z.ZodEnum<{
                    ad_click: "ad_click";
                    ad_view: "ad_view";
                    calendar: "calendar";
                    click_directions: "click_directions";
                    click_phone: "click_phone";
                    click_reservations: "click_reservations";
                    click_social: "click_social";
                    click_website: "click_website";
                    drawer: "drawer";
                    favorite: "favorite";
                    share: "share";
                    view: "view";
                }>, z.ZodNumber>;
                previous: z.ZodRecord<z.ZodEnum<{
                    ad_click: "ad_click";
                    ad_view: "ad_view";
                    calendar: "calendar";
                    click_directions: "click_directions";
                    click_phone: "click_phone";
                    click_reservations: "click_reservations";
                    click_social: "click_social";
                    click_website: "click_website";
                    drawer: "drawer";
                    favorite: "favorite";
                    share: "share";
                    view: "view";
                }>, z.ZodNumber>;
                series: z.ZodArray<z.ZodObject<{
                    day: z.ZodString;
                    counts: z.ZodRecord<z.ZodEnum<{
                        ad_click: "ad_click";
                        ad_view: "ad_view";
                        calendar: "calendar";
                        click_directions: "click_directions";
                        click_phone: "click_phone";
                        click_reservations: "click_reservations";
                        click_social: "click_social";
                        click_website: "click_website";
                        drawer: "drawer";
                        favorite: "favorite";
                        share: "share";
                        view: "view";
                    }>, z.ZodNumber>;
                }, z.core.$strip>>;
            }, z.core.$strip>>;
        }, z.core.$strip>;
        readonly auth: "bearer";
        readonly summary: "Daily counts for the member's own destinations and events over the last 7, 30 or 90 days, with the period before";
    };
    boardInsights: {
        readonly method: "GET";
        readonly path: "/api/insights/board";
        readonly query: z.ZodObject<{
            days: z.ZodDefault<z.ZodCoercedNumber<unknown> & z.ZodType<7 | 30 | 90, unknown, z.core.$ZodTypeInternals<7 | 30 | 90, unknown>>>;
        }, z.core.$strip>;
        readonly response: z.ZodObject<{
            days: z.ZodNumber;
            from: z.ZodString;
            to: z.ZodString;
            totals: z.ZodRecord<z.ZodEnum<{
                ad_click: "ad_click";
                ad_view: "ad_view";
                calendar: "calendar";
                click_directions: "click_directions";
                click_phone: "click_phone";
                click_reservations: "click_reservations";
                click_social: "click_social";
                click_website: "click_website";
                drawer: "drawer";
                favorite: "favorite";
                share: "share";
                view: "view";
            }>, z.ZodNumber>;
            previous: z.ZodRecord<z.ZodEnum<{
                ad_click: "ad_click";
                ad_view: "ad_view";
                calendar: "calendar";
                click_directions: "click_directions";
                click_phone: "click_phone";
                click_reservations: "click_reservations";
                click_social: "click_social";
                click_website: "click_website";
                drawer: "drawer";
                favorite: "favorite";
                share: "share";
                view: "view";
            }>, z.ZodNumber>;
            series: z.ZodArray<z.ZodObject<{
                day: z.ZodString;
                counts: z.ZodRecord<z.ZodEnum<{
                    ad_click: "ad_click";
                    ad_view: "ad_view";
                    calendar: "calendar";
                    click_directions: "click_directions";
                    click_phone: "click_phone";
                    click_reservations: "click_reservations";
                    click_social: "click_social";
                    click_website: "click_website";
                    drawer: "drawer";
                    favorite: "favorite";
                    share: "share";
                    view: "view";
                }>, z.ZodNumber>;
            }, z.core.$strip>>;
            top: z.ZodArray<z.ZodObject<{
                listing: z.ZodEnum<{
                    destination: "destination";
                    event: "event";
                }>;
                id: z.ZodNumber;
                title: z.ZodString;
                slug: z.ZodString;
                totals: z.ZodRecord<z.ZodEnum<{
                    ad_click: "ad_click";
                    ad_view: "ad_view";
                    calendar: "calendar";
                    click_directions: "click_directions";
                    click_phone: "click_phone";
                    click_reservations: "click_reservations";
                    click_social: "click_social";
                    click_website: "click_website";
                    drawer: "drawer";
                    favorite: "favorite";
                    share: "share";
                    view: "view";
                }>, z.ZodNumber>;
            }, z.core.$strip>>;
            searchMisses: z.ZodArray<z.ZodObject<{
                term: z.ZodString;
                count: z.ZodNumber;
            }, z.core.$strip>>;
            ads: z.ZodArray<z.ZodObject<{
                link: z.ZodString;
                title: z.ZodString;
                views: z.ZodNumber;
                clicks: z.ZodNumber;
                ctr: z.ZodNumber;
            }, z.core.$strip>>;
        }, z.core.$strip>;
        readonly auth: "bearer";
        readonly summary: "Board only: the valley's totals, top listings, searches that found nothing and ad performance";
    };
    myDestinations: {
        readonly method: "GET";
        readonly path: "/api/destinations/user";
        readonly response: z.ZodArray<z.ZodObject<{
            review_status: z.ZodEnum<{
                approved: "approved";
                pending: "pending";
                rejected: "rejected";
            }>;
            review_note: z.ZodNullable<z.ZodString>;
            has_pending_changes: z.ZodBoolean;
            id: z.ZodNumber;
            name: z.ZodString;
            slug: z.ZodString;
            city: z.ZodNullable<z.ZodString>;
            address: z.ZodNullable<z.ZodString>;
            zip: z.ZodNullable<z.ZodString>;
            phone: z.ZodNullable<z.ZodString>;
            email: z.ZodNullable<z.ZodString>;
            content: z.ZodNullable<z.ZodString>;
            main_img: z.ZodNullable<z.ZodString>;
            header_img: z.ZodNullable<z.ZodString>;
            approved: z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>;
            favorited: z.ZodBoolean;
            location_latitude: z.ZodNullable<z.ZodNumber>;
            location_longitude: z.ZodNullable<z.ZodNumber>;
            google_calendar: z.ZodNullable<z.ZodString>;
            ics_calendar: z.ZodNullable<z.ZodString>;
            website: z.ZodNullable<z.ZodString>;
            map_link: z.ZodNullable<z.ZodString>;
            reservations_link: z.ZodNullable<z.ZodString>;
            restaurant_link: z.ZodNullable<z.ZodString>;
            golf_link: z.ZodNullable<z.ZodString>;
            facebook_link: z.ZodNullable<z.ZodString>;
            twitter_link: z.ZodNullable<z.ZodString>;
            instagram_link: z.ZodNullable<z.ZodString>;
            youtube_link: z.ZodNullable<z.ZodString>;
            pinterest_link: z.ZodNullable<z.ZodString>;
            d_categories: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                name: z.ZodString;
            }, z.core.$strip>>;
            d_amenities: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                name: z.ZodString;
            }, z.core.$strip>>;
            d_photos: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                src: z.ZodString;
            }, z.core.$strip>>;
        }, z.core.$strip>>;
        readonly auth: "bearer";
        readonly summary: "The member's own destinations, with their pending edits";
    };
    myTips: {
        readonly method: "GET";
        readonly path: "/api/tips/user";
        readonly response: z.ZodArray<z.ZodObject<{
            review_status: z.ZodEnum<{
                approved: "approved";
                pending: "pending";
                rejected: "rejected";
            }>;
            review_note: z.ZodNullable<z.ZodString>;
            has_pending_changes: z.ZodBoolean;
            id: z.ZodNumber;
            slug: z.ZodString;
            title: z.ZodString;
            tip: z.ZodString;
            destination_id: z.ZodNullable<z.ZodNumber>;
            destination_name: z.ZodNullable<z.ZodString>;
            website: z.ZodNullable<z.ZodString>;
            social_link: z.ZodNullable<z.ZodString>;
            main_img: z.ZodNullable<z.ZodString>;
            approved: z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>;
            favorited: z.ZodBoolean;
        }, z.core.$strip>>;
        readonly auth: "bearer";
        readonly summary: "The member's own tips";
    };
    myEvents: {
        readonly method: "GET";
        readonly path: "/api/events/user";
        readonly response: z.ZodArray<z.ZodObject<{
            recurrence: z.ZodNullable<z.ZodEnum<{
                daily: "daily";
                monthly: "monthly";
                weekly: "weekly";
                yearly: "yearly";
            }>>;
            r_daily_days: z.ZodNullable<z.ZodNumber>;
            r_weekly_day: z.ZodNullable<z.ZodArray<z.ZodEnum<{
                Fri: "Fri";
                Mon: "Mon";
                Sat: "Sat";
                Sun: "Sun";
                Thu: "Thu";
                Tue: "Tue";
                Wed: "Wed";
            }>>>;
            r_weekly_weeks: z.ZodNullable<z.ZodNumber>;
            r_monthly_months: z.ZodNullable<z.ZodNumber>;
            r_monthly_day: z.ZodNullable<z.ZodNumber>;
            r_monthly_occurrence: z.ZodNullable<z.ZodEnum<{
                First: "First";
                Fourth: "Fourth";
                Last: "Last";
                Second: "Second";
                Third: "Third";
            }>>;
            r_monthly_weekday: z.ZodNullable<z.ZodEnum<{
                Day: "Day";
                Friday: "Friday";
                Monday: "Monday";
                Saturday: "Saturday";
                Sunday: "Sunday";
                Thursday: "Thursday";
                Tuesday: "Tuesday";
                Wednesday: "Wednesday";
                Weekday: "Weekday";
                "Weekend Day": "Weekend Day";
            }>>;
            r_yearly_month: z.ZodNullable<z.ZodNumber>;
            r_yearly_day: z.ZodNullable<z.ZodNumber>;
            r_yearly_occurrence: z.ZodNullable<z.ZodEnum<{
                First: "First";
                Fourth: "Fourth";
                Last: "Last";
                Second: "Second";
                Third: "Third";
            }>>;
            r_yearly_weekday: z.ZodNullable<z.ZodEnum<{
                Day: "Day";
                Friday: "Friday";
                Monday: "Monday";
                Saturday: "Saturday";
                Sunday: "Sunday";
                Thursday: "Thursday";
                Tuesday: "Tuesday";
                Wednesday: "Wednesday";
                Weekday: "Weekday";
                "Weekend Day": "Weekend Day";
            }>>;
            r_end_type: z.ZodNullable<z.ZodEnum<{
                After: "After";
                By: "By";
            }>>;
            r_end_date: z.ZodNullable<z.ZodString>;
            r_number_of_occurrences: z.ZodNullable<z.ZodNumber>;
            review_status: z.ZodEnum<{
                approved: "approved";
                pending: "pending";
                rejected: "rejected";
            }>;
            review_note: z.ZodNullable<z.ZodString>;
            has_pending_changes: z.ZodBoolean;
            id: z.ZodNumber;
            slug: z.ZodString;
            title: z.ZodString;
            summary: z.ZodNullable<z.ZodString>;
            entry: z.ZodObject<{
                content: z.ZodNullable<z.ZodString>;
            }, z.core.$strip>;
            starts: z.ZodString;
            ends: z.ZodString;
            destination_id: z.ZodNullable<z.ZodNumber>;
            destination_name: z.ZodNullable<z.ZodString>;
            main_img: z.ZodNullable<z.ZodString>;
            email: z.ZodNullable<z.ZodString>;
            phone: z.ZodNullable<z.ZodString>;
            website: z.ZodNullable<z.ZodString>;
            social_link: z.ZodNullable<z.ZodString>;
            approved: z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>;
            d_categories: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                name: z.ZodString;
            }, z.core.$strip>>;
            recurrence_text: z.ZodString;
        }, z.core.$strip>>;
        readonly auth: "bearer";
        readonly summary: "The member's own events";
    };
    myItineraries: {
        readonly method: "GET";
        readonly path: "/api/itineraries/user";
        readonly response: z.ZodArray<z.ZodObject<{
            review_status: z.ZodEnum<{
                approved: "approved";
                pending: "pending";
                rejected: "rejected";
            }>;
            review_note: z.ZodNullable<z.ZodString>;
            has_pending_changes: z.ZodBoolean;
            id: z.ZodNumber;
            slug: z.ZodString;
            title: z.ZodString;
            content: z.ZodString;
            destination_id: z.ZodNullable<z.ZodNumber>;
            destination_name: z.ZodNullable<z.ZodString>;
            main_img: z.ZodNullable<z.ZodString>;
            approved: z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>;
            items: z.ZodArray<z.ZodObject<{
                destination_id: z.ZodNullable<z.ZodNumber>;
                destination_name: z.ZodNullable<z.ZodString>;
                event_id: z.ZodNullable<z.ZodNumber>;
                content: z.ZodNullable<z.ZodString>;
            }, z.core.$strip>>;
        }, z.core.$strip>>;
        readonly auth: "bearer";
        readonly summary: "The member's own itineraries";
    };
    myReservations: {
        readonly method: "GET";
        readonly path: "/api/reservations/user";
        readonly response: z.ZodArray<z.ZodObject<{
            id: z.ZodNumber;
            start: z.ZodString;
            end: z.ZodString;
            destination_id: z.ZodNumber;
            destination_name: z.ZodString;
            email: z.ZodString;
            phone: z.ZodString;
            reservation: z.ZodNullable<z.ZodString>;
            approved: z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>;
        }, z.core.$strip>>;
        readonly auth: "bearer";
        readonly summary: "The member's reservation requests";
    };
    myFavorites: {
        readonly method: "GET";
        readonly path: "/api/favorites/user";
        readonly response: z.ZodArray<z.ZodObject<{
            id: z.ZodNumber;
            type: z.ZodEnum<{
                Destination: "Destination";
                Event: "Event";
                List: "List";
                Tip: "Tip";
            }>;
            item_id: z.ZodNumber;
            title: z.ZodString;
            fav_at: z.ZodString;
            slug: z.ZodString;
            main_img: z.ZodNullable<z.ZodString>;
        }, z.core.$strip>>;
        readonly auth: "bearer";
        readonly summary: "The member's favorites, newest first";
    };
    destinationCreate: {
        readonly method: "POST";
        readonly path: "/api/destinations/create";
        readonly body: z.ZodObject<{
            company_name: z.ZodString;
            email: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodLiteral<"">, z.ZodNull, z.ZodString]>>, z.ZodTransform<string | null, string | null | undefined>>;
            phone: z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>;
            address: z.ZodString;
            city: z.ZodString;
            zip_code: z.ZodString;
            description: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            calendar: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            ics_calendar: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            website: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            map_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            reservations_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            restaurant_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            golf_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            facebook_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            twitter_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            instagram_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            youtube_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            pinterest_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            image: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
            header_image: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
            categories: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
            amenities: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
            photos: z.ZodOptional<z.ZodArray<z.ZodString>>;
        }, z.core.$strip>;
        readonly response: z.ZodObject<{
            review_status: z.ZodEnum<{
                approved: "approved";
                pending: "pending";
                rejected: "rejected";
            }>;
            review_note: z.ZodNullable<z.ZodString>;
            has_pending_changes: z.ZodBoolean;
            id: z.ZodNumber;
            name: z.ZodString;
            slug: z.ZodString;
            city: z.ZodNullable<z.ZodString>;
            address: z.ZodNullable<z.ZodString>;
            zip: z.ZodNullable<z.ZodString>;
            phone: z.ZodNullable<z.ZodString>;
            email: z.ZodNullable<z.ZodString>;
            content: z.ZodNullable<z.ZodString>;
            main_img: z.ZodNullable<z.ZodString>;
            header_img: z.ZodNullable<z.ZodString>;
            approved: z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>;
            favorited: z.ZodBoolean;
            location_latitude: z.ZodNullable<z.ZodNumber>;
            location_longitude: z.ZodNullable<z.ZodNumber>;
            google_calendar: z.ZodNullable<z.ZodString>;
            ics_calendar: z.ZodNullable<z.ZodString>;
            website: z.ZodNullable<z.ZodString>;
            map_link: z.ZodNullable<z.ZodString>;
            reservations_link: z.ZodNullable<z.ZodString>;
            restaurant_link: z.ZodNullable<z.ZodString>;
            golf_link: z.ZodNullable<z.ZodString>;
            facebook_link: z.ZodNullable<z.ZodString>;
            twitter_link: z.ZodNullable<z.ZodString>;
            instagram_link: z.ZodNullable<z.ZodString>;
            youtube_link: z.ZodNullable<z.ZodString>;
            pinterest_link: z.ZodNullable<z.ZodString>;
            d_categories: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                name: z.ZodString;
            }, z.core.$strip>>;
            d_amenities: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                name: z.ZodString;
            }, z.core.$strip>>;
            d_photos: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                src: z.ZodString;
            }, z.core.$strip>>;
        }, z.core.$strip>;
        readonly auth: "bearer";
        readonly maxBodyBytes: number;
        readonly idempotent: true;
        readonly summary: "Adds a destination; it waits for the board";
    };
    destinationUpdate: {
        readonly method: "POST";
        readonly path: "/api/destinations/update";
        readonly body: z.ZodObject<{
            company_name: z.ZodString;
            email: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodLiteral<"">, z.ZodNull, z.ZodString]>>, z.ZodTransform<string | null, string | null | undefined>>;
            phone: z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>;
            address: z.ZodString;
            city: z.ZodString;
            zip_code: z.ZodString;
            description: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            calendar: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            ics_calendar: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            website: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            map_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            reservations_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            restaurant_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            golf_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            facebook_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            twitter_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            instagram_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            youtube_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            pinterest_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            image: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
            header_image: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
            categories: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
            amenities: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
            photos: z.ZodOptional<z.ZodArray<z.ZodString>>;
            id: z.ZodCoercedNumber<unknown>;
        }, z.core.$strip>;
        readonly response: z.ZodObject<{
            review_status: z.ZodEnum<{
                approved: "approved";
                pending: "pending";
                rejected: "rejected";
            }>;
            review_note: z.ZodNullable<z.ZodString>;
            has_pending_changes: z.ZodBoolean;
            id: z.ZodNumber;
            name: z.ZodString;
            slug: z.ZodString;
            city: z.ZodNullable<z.ZodString>;
            address: z.ZodNullable<z.ZodString>;
            zip: z.ZodNullable<z.ZodString>;
            phone: z.ZodNullable<z.ZodString>;
            email: z.ZodNullable<z.ZodString>;
            content: z.ZodNullable<z.ZodString>;
            main_img: z.ZodNullable<z.ZodString>;
            header_img: z.ZodNullable<z.ZodString>;
            approved: z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>;
            favorited: z.ZodBoolean;
            location_latitude: z.ZodNullable<z.ZodNumber>;
            location_longitude: z.ZodNullable<z.ZodNumber>;
            google_calendar: z.ZodNullable<z.ZodString>;
            ics_calendar: z.ZodNullable<z.ZodString>;
            website: z.ZodNullable<z.ZodString>;
            map_link: z.ZodNullable<z.ZodString>;
            reservations_link: z.ZodNullable<z.ZodString>;
            restaurant_link: z.ZodNullable<z.ZodString>;
            golf_link: z.ZodNullable<z.ZodString>;
            facebook_link: z.ZodNullable<z.ZodString>;
            twitter_link: z.ZodNullable<z.ZodString>;
            instagram_link: z.ZodNullable<z.ZodString>;
            youtube_link: z.ZodNullable<z.ZodString>;
            pinterest_link: z.ZodNullable<z.ZodString>;
            d_categories: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                name: z.ZodString;
            }, z.core.$strip>>;
            d_amenities: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                name: z.ZodString;
            }, z.core.$strip>>;
            d_photos: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                src: z.ZodString;
            }, z.core.$strip>>;
        }, z.core.$strip>;
        readonly auth: "bearer";
        readonly maxBodyBytes: number;
        readonly summary: "Edits one of the member's destinations; an approved one stays public as it was until the edit is approved";
    };
    destinationDelete: {
        readonly method: "POST";
        readonly path: "/api/destinations/delete";
        readonly body: z.ZodObject<{
            id: z.ZodCoercedNumber<unknown>;
        }, z.core.$strip>;
        readonly response: z.ZodObject<{
            message: z.ZodString;
        }, z.core.$strip>;
        readonly auth: "bearer";
        readonly summary: "Removes one of the member's destinations";
    };
    eventCreate: {
        readonly method: "POST";
        readonly path: "/api/events/create";
        readonly body: z.ZodPipe<z.ZodObject<{
            recurrence: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
            r_daily_days: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodNull]>>;
            r_weekly_day: z.ZodOptional<z.ZodUnion<readonly [z.ZodArray<z.ZodString>, z.ZodString, z.ZodNull]>>;
            r_weekly_weeks: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodNull]>>;
            r_monthly_first: z.ZodOptional<z.ZodUnknown>;
            r_monthly_second: z.ZodOptional<z.ZodUnknown>;
            r_monthly_months: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodNull]>>;
            r_monthly_day: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodNull]>>;
            r_monthly_occurrence: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
            r_monthly_weekday: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
            r_yearly_first: z.ZodOptional<z.ZodUnknown>;
            r_yearly_second: z.ZodOptional<z.ZodUnknown>;
            r_yearly_month: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodNull]>>;
            r_yearly_second_month: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodNull]>>;
            r_yearly_day: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodNull]>>;
            r_yearly_occurrence: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
            r_yearly_weekday: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
            r_end_type: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
            r_number_of_occurrences: z.ZodOptional<z.ZodPreprocess<z.ZodNullable<z.ZodNumber>, unknown>>;
            r_end_date: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
            title: z.ZodString;
            start_at: z.ZodString;
            end_at: z.ZodString;
            summary: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            content: z.ZodPipe<z.ZodString, z.ZodString>;
            destination: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodCoercedNumber<unknown>, z.ZodNull]>>, z.ZodTransform<number | null, number | null | undefined>>;
            categories: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
            email: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodLiteral<"">, z.ZodNull, z.ZodString]>>, z.ZodTransform<string | null, string | null | undefined>>;
            phone: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            website: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            social_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            image: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
        }, z.core.$strip>, z.ZodTransform<Omit<{
            recurrence?: string | null | undefined;
            r_daily_days?: string | number | null | undefined;
            r_weekly_day?: string | string[] | null | undefined;
            r_weekly_weeks?: string | number | null | undefined;
            r_monthly_first?: unknown;
            r_monthly_second?: unknown;
            r_monthly_months?: string | number | null | undefined;
            r_monthly_day?: string | number | null | undefined;
            r_monthly_occurrence?: string | null | undefined;
            r_monthly_weekday?: string | null | undefined;
            r_yearly_first?: unknown;
            r_yearly_second?: unknown;
            r_yearly_month?: string | number | null | undefined;
            r_yearly_second_month?: string | number | null | undefined;
            r_yearly_day?: string | number | null | undefined;
            r_yearly_occurrence?: string | null | undefined;
            r_yearly_weekday?: string | null | undefined;
            r_end_type?: string | null | undefined;
            r_number_of_occurrences?: number | null | undefined;
            r_end_date?: string | null | undefined;
            title: string;
            start_at: string;
            end_at: string;
            summary: string | null;
            content: string;
            destination: number | null;
            categories?: number[] | undefined;
            email: string | null;
            phone: string | null;
            website: string | null;
            social_link: string | null;
            image?: string | null | undefined;
        }, "r_daily_days" | "r_end_date" | "r_end_type" | "r_monthly_day" | "r_monthly_first" | "r_monthly_months" | "r_monthly_occurrence" | "r_monthly_second" | "r_monthly_weekday" | "r_number_of_occurrences" | "r_weekly_day" | "r_weekly_weeks" | "r_yearly_day" | "r_yearly_first" | "r_yearly_month" | "r_yearly_occurrence" | "r_yearly_second" | "r_yearly_second_month" | "r_yearly_weekday" | "recurrence"> & {
            recurrence: "daily" | "monthly" | "weekly" | "yearly" | null;
            r_daily_days: number | null;
            r_weekly_day: ("Fri" | "Mon" | "Sat" | "Sun" | "Thu" | "Tue" | "Wed")[] | null;
            r_weekly_weeks: number | null;
            r_monthly_months: number | null;
            r_monthly_day: number | null;
            r_monthly_occurrence: "First" | "Fourth" | "Last" | "Second" | "Third" | null;
            r_monthly_weekday: "Day" | "Friday" | "Monday" | "Saturday" | "Sunday" | "Thursday" | "Tuesday" | "Wednesday" | "Weekday" | "Weekend Day" | null;
            r_yearly_month: number | null;
            r_yearly_day: number | null;
            r_yearly_occurrence: "First" | "Fourth" | "Last" | "Second" | "Third" | null;
            r_yearly_weekday: "Day" | "Friday" | "Monday" | "Saturday" | "Sunday" | "Thursday" | "Tuesday" | "Wednesday" | "Weekday" | "Weekend Day" | null;
            r_end_type: "After" | "By" | null;
            r_end_date: string | null;
            r_number_of_occurrences: number | null;
        }, {
            recurrence?: string | null | undefined;
            r_daily_days?: string | number | null | undefined;
            r_weekly_day?: string | string[] | null | undefined;
            r_weekly_weeks?: string | number | null | undefined;
            r_monthly_first?: unknown;
            r_monthly_second?: unknown;
            r_monthly_months?: string | number | null | undefined;
            r_monthly_day?: string | number | null | undefined;
            r_monthly_occurrence?: string | null | undefined;
            r_monthly_weekday?: string | null | undefined;
            r_yearly_first?: unknown;
            r_yearly_second?: unknown;
            r_yearly_month?: string | number | null | undefined;
            r_yearly_second_month?: string | number | null | undefined;
            r_yearly_day?: string | number | null | undefined;
            r_yearly_occurrence?: string | null | undefined;
            r_yearly_weekday?: string | null | undefined;
            r_end_type?: string | null | undefined;
            r_number_of_occurrences?: number | null | undefined;
            r_end_date?: string | null | undefined;
            title: string;
            start_at: string;
            end_at: string;
            summary: string | null;
            content: string;
            destination: number | null;
            categories?: number[] | undefined;
            email: string | null;
            phone: string | null;
            website: string | null;
            social_link: string | null;
            image?: string | null | undefined;
        }>>;
        readonly response: z.ZodObject<{
            recurrence: z.ZodNullable<z.ZodEnum<{
                daily: "daily";
                monthly: "monthly";
                weekly: "weekly";
                yearly: "yearly";
            }>>;
            r_daily_days: z.ZodNullable<z.ZodNumber>;
            r_weekly_day: z.ZodNullable<z.ZodArray<z.ZodEnum<{
                Fri: "Fri";
                Mon: "Mon";
                Sat: "Sat";
                Sun: "Sun";
                Thu: "Thu";
                Tue: "Tue";
                Wed: "Wed";
            }>>>;
            r_weekly_weeks: z.ZodNullable<z.ZodNumber>;
            r_monthly_months: z.ZodNullable<z.ZodNumber>;
            r_monthly_day: z.ZodNullable<z.ZodNumber>;
            r_monthly_occurrence: z.ZodNullable<z.ZodEnum<{
                First: "First";
                Fourth: "Fourth";
                Last: "Last";
                Second: "Second";
                Third: "Third";
            }>>;
            r_monthly_weekday: z.ZodNullable<z.ZodEnum<{
                Day: "Day";
                Friday: "Friday";
                Monday: "Monday";
                Saturday: "Saturday";
                Sunday: "Sunday";
                Thursday: "Thursday";
                Tuesday: "Tuesday";
                Wednesday: "Wednesday";
                Weekday: "Weekday";
                "Weekend Day": "Weekend Day";
            }>>;
            r_yearly_month: z.ZodNullable<z.ZodNumber>;
            r_yearly_day: z.ZodNullable<z.ZodNumber>;
            r_yearly_occurrence: z.ZodNullable<z.ZodEnum<{
                First: "First";
                Fourth: "Fourth";
                Last: "Last";
                Second: "Second";
                Third: "Third";
            }>>;
            r_yearly_weekday: z.ZodNullable<z.ZodEnum<{
                Day: "Day";
                Friday: "Friday";
                Monday: "Monday";
                Saturday: "Saturday";
                Sunday: "Sunday";
                Thursday: "Thursday";
                Tuesday: "Tuesday";
                Wednesday: "Wednesday";
                Weekday: "Weekday";
                "Weekend Day": "Weekend Day";
            }>>;
            r_end_type: z.ZodNullable<z.ZodEnum<{
                After: "After";
                By: "By";
            }>>;
            r_end_date: z.ZodNullable<z.ZodString>;
            r_number_of_occurrences: z.ZodNullable<z.ZodNumber>;
            review_status: z.ZodEnum<{
                approved: "approved";
                pending: "pending";
                rejected: "rejected";
            }>;
            review_note: z.ZodNullable<z.ZodString>;
            has_pending_changes: z.ZodBoolean;
            id: z.ZodNumber;
            slug: z.ZodString;
            title: z.ZodString;
            summary: z.ZodNullable<z.ZodString>;
            entry: z.ZodObject<{
                content: z.ZodNullable<z.ZodString>;
            }, z.core.$strip>;
            starts: z.ZodString;
            ends: z.ZodString;
            destination_id: z.ZodNullable<z.ZodNumber>;
            destination_name: z.ZodNullable<z.ZodString>;
            main_img: z.ZodNullable<z.ZodString>;
            email: z.ZodNullable<z.ZodString>;
            phone: z.ZodNullable<z.ZodString>;
            website: z.ZodNullable<z.ZodString>;
            social_link: z.ZodNullable<z.ZodString>;
            approved: z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>;
            d_categories: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                name: z.ZodString;
            }, z.core.$strip>>;
            recurrence_text: z.ZodString;
        }, z.core.$strip>;
        readonly auth: "bearer";
        readonly maxBodyBytes: number;
        readonly idempotent: true;
        readonly summary: "Adds an event (one-off or recurring); it waits for the board";
    };
    eventUpdate: {
        readonly method: "POST";
        readonly path: "/api/events/update";
        readonly body: z.ZodPipe<z.ZodObject<{
            recurrence: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
            r_daily_days: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodNull]>>;
            r_weekly_day: z.ZodOptional<z.ZodUnion<readonly [z.ZodArray<z.ZodString>, z.ZodString, z.ZodNull]>>;
            r_weekly_weeks: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodNull]>>;
            r_monthly_first: z.ZodOptional<z.ZodUnknown>;
            r_monthly_second: z.ZodOptional<z.ZodUnknown>;
            r_monthly_months: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodNull]>>;
            r_monthly_day: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodNull]>>;
            r_monthly_occurrence: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
            r_monthly_weekday: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
            r_yearly_first: z.ZodOptional<z.ZodUnknown>;
            r_yearly_second: z.ZodOptional<z.ZodUnknown>;
            r_yearly_month: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodNull]>>;
            r_yearly_second_month: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodNull]>>;
            r_yearly_day: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodNull]>>;
            r_yearly_occurrence: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
            r_yearly_weekday: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
            r_end_type: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
            r_number_of_occurrences: z.ZodOptional<z.ZodPreprocess<z.ZodNullable<z.ZodNumber>, unknown>>;
            r_end_date: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
            title: z.ZodString;
            start_at: z.ZodString;
            end_at: z.ZodString;
            summary: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            content: z.ZodPipe<z.ZodString, z.ZodString>;
            destination: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodCoercedNumber<unknown>, z.ZodNull]>>, z.ZodTransform<number | null, number | null | undefined>>;
            categories: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
            email: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodLiteral<"">, z.ZodNull, z.ZodString]>>, z.ZodTransform<string | null, string | null | undefined>>;
            phone: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            website: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            social_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            image: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
            id: z.ZodCoercedNumber<unknown>;
        }, z.core.$strip>, z.ZodTransform<Omit<{
            recurrence?: string | null | undefined;
            r_daily_days?: string | number | null | undefined;
            r_weekly_day?: string | string[] | null | undefined;
            r_weekly_weeks?: string | number | null | undefined;
            r_monthly_first?: unknown;
            r_monthly_second?: unknown;
            r_monthly_months?: string | number | null | undefined;
            r_monthly_day?: string | number | null | undefined;
            r_monthly_occurrence?: string | null | undefined;
            r_monthly_weekday?: string | null | undefined;
            r_yearly_first?: unknown;
            r_yearly_second?: unknown;
            r_yearly_month?: string | number | null | undefined;
            r_yearly_second_month?: string | number | null | undefined;
            r_yearly_day?: string | number | null | undefined;
            r_yearly_occurrence?: string | null | undefined;
            r_yearly_weekday?: string | null | undefined;
            r_end_type?: string | null | undefined;
            r_number_of_occurrences?: number | null | undefined;
            r_end_date?: string | null | undefined;
            title: string;
            start_at: string;
            end_at: string;
            summary: string | null;
            content: string;
            destination: number | null;
            categories?: number[] | undefined;
            email: string | null;
            phone: string | null;
            website: string | null;
            social_link: string | null;
            image?: string | null | undefined;
            id: number;
        }, "r_daily_days" | "r_end_date" | "r_end_type" | "r_monthly_day" | "r_monthly_first" | "r_monthly_months" | "r_monthly_occurrence" | "r_monthly_second" | "r_monthly_weekday" | "r_number_of_occurrences" | "r_weekly_day" | "r_weekly_weeks" | "r_yearly_day" | "r_yearly_first" | "r_yearly_month" | "r_yearly_occurrence" | "r_yearly_second" | "r_yearly_second_month" | "r_yearly_weekday" | "recurrence"> & {
            recurrence: "daily" | "monthly" | "weekly" | "yearly" | null;
            r_daily_days: number | null;
            r_weekly_day: ("Fri" | "Mon" | "Sat" | "Sun" | "Thu" | "Tue" | "Wed")[] | null;
            r_weekly_weeks: number | null;
            r_monthly_months: number | null;
            r_monthly_day: number | null;
            r_monthly_occurrence: "First" | "Fourth" | "Last" | "Second" | "Third" | null;
            r_monthly_weekday: "Day" | "Friday" | "Monday" | "Saturday" | "Sunday" | "Thursday" | "Tuesday" | "Wednesday" | "Weekday" | "Weekend Day" | null;
            r_yearly_month: number | null;
            r_yearly_day: number | null;
            r_yearly_occurrence: "First" | "Fourth" | "Last" | "Second" | "Third" | null;
            r_yearly_weekday: "Day" | "Friday" | "Monday" | "Saturday" | "Sunday" | "Thursday" | "Tuesday" | "Wednesday" | "Weekday" | "Weekend Day" | null;
            r_end_type: "After" | "By" | null;
            r_end_date: string | null;
            r_number_of_occurrences: number | null;
        }, {
            recurrence?: string | null | undefined;
            r_daily_days?: string | number | null | undefined;
            r_weekly_day?: string | string[] | null | undefined;
            r_weekly_weeks?: string | number | null | undefined;
            r_monthly_first?: unknown;
            r_monthly_second?: unknown;
            r_monthly_months?: string | number | null | undefined;
            r_monthly_day?: string | number | null | undefined;
            r_monthly_occurrence?: string | null | undefined;
            r_monthly_weekday?: string | null | undefined;
            r_yearly_first?: unknown;
            r_yearly_second?: unknown;
            r_yearly_month?: string | number | null | undefined;
            r_yearly_second_month?: string | number | null | undefined;
            r_yearly_day?: string | number | null | undefined;
            r_yearly_occurrence?: string | null | undefined;
            r_yearly_weekday?: string | null | undefined;
            r_end_type?: string | null | undefined;
            r_number_of_occurrences?: number | null | undefined;
            r_end_date?: string | null | undefined;
            title: string;
            start_at: string;
            end_at: string;
            summary: string | null;
            content: string;
            destination: number | null;
            categories?: number[] | undefined;
            email: string | null;
            phone: string | null;
            website: string | null;
            social_link: string | null;
            image?: string | null | undefined;
            id: number;
        }>>;
        readonly response: z.ZodObject<{
            recurrence: z.ZodNullable<z.ZodEnum<{
                daily: "daily";
                monthly: "monthly";
                weekly: "weekly";
                yearly: "yearly";
            }>>;
            r_daily_days: z.ZodNullable<z.ZodNumber>;
            r_weekly_day: z.ZodNullable<z.ZodArray<z.ZodEnum<{
                Fri: "Fri";
                Mon: "Mon";
                Sat: "Sat";
                Sun: "Sun";
                Thu: "Thu";
                Tue: "Tue";
                Wed: "Wed";
            }>>>;
            r_weekly_weeks: z.ZodNullable<z.ZodNumber>;
            r_monthly_months: z.ZodNullable<z.ZodNumber>;
            r_monthly_day: z.ZodNullable<z.ZodNumber>;
            r_monthly_occurrence: z.ZodNullable<z.ZodEnum<{
                First: "First";
                Fourth: "Fourth";
                Last: "Last";
                Second: "Second";
                Third: "Third";
            }>>;
            r_monthly_weekday: z.ZodNullable<z.ZodEnum<{
                Day: "Day";
                Friday: "Friday";
                Monday: "Monday";
                Saturday: "Saturday";
                Sunday: "Sunday";
                Thursday: "Thursday";
                Tuesday: "Tuesday";
                Wednesday: "Wednesday";
                Weekday: "Weekday";
                "Weekend Day": "Weekend Day";
            }>>;
            r_yearly_month: z.ZodNullable<z.ZodNumber>;
            r_yearly_day: z.ZodNullable<z.ZodNumber>;
            r_yearly_occurrence: z.ZodNullable<z.ZodEnum<{
                First: "First";
                Fourth: "Fourth";
                Last: "Last";
                Second: "Second";
                Third: "Third";
            }>>;
            r_yearly_weekday: z.ZodNullable<z.ZodEnum<{
                Day: "Day";
                Friday: "Friday";
                Monday: "Monday";
                Saturday: "Saturday";
                Sunday: "Sunday";
                Thursday: "Thursday";
                Tuesday: "Tuesday";
                Wednesday: "Wednesday";
                Weekday: "Weekday";
                "Weekend Day": "Weekend Day";
            }>>;
            r_end_type: z.ZodNullable<z.ZodEnum<{
                After: "After";
                By: "By";
            }>>;
            r_end_date: z.ZodNullable<z.ZodString>;
            r_number_of_occurrences: z.ZodNullable<z.ZodNumber>;
            review_status: z.ZodEnum<{
                approved: "approved";
                pending: "pending";
                rejected: "rejected";
            }>;
            review_note: z.ZodNullable<z.ZodString>;
            has_pending_changes: z.ZodBoolean;
            id: z.ZodNumber;
            slug: z.ZodString;
            title: z.ZodString;
            summary: z.ZodNullable<z.ZodString>;
            entry: z.ZodObject<{
                content: z.ZodNullable<z.ZodString>;
            }, z.core.$strip>;
            starts: z.ZodString;
            ends: z.ZodString;
            destination_id: z.ZodNullable<z.ZodNumber>;
            destination_name: z.ZodNullable<z.ZodString>;
            main_img: z.ZodNullable<z.ZodString>;
            email: z.ZodNullable<z.ZodString>;
            phone: z.ZodNullable<z.ZodString>;
            website: z.ZodNullable<z.ZodString>;
            social_link: z.ZodNullable<z.ZodString>;
            approved: z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>;
            d_categories: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                name: z.ZodString;
            }, z.core.$strip>>;
            recurrence_text: z.ZodString;
        }, z.core.$strip>;
        readonly auth: "bearer";
        readonly maxBodyBytes: number;
        readonly summary: "Edits one of the member's events";
    };
    eventDelete: {
        readonly method: "POST";
        readonly path: "/api/events/delete";
        readonly body: z.ZodObject<{
            id: z.ZodCoercedNumber<unknown>;
        }, z.core.$strip>;
        readonly response: z.ZodObject<{
            message: z.ZodString;
        }, z.core.$strip>;
        readonly auth: "bearer";
        readonly summary: "Removes one of the member's events";
    };
    tipCreate: {
        readonly method: "POST";
        readonly path: "/api/tips/create";
        readonly body: z.ZodPipe<z.ZodObject<{
            title: z.ZodOptional<z.ZodString>;
            tip_title: z.ZodOptional<z.ZodString>;
            tip: z.ZodPipe<z.ZodString, z.ZodString>;
            destination: z.ZodCoercedNumber<unknown>;
            website: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            social_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            image: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
        }, z.core.$strip>, z.ZodTransform<{
            tip: string;
            destination: number;
            website: string | null;
            social_link: string | null;
            image?: string | null | undefined;
            title: string;
        }, {
            title?: string | undefined;
            tip_title?: string | undefined;
            tip: string;
            destination: number;
            website: string | null;
            social_link: string | null;
            image?: string | null | undefined;
        }>>;
        readonly response: z.ZodObject<{
            review_status: z.ZodEnum<{
                approved: "approved";
                pending: "pending";
                rejected: "rejected";
            }>;
            review_note: z.ZodNullable<z.ZodString>;
            has_pending_changes: z.ZodBoolean;
            id: z.ZodNumber;
            slug: z.ZodString;
            title: z.ZodString;
            tip: z.ZodString;
            destination_id: z.ZodNullable<z.ZodNumber>;
            destination_name: z.ZodNullable<z.ZodString>;
            website: z.ZodNullable<z.ZodString>;
            social_link: z.ZodNullable<z.ZodString>;
            main_img: z.ZodNullable<z.ZodString>;
            approved: z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>;
            favorited: z.ZodBoolean;
        }, z.core.$strip>;
        readonly auth: "bearer";
        readonly maxBodyBytes: number;
        readonly idempotent: true;
        readonly summary: "Adds a local tip about a destination; it waits for the board";
    };
    tipUpdate: {
        readonly method: "POST";
        readonly path: "/api/tips/update";
        readonly body: z.ZodIntersection<z.ZodObject<{
            id: z.ZodCoercedNumber<unknown>;
        }, z.core.$strip>, z.ZodPipe<z.ZodObject<{
            title: z.ZodOptional<z.ZodString>;
            tip_title: z.ZodOptional<z.ZodString>;
            tip: z.ZodPipe<z.ZodString, z.ZodString>;
            destination: z.ZodCoercedNumber<unknown>;
            website: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            social_link: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            image: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
        }, z.core.$strip>, z.ZodTransform<{
            tip: string;
            destination: number;
            website: string | null;
            social_link: string | null;
            image?: string | null | undefined;
            title: string;
        }, {
            title?: string | undefined;
            tip_title?: string | undefined;
            tip: string;
            destination: number;
            website: string | null;
            social_link: string | null;
            image?: string | null | undefined;
        }>>>;
        readonly response: z.ZodObject<{
            review_status: z.ZodEnum<{
                approved: "approved";
                pending: "pending";
                rejected: "rejected";
            }>;
            review_note: z.ZodNullable<z.ZodString>;
            has_pending_changes: z.ZodBoolean;
            id: z.ZodNumber;
            slug: z.ZodString;
            title: z.ZodString;
            tip: z.ZodString;
            destination_id: z.ZodNullable<z.ZodNumber>;
            destination_name: z.ZodNullable<z.ZodString>;
            website: z.ZodNullable<z.ZodString>;
            social_link: z.ZodNullable<z.ZodString>;
            main_img: z.ZodNullable<z.ZodString>;
            approved: z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>;
            favorited: z.ZodBoolean;
        }, z.core.$strip>;
        readonly auth: "bearer";
        readonly maxBodyBytes: number;
        readonly summary: "Edits one of the member's tips";
    };
    tipDelete: {
        readonly method: "POST";
        readonly path: "/api/tips/delete";
        readonly body: z.ZodObject<{
            id: z.ZodCoercedNumber<unknown>;
        }, z.core.$strip>;
        readonly response: z.ZodObject<{
            message: z.ZodString;
        }, z.core.$strip>;
        readonly auth: "bearer";
        readonly summary: "Removes one of the member's tips";
    };
    itineraryCreate: {
        readonly method: "POST";
        readonly path: "/api/itineraries/create";
        readonly body: z.ZodObject<{
            title: z.ZodString;
            content: z.ZodPipe<z.ZodString, z.ZodString>;
            destination: z.ZodCoercedNumber<unknown>;
            image: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
            items: z.ZodArray<z.ZodObject<{
                id: z.ZodOptional<z.ZodUnknown>;
                destination: z.ZodCoercedNumber<unknown>;
                event: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodCoercedNumber<unknown>, z.ZodNull]>>, z.ZodTransform<number | null, number | null | undefined>>;
                information: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            }, z.core.$strip>>;
        }, z.core.$strip>;
        readonly response: z.ZodObject<{
            review_status: z.ZodEnum<{
                approved: "approved";
                pending: "pending";
                rejected: "rejected";
            }>;
            review_note: z.ZodNullable<z.ZodString>;
            has_pending_changes: z.ZodBoolean;
            id: z.ZodNumber;
            slug: z.ZodString;
            title: z.ZodString;
            content: z.ZodString;
            destination_id: z.ZodNullable<z.ZodNumber>;
            destination_name: z.ZodNullable<z.ZodString>;
            main_img: z.ZodNullable<z.ZodString>;
            approved: z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>;
            items: z.ZodArray<z.ZodObject<{
                destination_id: z.ZodNullable<z.ZodNumber>;
                destination_name: z.ZodNullable<z.ZodString>;
                event_id: z.ZodNullable<z.ZodNumber>;
                content: z.ZodNullable<z.ZodString>;
            }, z.core.$strip>>;
        }, z.core.$strip>;
        readonly auth: "bearer";
        readonly maxBodyBytes: number;
        readonly idempotent: true;
        readonly summary: "Adds an itinerary with its ordered stops; it waits for the board";
    };
    itineraryUpdate: {
        readonly method: "POST";
        readonly path: "/api/itineraries/update";
        readonly body: z.ZodObject<{
            title: z.ZodString;
            content: z.ZodPipe<z.ZodString, z.ZodString>;
            destination: z.ZodCoercedNumber<unknown>;
            image: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
            items: z.ZodArray<z.ZodObject<{
                id: z.ZodOptional<z.ZodUnknown>;
                destination: z.ZodCoercedNumber<unknown>;
                event: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodCoercedNumber<unknown>, z.ZodNull]>>, z.ZodTransform<number | null, number | null | undefined>>;
                information: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
            }, z.core.$strip>>;
            id: z.ZodCoercedNumber<unknown>;
        }, z.core.$strip>;
        readonly response: z.ZodObject<{
            review_status: z.ZodEnum<{
                approved: "approved";
                pending: "pending";
                rejected: "rejected";
            }>;
            review_note: z.ZodNullable<z.ZodString>;
            has_pending_changes: z.ZodBoolean;
            id: z.ZodNumber;
            slug: z.ZodString;
            title: z.ZodString;
            content: z.ZodString;
            destination_id: z.ZodNullable<z.ZodNumber>;
            destination_name: z.ZodNullable<z.ZodString>;
            main_img: z.ZodNullable<z.ZodString>;
            approved: z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>;
            items: z.ZodArray<z.ZodObject<{
                destination_id: z.ZodNullable<z.ZodNumber>;
                destination_name: z.ZodNullable<z.ZodString>;
                event_id: z.ZodNullable<z.ZodNumber>;
                content: z.ZodNullable<z.ZodString>;
            }, z.core.$strip>>;
        }, z.core.$strip>;
        readonly auth: "bearer";
        readonly maxBodyBytes: number;
        readonly summary: "Edits one of the member's itineraries";
    };
    itineraryDelete: {
        readonly method: "POST";
        readonly path: "/api/itineraries/delete";
        readonly body: z.ZodObject<{
            id: z.ZodCoercedNumber<unknown>;
        }, z.core.$strip>;
        readonly response: z.ZodObject<{
            message: z.ZodString;
        }, z.core.$strip>;
        readonly auth: "bearer";
        readonly summary: "Removes one of the member's itineraries";
    };
    reservationCreate: {
        readonly method: "POST";
        readonly path: "/api/reservations/create";
        readonly body: z.ZodObject<{
            start_at: z.ZodString;
            end_at: z.ZodString;
            email: z.ZodString;
            phone: z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>;
            destination: z.ZodCoercedNumber<unknown>;
            reservation: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>, z.ZodTransform<string | null, string | null | undefined>>;
        }, z.core.$strip>;
        readonly response: z.ZodObject<{
            id: z.ZodNumber;
            start: z.ZodString;
            end: z.ZodString;
            destination_id: z.ZodNumber;
            destination_name: z.ZodString;
            email: z.ZodString;
            phone: z.ZodString;
            reservation: z.ZodNullable<z.ZodString>;
            approved: z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>;
        }, z.core.$strip>;
        readonly auth: "bearer";
        readonly idempotent: true;
        readonly summary: "Sends a reservation request to the destination and the board";
    };
    favoriteCreate: {
        readonly method: "POST";
        readonly path: "/api/favorites/create";
        readonly body: z.ZodObject<{
            destination: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodCoercedNumber<unknown>, z.ZodNull]>>, z.ZodTransform<number | null, number | null | undefined>>;
            event: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodCoercedNumber<unknown>, z.ZodNull]>>, z.ZodTransform<number | null, number | null | undefined>>;
            tip: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodCoercedNumber<unknown>, z.ZodNull]>>, z.ZodTransform<number | null, number | null | undefined>>;
            list: z.ZodPipe<z.ZodOptional<z.ZodUnion<readonly [z.ZodCoercedNumber<unknown>, z.ZodNull]>>, z.ZodTransform<number | null, number | null | undefined>>;
        }, z.core.$strip>;
        readonly response: z.ZodObject<{
            favorited: z.ZodBoolean;
            message: z.ZodString;
            favorite: z.ZodNullable<z.ZodObject<{
                id: z.ZodNumber;
                type: z.ZodEnum<{
                    Destination: "Destination";
                    Event: "Event";
                    List: "List";
                    Tip: "Tip";
                }>;
                item_id: z.ZodNumber;
                title: z.ZodString;
                fav_at: z.ZodString;
                slug: z.ZodString;
                main_img: z.ZodNullable<z.ZodString>;
            }, z.core.$strip>>;
        }, z.core.$strip>;
        readonly auth: "bearer";
        readonly idempotent: true;
        readonly summary: "Favorites an approved destination, event, tip or itinerary (list); a second call removes it";
    };
    favoriteDelete: {
        readonly method: "POST";
        readonly path: "/api/favorites/delete";
        readonly body: z.ZodObject<{
            id: z.ZodCoercedNumber<unknown>;
        }, z.core.$strip>;
        readonly response: z.ZodObject<{
            message: z.ZodString;
        }, z.core.$strip>;
        readonly auth: "bearer";
        readonly summary: "Removes one of the member’s favorites by its id";
    };
    reviewPending: {
        readonly method: "GET";
        readonly path: "/api/review/pending";
        readonly response: z.ZodArray<z.ZodObject<{
            kind: z.ZodEnum<{
                destination: "destination";
                event: "event";
                itinerary: "itinerary";
                reservation: "reservation";
                tip: "tip";
            }>;
            id: z.ZodNumber;
            title: z.ZodString;
            change: z.ZodEnum<{
                edit: "edit";
                new: "new";
            }>;
            owner: z.ZodObject<{
                id: z.ZodNullable<z.ZodNumber>;
                name: z.ZodString;
                email: z.ZodNullable<z.ZodString>;
            }, z.core.$strip>;
            submitted_at: z.ZodString;
            proposed: z.ZodRecord<z.ZodString, z.ZodUnknown>;
        }, z.core.$strip>>;
        readonly auth: "bearer";
        readonly summary: "Board only: everything waiting for review, oldest first";
    };
    reviewApprove: {
        readonly method: "POST";
        readonly path: "/api/review/approve";
        readonly body: z.ZodObject<{
            kind: z.ZodEnum<{
                destination: "destination";
                event: "event";
                itinerary: "itinerary";
                reservation: "reservation";
                tip: "tip";
            }>;
            id: z.ZodCoercedNumber<unknown>;
        }, z.core.$strip>;
        readonly response: z.ZodObject<{
            message: z.ZodString;
        }, z.core.$strip>;
        readonly auth: "bearer";
        readonly summary: "Board only: publishes an item (or its pending edit) and tells the member";
    };
    reviewReject: {
        readonly method: "POST";
        readonly path: "/api/review/reject";
        readonly body: z.ZodObject<{
            kind: z.ZodEnum<{
                destination: "destination";
                event: "event";
                itinerary: "itinerary";
                reservation: "reservation";
                tip: "tip";
            }>;
            id: z.ZodCoercedNumber<unknown>;
            reason: z.ZodString;
        }, z.core.$strip>;
        readonly response: z.ZodObject<{
            message: z.ZodString;
        }, z.core.$strip>;
        readonly auth: "bearer";
        readonly summary: "Board only: turns an item (or its edit) down with a reason the member is mailed";
    };
    newsSiteSearch: {
        readonly method: "POST";
        readonly cache: "public";
        readonly path: "/news/search";
        readonly body: z.ZodObject<{
            title: z.ZodOptional<z.ZodString>;
            categories: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodCoercedNumber<unknown>>>>;
            limit: z.ZodOptional<z.ZodCoercedNumber<unknown>>;
        }, z.core.$strict>;
        readonly response: z.ZodArray<z.ZodObject<{
            id: z.ZodNumber;
            slug: z.ZodString;
            title: z.ZodString;
            summary: z.ZodNullable<z.ZodString>;
            main_img: z.ZodNullable<z.ZodString>;
            image_url: z.ZodNullable<z.ZodString>;
            header_image_url: z.ZodNullable<z.ZodString>;
            source_link: z.ZodNullable<z.ZodString>;
            meta_title: z.ZodNullable<z.ZodString>;
            meta_description: z.ZodNullable<z.ZodString>;
            published_at: z.ZodString;
            featured: z.ZodBoolean;
            categories: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                name: z.ZodString;
            }, z.core.$strip>>;
            entry: z.ZodObject<{
                content: z.ZodNullable<z.ZodString>;
            }, z.core.$strip>;
            fields: z.ZodObject<{
                content_blocks: z.ZodArray<z.ZodObject<{
                    id: z.ZodNumber;
                    extension: z.ZodString;
                    title: z.ZodNullable<z.ZodString>;
                    img: z.ZodNullable<z.ZodString>;
                    entry: z.ZodRecord<z.ZodString, z.ZodUnknown>;
                }, z.core.$strip>>;
            }, z.core.$strip>;
        }, z.core.$strip>>;
        readonly summary: "Site search over published news posts, best first";
    };
    newsGet: {
        readonly method: "GET";
        readonly path: "/news/get/:id";
        readonly params: z.ZodObject<{
            id: z.ZodString;
        }, z.core.$strip>;
        readonly response: z.ZodObject<{
            id: z.ZodNumber;
            slug: z.ZodString;
            title: z.ZodString;
            summary: z.ZodNullable<z.ZodString>;
            main_img: z.ZodNullable<z.ZodString>;
            image_url: z.ZodNullable<z.ZodString>;
            header_image_url: z.ZodNullable<z.ZodString>;
            source_link: z.ZodNullable<z.ZodString>;
            meta_title: z.ZodNullable<z.ZodString>;
            meta_description: z.ZodNullable<z.ZodString>;
            published_at: z.ZodString;
            featured: z.ZodBoolean;
            categories: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                name: z.ZodString;
            }, z.core.$strip>>;
            entry: z.ZodObject<{
                content: z.ZodNullable<z.ZodString>;
            }, z.core.$strip>;
            fields: z.ZodObject<{
                content_blocks: z.ZodArray<z.ZodObject<{
                    id: z.ZodNumber;
                    extension: z.ZodString;
                    title: z.ZodNullable<z.ZodString>;
                    img: z.ZodNullable<z.ZodString>;
                    entry: z.ZodRecord<z.ZodString, z.ZodUnknown>;
                }, z.core.$strip>>;
            }, z.core.$strip>;
        }, z.core.$strip>;
        readonly summary: "One published news post by id or slug";
    };
    newsDraft: {
        readonly method: "GET";
        readonly path: "/api/news/getdraft/:id";
        readonly params: z.ZodObject<{
            id: z.ZodString;
        }, z.core.$strip>;
        readonly response: z.ZodObject<{
            id: z.ZodNumber;
            slug: z.ZodString;
            title: z.ZodString;
            summary: z.ZodNullable<z.ZodString>;
            main_img: z.ZodNullable<z.ZodString>;
            image_url: z.ZodNullable<z.ZodString>;
            header_image_url: z.ZodNullable<z.ZodString>;
            source_link: z.ZodNullable<z.ZodString>;
            meta_title: z.ZodNullable<z.ZodString>;
            meta_description: z.ZodNullable<z.ZodString>;
            published_at: z.ZodString;
            featured: z.ZodBoolean;
            categories: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                name: z.ZodString;
            }, z.core.$strip>>;
            entry: z.ZodObject<{
                content: z.ZodNullable<z.ZodString>;
            }, z.core.$strip>;
            fields: z.ZodObject<{
                content_blocks: z.ZodArray<z.ZodObject<{
                    id: z.ZodNumber;
                    extension: z.ZodString;
                    title: z.ZodNullable<z.ZodString>;
                    img: z.ZodNullable<z.ZodString>;
                    entry: z.ZodRecord<z.ZodString, z.ZodUnknown>;
                }, z.core.$strip>>;
            }, z.core.$strip>;
        }, z.core.$strip>;
        readonly auth: "bearer";
        readonly summary: "A news post's pending revision for signed-in members";
    };
    newsSearch: {
        readonly method: "GET";
        readonly path: "/news/search";
        readonly query: z.ZodObject<{
            page: z.ZodOptional<z.ZodCoercedNumber<unknown>>;
            limit: z.ZodOptional<z.ZodCoercedNumber<unknown>>;
            title: z.ZodOptional<z.ZodString>;
            categories: z.ZodPreprocess<z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>, unknown>;
            order: z.ZodOptional<z.ZodEnum<{
                latest: "latest";
                oldest: "oldest";
            }>>;
        }, z.core.$strip>;
        readonly response: z.ZodObject<{
            data: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                slug: z.ZodString;
                title: z.ZodString;
                summary: z.ZodNullable<z.ZodString>;
                main_img: z.ZodNullable<z.ZodString>;
                image_url: z.ZodNullable<z.ZodString>;
                header_image_url: z.ZodNullable<z.ZodString>;
                source_link: z.ZodNullable<z.ZodString>;
                meta_title: z.ZodNullable<z.ZodString>;
                meta_description: z.ZodNullable<z.ZodString>;
                published_at: z.ZodString;
                featured: z.ZodBoolean;
                categories: z.ZodArray<z.ZodObject<{
                    id: z.ZodNumber;
                    name: z.ZodString;
                }, z.core.$strip>>;
                entry: z.ZodObject<{
                    content: z.ZodNullable<z.ZodString>;
                }, z.core.$strip>;
                fields: z.ZodObject<{
                    content_blocks: z.ZodArray<z.ZodObject<{
                        id: z.ZodNumber;
                        extension: z.ZodString;
                        title: z.ZodNullable<z.ZodString>;
                        img: z.ZodNullable<z.ZodString>;
                        entry: z.ZodRecord<z.ZodString, z.ZodUnknown>;
                    }, z.core.$strip>>;
                }, z.core.$strip>;
            }, z.core.$strip>>;
            pagination: z.ZodObject<{
                current_page: z.ZodNumber;
                per_page: z.ZodNumber;
                total: z.ZodNumber;
                last_page: z.ZodNumber;
                from: z.ZodNullable<z.ZodNumber>;
                to: z.ZodNullable<z.ZodNumber>;
                has_more_pages: z.ZodBoolean;
            }, z.core.$strip>;
        }, z.core.$strip>;
        readonly summary: "News posts, paginated";
    };
    newsList: {
        readonly method: "GET";
        readonly path: "/news/list";
        readonly query: z.ZodObject<{
            limit: z.ZodOptional<z.ZodCoercedNumber<unknown>>;
            featured: z.ZodOptional<z.ZodEnum<{
                0: "0";
                1: "1";
            }>>;
        }, z.core.$strip>;
        readonly response: z.ZodObject<{
            data: z.ZodArray<z.ZodObject<{
                id: z.ZodNumber;
                slug: z.ZodString;
                title: z.ZodString;
                summary: z.ZodNullable<z.ZodString>;
                main_img: z.ZodNullable<z.ZodString>;
                image_url: z.ZodNullable<z.ZodString>;
                header_image_url: z.ZodNullable<z.ZodString>;
                source_link: z.ZodNullable<z.ZodString>;
                meta_title: z.ZodNullable<z.ZodString>;
                meta_description: z.ZodNullable<z.ZodString>;
                published_at: z.ZodString;
                featured: z.ZodBoolean;
                categories: z.ZodArray<z.ZodObject<{
                    id: z.ZodNumber;
                    name: z.ZodString;
                }, z.core.$strip>>;
                entry: z.ZodObject<{
                    content: z.ZodNullable<z.ZodString>;
                }, z.core.$strip>;
                fields: z.ZodObject<{
                    content_blocks: z.ZodArray<z.ZodObject<{
                        id: z.ZodNumber;
                        extension: z.ZodString;
                        title: z.ZodNullable<z.ZodString>;
                        img: z.ZodNullable<z.ZodString>;
                        entry: z.ZodRecord<z.ZodString, z.ZodUnknown>;
                    }, z.core.$strip>>;
                }, z.core.$strip>;
            }, z.core.$strip>>;
        }, z.core.$strip>;
        readonly summary: "Latest news posts (home list, featured slider)";
    };
    newsCategories: {
        readonly method: "GET";
        readonly path: "/news/categories/list";
        readonly response: z.ZodArray<z.ZodObject<{
            id: z.ZodNumber;
            name: z.ZodString;
        }, z.core.$strip>>;
        readonly summary: "News categories";
    };
    nav: {
        readonly method: "GET";
        readonly path: "/nav";
        readonly response: z.ZodArray<z.ZodObject<{
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
        }, z.core.$strip>>;
        readonly summary: "Main navigation tabs";
    };
    menu: {
        readonly method: "GET";
        readonly path: "/nav/get/:name";
        readonly params: z.ZodObject<{
            name: z.ZodEnum<{
                footer_menu_1: "footer_menu_1";
                footer_menu_2: "footer_menu_2";
                top_menu: "top_menu";
            }>;
        }, z.core.$strip>;
        readonly response: z.ZodArray<z.ZodObject<{
            title: z.ZodString;
            url: z.ZodString;
            target: z.ZodNullable<z.ZodString>;
        }, z.core.$strip>>;
        readonly summary: "Menu links (top_menu, footer_menu_1, footer_menu_2)";
    };
    globals: {
        readonly method: "GET";
        readonly path: "/variables/get/global";
        readonly response: z.ZodObject<{
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
        readonly summary: "Global variables";
    };
    page: {
        readonly method: "GET";
        readonly path: "/page/get/*";
        readonly params: z.ZodObject<{
            '*': z.ZodString;
        }, z.core.$strip>;
        readonly response: z.ZodObject<{
            id: z.ZodNumber;
            slug: z.ZodString;
            title: z.ZodString;
            meta_title: z.ZodNullable<z.ZodString>;
            meta_description: z.ZodNullable<z.ZodString>;
            header_image_url: z.ZodNullable<z.ZodString>;
            entry: z.ZodObject<{
                subtitle: z.ZodNullable<z.ZodString>;
                content: z.ZodNullable<z.ZodString>;
                featured_slides_title: z.ZodNullable<z.ZodString>;
                slides: z.ZodArray<z.ZodObject<{
                    img: z.ZodString;
                    title: z.ZodNullable<z.ZodString>;
                    link: z.ZodNullable<z.ZodString>;
                }, z.core.$strip>>;
            }, z.core.$strip>;
            content_rendered: z.ZodNullable<z.ZodString>;
            fields: z.ZodObject<{
                content_blocks: z.ZodArray<z.ZodObject<{
                    id: z.ZodNumber;
                    extension: z.ZodString;
                    title: z.ZodNullable<z.ZodString>;
                    img: z.ZodNullable<z.ZodString>;
                    entry: z.ZodRecord<z.ZodString, z.ZodUnknown>;
                }, z.core.$strip>>;
                home_blocks: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    id: z.ZodNumber;
                    extension: z.ZodString;
                    title: z.ZodNullable<z.ZodString>;
                    img: z.ZodNullable<z.ZodString>;
                    entry: z.ZodRecord<z.ZodString, z.ZodUnknown>;
                }, z.core.$strip>>>;
            }, z.core.$strip>;
        }, z.core.$strip>;
        readonly summary: "A CMS page by its path";
    };
    pageDraft: {
        readonly method: "GET";
        readonly path: "/api/pages/getdraft/*";
        readonly params: z.ZodObject<{
            '*': z.ZodString;
        }, z.core.$strip>;
        readonly response: z.ZodObject<{
            id: z.ZodNumber;
            slug: z.ZodString;
            title: z.ZodString;
            meta_title: z.ZodNullable<z.ZodString>;
            meta_description: z.ZodNullable<z.ZodString>;
            header_image_url: z.ZodNullable<z.ZodString>;
            entry: z.ZodObject<{
                subtitle: z.ZodNullable<z.ZodString>;
                content: z.ZodNullable<z.ZodString>;
                featured_slides_title: z.ZodNullable<z.ZodString>;
                slides: z.ZodArray<z.ZodObject<{
                    img: z.ZodString;
                    title: z.ZodNullable<z.ZodString>;
                    link: z.ZodNullable<z.ZodString>;
                }, z.core.$strip>>;
            }, z.core.$strip>;
            content_rendered: z.ZodNullable<z.ZodString>;
            fields: z.ZodObject<{
                content_blocks: z.ZodArray<z.ZodObject<{
                    id: z.ZodNumber;
                    extension: z.ZodString;
                    title: z.ZodNullable<z.ZodString>;
                    img: z.ZodNullable<z.ZodString>;
                    entry: z.ZodRecord<z.ZodString, z.ZodUnknown>;
                }, z.core.$strip>>;
                home_blocks: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    id: z.ZodNumber;
                    extension: z.ZodString;
                    title: z.ZodNullable<z.ZodString>;
                    img: z.ZodNullable<z.ZodString>;
                    entry: z.ZodRecord<z.ZodString, z.ZodUnknown>;
                }, z.core.$strip>>>;
            }, z.core.$strip>;
        }, z.core.$strip>;
        readonly auth: "bearer";
        readonly summary: "A CMS page's pending revision for signed-in members; the path has '|' for '/'";
    };
    pagesSearch: {
        readonly method: "POST";
        readonly cache: "public";
        readonly path: "/pages/search";
        readonly body: z.ZodObject<{
            q: z.ZodString;
        }, z.core.$strict>;
        readonly response: z.ZodArray<z.ZodObject<{
            title: z.ZodString;
            link: z.ZodString;
        }, z.core.$strip>>;
        readonly summary: "Site search over CMS pages: full text plus typo-tolerant trigram match, best first";
    };
};
export type Contract = typeof contract;
export type EndpointName = keyof Contract;
type InputPart<E, K extends 'params' | 'query' | 'body'> = E extends Record<K, infer S extends z.ZodType> ? {
    [P in K]: z.input<S>;
} : {
    [P in K]?: never;
};
export type EndpointInput<N extends EndpointName> = InputPart<Contract[N], 'params'> & InputPart<Contract[N], 'query'> & InputPart<Contract[N], 'body'>;
export type EndpointOutput<N extends EndpointName> = z.output<Contract[N]['response']>;
export { buildPath, buildQuery } from './paths';
