import { z } from './zod';

// Freshness of a listing (decision 090): when its owner, or the board, last said it is right.

/**
 * 'fresh' until 6 months after its last confirmation; 'due' from then (its owner is mailed at 6 and 11 months); 'hidden' from 12 months,
 * when it is gone from listings, search and maps (its page still answers, marked) until it is confirmed again.
 */
export const FRESHNESS_STATES = ['fresh', 'due', 'hidden'] as const;
export type FreshnessState = (typeof FRESHNESS_STATES)[number];

/** What an owner checks before "Still accurate": the facts a visitor acts on, shown as the listing has them (the dashboard, the reminders). */
export const LISTING_CHECKS = [
  { field: 'phone', label: 'Phone' },
  { field: 'email', label: 'E-mail' },
  { field: 'address', label: 'Address' },
  { field: 'website', label: 'Website' },
  { field: 'reservations_link', label: 'Reservations' },
  { field: 'restaurant_link', label: 'Menu' },
] as const;

export const ListingFreshnessSchema = z.object({
  /** The New York day of the last confirmation ('2026-05-03'): an approved edit or "Still accurate". */
  confirmed_on: z.string(),
  state: z.enum(FRESHNESS_STATES),
  /** The day it leaves listings, search and maps unless confirmed before. */
  hidden_from: z.string(),
});
export type ListingFreshness = z.infer<typeof ListingFreshnessSchema>;

/** POST /api/destinations/confirm ("Still accurate"): the listing's new freshness. */
export const ListingConfirmedSchema = z.object({ message: z.string(), freshness: ListingFreshnessSchema });

export const StaleListingSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** Its owner's name, or null when the board keeps it. */
  owner: z.string().nullable(),
  freshness: ListingFreshnessSchema,
});
export type StaleListing = z.infer<typeof StaleListingSchema>;

/** The board's report of listings past their first reminder, by town and then by category (a listing counts under its first category). */
export const StaleReportSchema = z.object({
  due: z.number().int(),
  hidden: z.number().int(),
  groups: z.array(
    z.object({
      town: z.string(),
      category: z.string(),
      due: z.number().int(),
      hidden: z.number().int(),
      listings: z.array(StaleListingSchema),
    }),
  ),
});
export type StaleReport = z.infer<typeof StaleReportSchema>;
