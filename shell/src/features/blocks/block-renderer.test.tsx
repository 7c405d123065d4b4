import { render, screen } from '@testing-library/react';
import type { ContentBlock } from '@valley/shared/schemas/page';
import { MemoryRouter } from '@valley/shared/router';
import { BlockRenderer } from './block-renderer';

const block = (id: number, extension: string, title: string): ContentBlock => ({ id, extension, title, img: null, entry: {} });

function Broken(): never {
  throw new Error('bad block data');
}
const Title = ({ block: { title } }: { block: ContentBlock }) => <h2>{title}</h2>;

describe('BlockRenderer', () => {
  it('renders known kinds in order and skips an unknown kind', () => {
    render(
      <MemoryRouter>
        <BlockRenderer blocks={[block(1, 'content', 'First'), block(2, 'hologram', 'Never'), block(3, 'content', 'Second')]} components={{ content: Title }} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['First', 'Second']);
    expect(screen.queryByText('Never')).toBeNull();
  });

  it('isolates a failing block so the rest of the page renders', () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <BlockRenderer blocks={[block(1, 'broken', 'Boom'), block(2, 'content', 'Still here')]} components={{ broken: Broken, content: Title }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Still here' })).toBeInTheDocument();
    quiet.mockRestore();
  });
});
