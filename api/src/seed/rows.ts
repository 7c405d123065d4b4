import { addDays, instantAt, type DayKey } from '@valley/shared/time';

/** One row to insert: column → value (jsonb values wrapped with `json`). */
export type Row = Record<string, unknown>;

/** created_at / updated_at a number of days before the seed day, at a wall-clock hour. */
export type Stamp = (createdAgo: number, updatedAgo: number, hour?: number) => { created_at: Date; updated_at: Date };

export function stamper(base: DayKey): Stamp {
  return (createdAgo, updatedAgo, hour = 9) => {
    if (updatedAgo > createdAgo) throw new Error('updated_at before created_at');
    return { created_at: instantAt(addDays(base, -createdAgo), hour), updated_at: instantAt(addDays(base, -updatedAgo), hour) };
  };
}
