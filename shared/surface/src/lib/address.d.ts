export declare function phoneHref(phone: string): string | null;
export declare function cityLine(place: {
    city?: string | null;
    state?: string | null;
    zip?: string | null;
}): string;
