import { NEWS_ORDERS } from '../orders';
import { z } from './zod';
export declare const NewsCategorySchema: z.ZodObject<{
    id: z.ZodNumber;
    name: z.ZodString;
}, z.core.$strip>;
export type NewsCategory = z.infer<typeof NewsCategorySchema>;
export declare const NewsPostSchema: z.ZodObject<{
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
export type NewsPost = z.infer<typeof NewsPostSchema>;
export { NEWS_ORDERS };
export declare const NewsSearchQuerySchema: z.ZodObject<{
    page: z.ZodOptional<z.ZodCoercedNumber<unknown>>;
    limit: z.ZodOptional<z.ZodCoercedNumber<unknown>>;
    title: z.ZodOptional<z.ZodString>;
    categories: z.ZodPreprocess<z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>, unknown>;
    order: z.ZodOptional<z.ZodEnum<{
        latest: "latest";
        oldest: "oldest";
    }>>;
}, z.core.$strip>;
export type NewsSearchQuery = z.infer<typeof NewsSearchQuerySchema>;
export declare const NewsListQuerySchema: z.ZodObject<{
    limit: z.ZodOptional<z.ZodCoercedNumber<unknown>>;
    featured: z.ZodOptional<z.ZodEnum<{
        0: "0";
        1: "1";
    }>>;
}, z.core.$strip>;
export type NewsListQuery = z.infer<typeof NewsListQuerySchema>;
export declare const NewsPageSchema: z.ZodObject<{
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
export declare const NewsListSchema: z.ZodObject<{
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
export declare const NewsSiteSearchBodySchema: z.ZodObject<{
    title: z.ZodOptional<z.ZodString>;
    categories: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodCoercedNumber<unknown>>>>;
    limit: z.ZodOptional<z.ZodCoercedNumber<unknown>>;
}, z.core.$strict>;
export type NewsSiteSearchBody = z.infer<typeof NewsSiteSearchBodySchema>;
