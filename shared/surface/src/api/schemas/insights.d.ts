import { z } from './zod';
import { AD_KINDS, INSIGHT_BATCH_MAX, INSIGHT_KINDS, INSIGHT_PATHS, INSIGHT_PERIODS, LINK_BUTTONS, LISTING_KINDS, SEARCH_TERM_MAX, searchTermOf, VIEW_TOKEN_EVENTS, zeroTotals, type InsightKind, type InsightPeriod } from '../insight-kinds';
export { AD_KINDS, INSIGHT_BATCH_MAX, INSIGHT_KINDS, INSIGHT_PATHS, INSIGHT_PERIODS, LINK_BUTTONS, LISTING_KINDS, SEARCH_TERM_MAX, searchTermOf, VIEW_TOKEN_EVENTS, zeroTotals, };
export type { InsightKind, InsightPeriod };
export declare const InsightEventSchema: z.ZodUnion<readonly [z.ZodObject<{
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
}, z.core.$strip>]>;
export type InsightEvent = z.infer<typeof InsightEventSchema>;
export declare const VIEW_TOKEN_MAX = 100;
export declare const InsightBatchSchema: z.ZodPreprocess<z.ZodObject<{
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
export type InsightBatch = z.infer<typeof InsightBatchSchema>;
export declare const InsightTokenSchema: z.ZodObject<{
    token: z.ZodNullable<z.ZodString>;
    expiresIn: z.ZodNumber;
}, z.core.$strip>;
export type InsightToken = z.infer<typeof InsightTokenSchema>;
export declare const InsightsQuerySchema: z.ZodObject<{
    days: z.ZodDefault<z.ZodCoercedNumber<unknown> & z.ZodType<7 | 30 | 90, unknown, z.core.$ZodTypeInternals<7 | 30 | 90, unknown>>>;
}, z.core.$strip>;
export declare const InsightTotalsSchema: z.ZodRecord<z.ZodEnum<{
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
export type InsightTotals = z.infer<typeof InsightTotalsSchema>;
export declare const InsightSeriesPointSchema: z.ZodObject<{
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
}, z.core.$strip>;
export declare const ListingInsightsSchema: z.ZodObject<{
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
}, z.core.$strip>;
export type ListingInsights = z.infer<typeof ListingInsightsSchema>;
export declare const MemberInsightsSchema: z.ZodObject<{
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
export type MemberInsights = z.infer<typeof MemberInsightsSchema>;
export declare const BoardInsightsSchema: z.ZodObject<{
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
export type BoardInsights = z.infer<typeof BoardInsightsSchema>;
