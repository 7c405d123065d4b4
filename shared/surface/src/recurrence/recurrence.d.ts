import { type EventTiming } from './rule';
export type { EventTiming } from './rule';
export { eventSchedule } from './schedule';
export interface Occurrence {
    starts: Date;
    ends: Date;
}
export declare const NEXT_OCCURRENCE_MAX_STEPS = 52;
export declare function toRRuleString(event: EventTiming): string | null;
export declare function occurrencesBetween(event: EventTiming, from: Date, to: Date, limit?: number): Occurrence[];
export declare function nextOccurrence(event: EventTiming, now?: Date): Occurrence | null;
export declare function describeRecurrence(event: EventTiming): string;
export declare function endDateFromCount(event: EventTiming): string | null;
