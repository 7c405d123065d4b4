import { act, render } from '@testing-library/react';
import type { ContentBlock } from '@valley/shared/schemas/page';
import { MemoryRouter } from '@valley/shared/router';
import { BlockRenderer } from './block-renderer';

/** Test helper: blocks as a page renders them, inside a router (SiteLink needs one). */
export function renderBlocks(blocks: ContentBlock[]) {
  return render(
    <MemoryRouter>
      <BlockRenderer blocks={blocks} />
    </MemoryRouter>,
  );
}

/** Lets the idle wait before a slider's upgrade pass, and lazily loaded chunks (the Swiper carousel) resolve and render. */
export async function settle(): Promise<void> {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 60)));
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
