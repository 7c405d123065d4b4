import { z } from './zod';
export declare const ContentBlockSchema: z.ZodObject<{
    id: z.ZodNumber;
    extension: z.ZodString;
    title: z.ZodNullable<z.ZodString>;
    img: z.ZodNullable<z.ZodString>;
    entry: z.ZodRecord<z.ZodString, z.ZodUnknown>;
}, z.core.$strip>;
export type ContentBlock = z.infer<typeof ContentBlockSchema>;
export declare const SlideSchema: z.ZodObject<{
    img: z.ZodString;
    title: z.ZodNullable<z.ZodString>;
    link: z.ZodNullable<z.ZodString>;
}, z.core.$strip>;
export declare const PageSchema: z.ZodObject<{
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
export type Page = z.infer<typeof PageSchema>;
export declare const SearchResultSchema: z.ZodObject<{
    title: z.ZodString;
    link: z.ZodString;
}, z.core.$strip>;
export type SearchResult = z.infer<typeof SearchResultSchema>;
export declare const PagePathSchema: z.ZodString;
