// The valley's two daylight-saving nights, as test cases every side runs: the time module's own
// test, the API's (what a member's event is stored as) and the apps' (what a form means).

export interface DstCase {
  name: string;
  /** What a member types: New York wall-clock time. */
  local: string;
  /** The instant it means. */
  instant: string;
  /** How the API writes that instant back. */
  localIso: string;
  /** How the site shows its time. */
  time: string;
}

export const DST_CASES: readonly DstCase[] = [
  {
    name: 'before the fall-back hour',
    local: '2025-11-02T00:30',
    instant: '2025-11-02T04:30:00.000Z',
    localIso: '2025-11-02T00:30:00-04:00',
    time: '12:30 AM',
  },
  {
    name: 'fall back: 1:30 AM happens twice and means the first (EDT)',
    local: '2025-11-02T01:30',
    instant: '2025-11-02T05:30:00.000Z',
    localIso: '2025-11-02T01:30:00-04:00',
    time: '1:30 AM',
  },
  {
    name: 'after the fall-back hour (EST)',
    local: '2025-11-02T02:30',
    instant: '2025-11-02T07:30:00.000Z',
    localIso: '2025-11-02T02:30:00-05:00',
    time: '2:30 AM',
  },
  {
    name: 'before the spring-forward gap (EST)',
    local: '2026-03-08T01:30',
    instant: '2026-03-08T06:30:00.000Z',
    localIso: '2026-03-08T01:30:00-05:00',
    time: '1:30 AM',
  },
  {
    name: 'spring forward: 2:30 AM never happens and means 3:30 AM EDT',
    local: '2026-03-08T02:30',
    instant: '2026-03-08T07:30:00.000Z',
    localIso: '2026-03-08T03:30:00-04:00',
    time: '3:30 AM',
  },
  {
    name: 'after the spring-forward gap (EDT)',
    local: '2026-03-08T03:30',
    instant: '2026-03-08T07:30:00.000Z',
    localIso: '2026-03-08T03:30:00-04:00',
    time: '3:30 AM',
  },
];

/** The second 1:30 AM of the fall-back night: an instant no typed time means, which still reads back right. */
export const SECOND_FALL_BACK_READING = { instant: '2025-11-02T06:30:00.000Z', localIso: '2025-11-02T01:30:00-05:00' } as const;
