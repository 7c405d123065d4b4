export interface DstCase {
    name: string;
    local: string;
    instant: string;
    localIso: string;
    time: string;
}
export declare const DST_CASES: readonly DstCase[];
export declare const SECOND_FALL_BACK_READING: {
    readonly instant: '2025-11-02T06:30:00.000Z';
    readonly localIso: '2025-11-02T01:30:00-05:00';
};
