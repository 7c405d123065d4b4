import type { RepeatingRule } from '@valley/shared/schemas/recurrence';
import { type RecurrenceInput } from './fields';
export type EventTiming = RecurrenceInput & {
    starts: Date | string;
    ends: Date | string;
};
export interface Series {
    starts: Date;
    ends: Date;
    floatingStart: Date;
    floatingDuration: number;
    rule: RepeatingRule | null;
}
export declare function toInstant(value: Date | string, name: string): Date;
export declare function resolveSeries(event: EventTiming): Series;
