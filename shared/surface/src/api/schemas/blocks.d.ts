import { z } from './zod';
export declare const MAP_DEFAULT_CENTER: {
    readonly latitude: 40.79;
    readonly longitude: -77.87;
};
export declare const MAP_DEFAULT_ZOOM = 10;
export declare const MapMarkerSchema: z.ZodObject<{
    name: z.ZodString;
    slug: z.ZodString;
    lat: z.ZodCoercedNumber<unknown>;
    lng: z.ZodCoercedNumber<unknown>;
    address: z.ZodCatch<z.ZodOptional<z.ZodNullable<z.ZodString>>>;
    city: z.ZodCatch<z.ZodOptional<z.ZodNullable<z.ZodString>>>;
    state: z.ZodCatch<z.ZodOptional<z.ZodNullable<z.ZodString>>>;
    zip: z.ZodCatch<z.ZodOptional<z.ZodNullable<z.ZodString>>>;
    phone: z.ZodCatch<z.ZodOptional<z.ZodNullable<z.ZodString>>>;
}, z.core.$strip>;
export type MapMarker = z.infer<typeof MapMarkerSchema>;
export declare const MapBlockEntrySchema: z.ZodObject<{
    latitude: z.ZodCatch<z.ZodCoercedNumber<unknown>>;
    longitude: z.ZodCatch<z.ZodCoercedNumber<unknown>>;
    zoom: z.ZodCatch<z.ZodCoercedNumber<unknown>>;
    all_destinations: z.ZodCatch<z.ZodBoolean>;
    destinations: z.ZodPipe<z.ZodCatch<z.ZodArray<z.ZodUnknown>>, z.ZodTransform<{
        name: string;
        slug: string;
        lat: number;
        lng: number;
        address?: string | null | undefined;
        city?: string | null | undefined;
        state?: string | null | undefined;
        zip?: string | null | undefined;
        phone?: string | null | undefined;
    }[], unknown[]>>;
    towns: z.ZodPipe<z.ZodCatch<z.ZodArray<z.ZodUnknown>>, z.ZodTransform<{
        name: string;
        slug: string;
        lat: number;
        lng: number;
        address?: string | null | undefined;
        city?: string | null | undefined;
        state?: string | null | undefined;
        zip?: string | null | undefined;
        phone?: string | null | undefined;
    }[], unknown[]>>;
}, z.core.$strip>;
export type MapBlockEntry = z.infer<typeof MapBlockEntrySchema>;
export declare const FavoriteCardSchema: z.ZodObject<{
    title: z.ZodString;
    img: z.ZodCatch<z.ZodOptional<z.ZodNullable<z.ZodString>>>;
    subtitle: z.ZodCatch<z.ZodOptional<z.ZodNullable<z.ZodString>>>;
    link: z.ZodCatch<z.ZodOptional<z.ZodNullable<z.ZodString>>>;
}, z.core.$strip>;
export type FavoriteCard = z.infer<typeof FavoriteCardSchema>;
export declare const FavoritesBlockEntrySchema: z.ZodObject<{
    subtitle: z.ZodCatch<z.ZodOptional<z.ZodNullable<z.ZodString>>>;
    content: z.ZodCatch<z.ZodOptional<z.ZodNullable<z.ZodString>>>;
    items: z.ZodPipe<z.ZodCatch<z.ZodArray<z.ZodUnknown>>, z.ZodTransform<{
        title: string;
        img?: string | null | undefined;
        subtitle?: string | null | undefined;
        link?: string | null | undefined;
    }[], unknown[]>>;
    link: z.ZodCatch<z.ZodOptional<z.ZodNullable<z.ZodString>>>;
    button_text: z.ZodCatch<z.ZodOptional<z.ZodNullable<z.ZodString>>>;
}, z.core.$strip>;
export type FavoritesBlockEntry = z.infer<typeof FavoritesBlockEntrySchema>;
export declare const EventsBlockEntrySchema: z.ZodObject<{
    categories: z.ZodCatch<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
    limit: z.ZodCatch<z.ZodNumber>;
    days: z.ZodCatch<z.ZodNumber>;
    link: z.ZodCatch<z.ZodOptional<z.ZodNullable<z.ZodString>>>;
    button_text: z.ZodCatch<z.ZodOptional<z.ZodNullable<z.ZodString>>>;
}, z.core.$strip>;
export type EventsBlockEntry = z.infer<typeof EventsBlockEntrySchema>;
export declare const EventsSliderEntrySchema: z.ZodObject<{
    categories: z.ZodCatch<z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>>;
    title: z.ZodCatch<z.ZodOptional<z.ZodString>>;
    limit: z.ZodCatch<z.ZodOptional<z.ZodNumber>>;
}, z.core.$strip>;
export type EventsSliderEntry = z.infer<typeof EventsSliderEntrySchema>;
export declare const DestinationEventsEntrySchema: z.ZodObject<{
    destination_id: z.ZodCoercedNumber<unknown>;
    destination_name: z.ZodCatch<z.ZodOptional<z.ZodString>>;
}, z.core.$strip>;
export type DestinationEventsEntry = z.infer<typeof DestinationEventsEntrySchema>;
export declare const HOME_NEWS_LIMIT = 15;
export declare const ArticleSliderEntrySchema: z.ZodObject<{
    limit: z.ZodCatch<z.ZodNumber>;
    featured: z.ZodCatch<z.ZodBoolean>;
    link: z.ZodCatch<z.ZodOptional<z.ZodNullable<z.ZodString>>>;
    button_text: z.ZodCatch<z.ZodOptional<z.ZodNullable<z.ZodString>>>;
}, z.core.$strip>;
export type ArticleSliderEntry = z.infer<typeof ArticleSliderEntrySchema>;
