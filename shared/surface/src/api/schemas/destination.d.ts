import { DESTINATION_ORDERS } from '../orders';
import { z } from './zod';
export declare const DestinationSchema: z.ZodObject<{
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
export type Destination = z.infer<typeof DestinationSchema>;
export declare const DestinationCardSchema: z.ZodObject<{
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
}, z.core.$strip>;
export type DestinationCard = z.infer<typeof DestinationCardSchema>;
export { DESTINATION_ORDERS };
export declare const DestinationSearchBodySchema: z.ZodObject<{
    name: z.ZodOptional<z.ZodString>;
    experiences: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
    activities: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
    categories: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
    order: z.ZodOptional<z.ZodEnum<{
        name: "name";
        updated: "updated";
    }>>;
}, z.core.$strict>;
export type DestinationSearchBody = z.infer<typeof DestinationSearchBodySchema>;
export declare const DestinationPageBodySchema: z.ZodObject<{
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
export type DestinationPageBody = z.infer<typeof DestinationPageBodySchema>;
export declare const DestinationCardPageSchema: z.ZodObject<{
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
export type DestinationCardPage = z.infer<typeof DestinationCardPageSchema>;
export declare const DestinationPinSchema: z.ZodObject<{
    id: z.ZodNumber;
    slug: z.ZodString;
    name: z.ZodString;
    location_latitude: z.ZodNullable<z.ZodNumber>;
    location_longitude: z.ZodNullable<z.ZodNumber>;
}, z.core.$strip>;
export type DestinationPin = z.infer<typeof DestinationPinSchema>;
export declare const DestinationPinColumnsSchema: z.ZodObject<{
    id: z.ZodArray<z.ZodNumber>;
    slug: z.ZodArray<z.ZodString>;
    name: z.ZodArray<z.ZodString>;
    lat: z.ZodArray<z.ZodNullable<z.ZodNumber>>;
    lng: z.ZodArray<z.ZodNullable<z.ZodNumber>>;
}, z.core.$strip>;
export type DestinationPinColumns = z.infer<typeof DestinationPinColumnsSchema>;
export { pinsOf } from '../pins';
export declare const DestinationSummarySchema: z.ZodObject<{
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
}, z.core.$strip>;
export type DestinationSummary = z.infer<typeof DestinationSummarySchema>;
export declare const LookupItemSchema: z.ZodObject<{
    id: z.ZodNumber;
    name: z.ZodString;
}, z.core.$strip>;
export type LookupItem = z.infer<typeof LookupItemSchema>;
