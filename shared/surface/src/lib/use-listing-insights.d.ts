import { LINK_BUTTONS } from '../api/insight-kinds';
type LinkButton = (typeof LINK_BUTTONS)[number] | 'calendar';
export interface ListingLinks {
    listing: 'destination' | 'event';
    id: number;
    links: Partial<Record<LinkButton, ReadonlyArray<string | null | undefined>>>;
}
export declare function useListingInsights(kind: 'view' | 'drawer', subject: ListingLinks | null | undefined): void;
export {};
