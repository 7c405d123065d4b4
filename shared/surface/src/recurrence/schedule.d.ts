import { type EventTiming } from './rule';
export declare function eventSchedule(event: EventTiming): Record<string, unknown> | null;
