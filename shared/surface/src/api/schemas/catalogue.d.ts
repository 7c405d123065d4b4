import { z } from './zod';
export declare const DestinationCategorySchema: z.ZodObject<{
    id: z.ZodNumber;
    name: z.ZodString;
    slug: z.ZodString;
    description: z.ZodNullable<z.ZodString>;
    content: z.ZodNullable<z.ZodString>;
}, z.core.$strip>;
export type DestinationCategory = z.infer<typeof DestinationCategorySchema>;
export declare const CategoryPageSchema: z.ZodObject<{
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
export type CategoryPage = z.infer<typeof CategoryPageSchema>;
export declare const ExperienceSchema: z.ZodObject<{
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
export type Experience = z.infer<typeof ExperienceSchema>;
export declare const ActivitySchema: z.ZodObject<{
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
export type Activity = z.infer<typeof ActivitySchema>;
export declare const TownSchema: z.ZodObject<{
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
export type Town = z.infer<typeof TownSchema>;
