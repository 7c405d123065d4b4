import { render, screen } from '@testing-library/react';
import type { ContentBlock } from '@valley/shared/schemas/page';
import { ContentBlocksProvider, pageBlock } from '@valley/shared/federation/content-blocks';
import { ListingBlocks, ResultsAds } from './listing-ads';

/** A renderer that names each block it draws. */
function Renderer({ blocks }: { blocks: ContentBlock[] }) {
  return blocks.map((block) => <section key={block.id} aria-label={`${block.extension} ${block.id}`} />);
}

const blocks = [pageBlock(1, 'content', {}), pageBlock(2, 'fc_ad', {}), pageBlock(3, 'featured_ad', {}), pageBlock(4, 'cta', {})];

it('draws the blocks in order, the ads in a wide-screen-only frame', () => {
  render(
    <ContentBlocksProvider renderer={Renderer}>
      <ListingBlocks blocks={blocks} />
    </ContentBlocksProvider>,
  );
  const drawn = screen.getAllByRole('region');
  expect(drawn.map((block) => block.getAttribute('aria-label'))).toEqual(['content -1', 'fc_ad -2', 'featured_ad -3', 'cta -4']);
  expect(drawn[1]!.parentElement).toHaveClass('wideOnly');
  expect(drawn[1]!.parentElement).toBe(drawn[2]!.parentElement);
  expect(drawn[0]!.parentElement).not.toHaveClass('wideOnly');
});

it('draws only the ads among the results, as a phone-only list item, and nothing without ads', () => {
  const { rerender } = render(
    <ContentBlocksProvider renderer={Renderer}>
      <ul aria-label="Results">
        <ResultsAds blocks={blocks} />
      </ul>
    </ContentBlocksProvider>,
  );
  const item = screen.getByRole('listitem');
  expect(item).toHaveClass('phoneOnly');
  expect(screen.getAllByRole('region').map((block) => block.getAttribute('aria-label'))).toEqual(['fc_ad -2', 'featured_ad -3']);
  rerender(
    <ContentBlocksProvider renderer={Renderer}>
      <ul aria-label="Results">
        <ResultsAds blocks={[blocks[0]!]} />
      </ul>
    </ContentBlocksProvider>,
  );
  expect(screen.queryByRole('listitem')).toBeNull();
});
