import { TIP_ORDERS } from '../orders';
import { z } from './zod';
export declare const AuthorSchema: z.ZodObject<{
    display_name: z.ZodString;
    city: z.ZodNullable<z.ZodString>;
}, z.core.$strip>;
export type Author = z.infer<typeof AuthorSchema>;
export declare const TipSchema: z.ZodObject<{
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
export type Tip = z.infer<typeof TipSchema>;
export { TIP_ORDERS };
export declare const TipListBodySchema: z.ZodObject<{
    title: z.ZodOptional<z.ZodString>;
    name: z.ZodOptional<z.ZodString>;
    order: z.ZodOptional<z.ZodEnum<{
        title: "title";
        upcoming: "upcoming";
    }>>;
}, z.core.$strict>;
export type TipListBody = z.infer<typeof TipListBodySchema>;
