import { render, screen } from '@testing-library/react';
import { ContentBlocks, ContentBlocksProvider, pageBlock, type ContentBlocksRendererProps } from './content-blocks';

function HostRenderer({ blocks }: ContentBlocksRendererProps) {
  return (
    <ul aria-label="blocks">
      {blocks.map((block) => (
        <li key={block.id}>{block.extension}</li>
      ))}
    </ul>
  );
}

test("a remote page's blocks render through the host's renderer, in order", () => {
  render(
    <ContentBlocksProvider renderer={HostRenderer}>
      <ContentBlocks blocks={[pageBlock(1, 'events_slider', { categories: [248] }), pageBlock(2, 'map', {})]} />
    </ContentBlocksProvider>,
  );
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['events_slider', 'map']);
});

test('without a host (a stand-alone harness) blocks are left out, not broken', () => {
  const { container } = render(<ContentBlocks blocks={[pageBlock(1, 'events_slider', {})]} />);
  expect(container).toBeEmptyDOMElement();
});
