import { fireEvent, screen } from '@testing-library/react';
import type { ContentBlock } from '@valley/shared/schemas/page';
import { allowedEmbedUrl, aspectRatio } from './embed-source';
import { YOUTUBE, homeBlock } from './home-blocks.fixture';
import { renderBlocks } from './render-blocks';

jest.mock('../../federation/remotes', () => ({
  prefetchRemote: jest.fn(),
  loadRemoteBlocks: jest.fn(() => Promise.reject(new Error('remote down in unit tests'))),
}));

const embed = (html: string): ContentBlock => ({ ...homeBlock('embed'), entry: { ...homeBlock('embed').entry, html } });

describe('media block', () => {
  it('asks nothing of the video host until the visitor presses play', () => {
    renderBlocks([homeBlock('media')]);
    expect(document.querySelector('iframe')).toBeNull();
    const poster = screen.getByRole('button', { name: 'Play video: See the Valley' });
    expect(poster.querySelector('img')?.getAttribute('src')).toContain('/media/blocks/valley-video-poster.1600x900.webp');

    fireEvent.click(poster);
    const frame = screen.getByTitle('See the Valley');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', `${YOUTUBE}?autoplay=1`);
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Play video/ })).toBeNull();
  });

  it('shows only the poster for a video address off the allow-list', () => {
    renderBlocks([{ ...homeBlock('media'), entry: { ...homeBlock('media').entry, video_url: 'https://videos.example/embed/1' } }]);
    expect(screen.queryByRole('button', { name: /Play video/ })).toBeNull();
    expect(screen.getByRole('img', { name: 'Four seasons in Happy Valley, in three minutes.' })).toBeInTheDocument();
  });
});

describe('embed block', () => {
  it('rebuilds an allow-listed iframe: lazy, titled, sandboxed', () => {
    renderBlocks([homeBlock('embed')]);
    const frame = screen.getByTitle('Fly over Happy Valley');
    expect(frame).toHaveAttribute('src', YOUTUBE);
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(screen.getByText('A drone flight along Tussey Ridge.')).toBeInTheDocument();
  });

  it('accepts a Vimeo player and names it by the block when the iframe has no title', () => {
    renderBlocks([embed('<iframe src="https://player.vimeo.com/video/76979871"></iframe>')]);
    expect(screen.getByTitle('Fly Over the Valley')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871');
  });

  it('plays YouTube’s own embed code, which sets cookies, through the privacy-enhanced player instead', () => {
    renderBlocks([embed('<iframe src="https://www.youtube.com/embed/M7lc1UVf-VE" title="Fly"></iframe>')]);
    expect(screen.getByTitle('Fly')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE');
  });

  it.each([
    ['another host', '<iframe src="https://evil.example/embed/1" title="Nope"></iframe>'],
    ['a look-alike host', '<iframe src="https://www.youtube-nocookie.com.evil.example/embed/1"></iframe>'],
    ['http', '<iframe src="http://www.youtube-nocookie.com/embed/1"></iframe>'],
    ['a javascript: address', '<iframe src="javascript:alert(1)"></iframe>'],
    ['a script, no iframe', '<script>alert(1)</script>'],
  ])('refuses %s and renders nothing', (_case, html) => {
    const { container } = renderBlocks([embed(html)]);
    expect(container).toBeEmptyDOMElement();
  });

  it('never carries the seeded markup over: only the rebuilt iframe is on the page', () => {
    renderBlocks([
      embed(
        `<div onclick="alert(1)"><script>window.pwned = true</script><iframe src="${YOUTUBE}" title="Fly" onload="alert(2)" srcdoc="<b>x</b>"></iframe></div>`,
      ),
    ]);
    const frame = screen.getByTitle('Fly');
    expect(frame).not.toHaveAttribute('onload');
    expect(frame).not.toHaveAttribute('srcdoc');
    expect(document.querySelector('script, [onclick]')).toBeNull();
  });

  it('reads the allow-list strictly', () => {
    expect(allowedEmbedUrl('https://youtube-nocookie.com/embed/1')?.hostname).toBe('youtube-nocookie.com');
    expect(allowedEmbedUrl('https://user:pass@player.vimeo.com/video/1')).toBeNull();
    expect(allowedEmbedUrl('https://player.vimeo.com:8443/video/1')).toBeNull();
    // A video page's address, as a board copies it, plays through the privacy-enhanced player; other hosts stay out.
    for (const page of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=4', 'https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ']) {
      expect(allowedEmbedUrl(page)?.href).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    }
    expect(allowedEmbedUrl('https://vimeo.com/76979871')?.href).toBe('https://player.vimeo.com/video/76979871');
    expect(allowedEmbedUrl('https://www.youtube.com/watch?v=<script>')).toBeNull();
    expect(allowedEmbedUrl('https://example.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(aspectRatio('4:3')).toBe('4 / 3');
    expect(aspectRatio('wide')).toBe('16 / 9');
  });
});
