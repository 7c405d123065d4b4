import { z } from './zod';
export declare const optionalText: z.ZodNullable<z.ZodString>;
export declare const ApiErrorBodySchema: z.ZodObject<{
    statusCode: z.ZodNumber;
    error: z.ZodString;
    message: z.ZodString;
}, z.core.$strip>;
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
export declare const PaginationSchema: z.ZodObject<{
    current_page: z.ZodNumber;
    per_page: z.ZodNumber;
    total: z.ZodNumber;
    last_page: z.ZodNumber;
    from: z.ZodNullable<z.ZodNumber>;
    to: z.ZodNullable<z.ZodNumber>;
    has_more_pages: z.ZodBoolean;
}, z.core.$strip>;
export type Pagination = z.infer<typeof PaginationSchema>;
export declare const paginated: <T extends z.ZodType>(item: T) => z.ZodObject<{
    data: z.ZodArray<T>;
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
export declare const queryList: <T extends z.ZodType>(item: T) => z.ZodPreprocess<z.ZodOptional<z.ZodArray<T>>, unknown>;
export declare const idParam: z.ZodCoercedNumber<unknown>;
export declare const slugParam: z.ZodString;
export declare const atMostMessage: (label: string, max: number) => string;
export declare const namesItsField: (message: string) => boolean;
export declare const RICH_TEXT_MAX_CHARACTERS = 10000;
export declare const RICH_TEXT_MAX_HTML = 100000;
export declare const richTextLength: (html: string) => number;
export declare const richTextHasText: (html: string) => boolean;
export declare const richTextLimitProblem: (label: string, html: string) => string | null;
export declare const withWebScheme: (value: string) => string;
export declare const isWebAddress: (value: string) => boolean;
export declare const webAddressMessage: (label: string) => string;
export declare const pageNumber: z.ZodCoercedNumber<unknown>;
export declare const pageLimit: z.ZodCoercedNumber<unknown>;
export declare const idList: z.ZodArray<z.ZodCoercedNumber<unknown>>;
export declare const searchText: z.ZodString;
export declare const idOrSlugParam: z.ZodString;
export declare const SearchQueryBodySchema: z.ZodObject<{
    q: z.ZodString;
}, z.core.$strict>;
export type SearchQueryBody = z.infer<typeof SearchQueryBodySchema>;
export declare const MessageSchema: z.ZodObject<{
    message: z.ZodString;
}, z.core.$strip>;
export type Message = z.infer<typeof MessageSchema>;
export declare const dateTimeField: (label: string) => z.ZodString;
export declare const PendingReviewSchema: z.ZodNullable<z.ZodObject<{
    status: z.ZodEnum<{
        pending: "pending";
        rejected: "rejected";
    }>;
    note: z.ZodNullable<z.ZodString>;
}, z.core.$strip>>;
export type PendingReview = z.infer<typeof PendingReviewSchema>;
export declare const withPendingReview: <Shape extends z.ZodRawShape, Config extends z.core.$ZodObjectConfig>(schema: z.ZodObject<Shape, Config>) => z.ZodObject<(keyof Shape & "pending_review" extends never ? Shape & {
    pending_review: z.ZodNullable<z.ZodObject<{
        status: z.ZodEnum<{
            pending: "pending";
            rejected: "rejected";
        }>;
        note: z.ZodNullable<z.ZodString>;
    }, z.core.$strip>>;
} : { [K in keyof Shape as K extends "pending_review" ? never : K]: Shape[K]; } & {
    pending_review: z.ZodNullable<z.ZodObject<{
        status: z.ZodEnum<{
            pending: "pending";
            rejected: "rejected";
        }>;
        note: z.ZodNullable<z.ZodString>;
    }, z.core.$strip>>;
}) extends infer T ? { [k in keyof T]: T[k]; } : never, Config>;
