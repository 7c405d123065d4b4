import type { APIRequestContext } from '@playwright/test';
import { expect } from './test';
import { API_URL } from './ports';

/** The API's time moved on by `offsetMs` from the real one (0 puts it back): DEV_CLOCK=1 in playwright.config.ts (decision 090). */
export async function moveApiClock(request: APIRequestContext, offsetMs: number): Promise<void> {
  const moved = await request.post(`${API_URL}/dev/clock`, { data: { offset_ms: offsetMs } });
  expect(moved.status(), await moved.text()).toBe(200);
}
