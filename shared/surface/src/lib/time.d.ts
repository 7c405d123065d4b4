export declare const TIME_ZONE = "America/New_York";
export declare const DAY_MS = 86400000;
export interface CalendarDay {
    year: number;
    month: number;
    day: number;
}
export interface WallClock extends CalendarDay {
    hour: number;
    minute: number;
    second: number;
}
export type DayKey = string;
export declare const DATE_YEARS: {
    readonly first: 1900;
    readonly last: 2100;
};
export declare const daysInMonth: (year: number, month: number) => number;
export declare const monthName: (month: number) => string;
export declare const dayKey: (year: number, month: number, day: number) => DayKey;
export declare function parseDayKey(value: string): CalendarDay | null;
export declare const addDays: (key: DayKey, days: number) => DayKey;
export declare const daysBetween: (a: DayKey, b: DayKey) => number;
export declare const weekdayOf: (key: DayKey) => number;
export declare const startOfWeek: (key: DayKey) => DayKey;
export declare const monthOf: (key: DayKey) => {
    year: number;
    month: number;
};
export declare function dateTimeProblem(text: string): string | null;
export declare function wallClock(instant: Date): WallClock;
export declare function zonedTime(year: number, month: number, day: number, hour?: number, minute?: number, second?: number): Date;
export declare const instantAt: (key: DayKey, hour?: number, minute?: number) => Date;
export declare const valleyYear: (instant: Date) => number;
export declare function dayKeyOf(instant: Date): DayKey;
export declare function toLocalIso(instant: Date): string;
export declare function instantOf(text: string, { endOfDay }?: {
    endOfDay?: boolean | undefined;
}): Date | null;
export declare const toFloating: (instant: Date) => Date;
export declare function wallClockOfFloating(floating: Date): WallClock;
export declare function fromFloating(floating: Date): Date;
export declare function formatFloating(floating: Date): string;
interface DayWords {
    weekday: string;
    month: string;
    day: number;
    year: number;
}
declare const DAY_FORMATS: {
    weekday: (d: DayWords) => string;
    full: (d: DayWords) => string;
    date: (d: DayWords) => string;
    long: (d: DayWords) => string;
    monthDay: (d: DayWords) => string;
    month: (d: DayWords) => string;
    monthShort: (d: DayWords) => string;
};
export type DayFormat = keyof typeof DAY_FORMATS;
export declare function formatDay(key: DayKey, style: DayFormat): string;
export declare const formatTime: (instant: Date) => string;
export declare const formatDateTime: (instant: Date) => string;
export {};
