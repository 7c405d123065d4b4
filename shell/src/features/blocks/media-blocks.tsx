import { useHydrated } from '@valley/shared/ui/hydrated';
import { useState } from 'react';
import type { ContentBlock } from '@valley/shared/schemas/page';
import { RichText } from '@valley/shared/ui/rich-text';
import { BlockImage } from './block-image';
import { entryText } from './block-entry';
import { allowedEmbedUrl, aspectRatio, frameFromHtml } from './embed-source';
import styles from './media-blocks.module.css';
import { BlockSection } from './block-section';

const FRAME_ALLOW = 'accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen';

/** The same address, asking the player to start (the visitor just pressed play). */
function withAutoplay(video: URL): URL {
  const url = new URL(video.href);
  url.searchParams.set('autoplay', '1');
  return url;
}

/** The iframe the shell builds for an allow-listed video address. */
function VideoFrame({ src, title, lazy, takeFocus = false }: { src: URL; title: string; lazy: boolean; takeFocus?: boolean }) {
  return (
    <iframe
      // Replaces the play button the visitor just pressed, so focus moves to the player instead of the page top.
      ref={takeFocus ? (frame) => frame?.focus() : undefined}
      className={styles.frame}
      src={src.href}
      title={title}
      loading={lazy ? 'lazy' : undefined}
      allow={FRAME_ALLOW}
      allowFullScreen
      // Players need scripts and their own origin, nothing more; scripts plus same-origin undo a sandbox only for this site's origin, never allow-listed.
      // oxlint-disable-next-line react/iframe-missing-sandbox
      sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
      // The players need the page's origin as referrer; nothing more.
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

/** `media`: a video behind its poster; the third-party player loads only on play, so viewing the page makes no request to the video host. */
export function MediaBlock({ block }: { block: ContentBlock }) {
  const [playing, setPlaying] = useState(false);
  const video = allowedEmbedUrl(entryText(block, 'video_url'));
  const poster = entryText(block, 'poster') ?? block.img;
  const caption = entryText(block, 'caption');
  const title = block.title ?? caption ?? 'Video';
  if (!video && !poster) return null;

  return (
    <BlockSection title={block.title} label={title} narrow>
      <figure className={styles.figure}>
        <div className={styles.stage}>
          {video && playing ? (
            <VideoFrame src={withAutoplay(video)} title={title} lazy={false} takeFocus />
          ) : video ? (
            <button type="button" className={styles.poster} onClick={() => setPlaying(true)} aria-label={`Play video: ${title}`}>
              {poster ? <BlockImage eagerInFirstBlock className={styles.posterImage} src={poster} alt="" sizes="(min-width: 1024px) 960px, 100vw" /> : null}
              <span className={styles.playIcon} aria-hidden="true" />
            </button>
          ) : poster ? (
            <BlockImage eagerInFirstBlock className={styles.posterImage} src={poster} alt={caption ?? ''} sizes="(min-width: 1024px) 960px, 100vw" />
          ) : null}
        </div>
        {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
      </figure>
      <RichText className={styles.content} html={entryText(block, 'content')} />
    </BlockSection>
  );
}

/** `embed`: only an iframe to an allow-listed host, rebuilt from its parsed address; anything else renders nothing. */
export function EmbedBlock({ block }: { block: ContentBlock }) {
  // The frame is read with the browser's DOMParser: the server has none, so the block joins the page once it has hydrated.
  const hydrated = useHydrated();
  const frame = hydrated ? frameFromHtml(entryText(block, 'html')) : null;
  if (!frame) return null;
  const caption = entryText(block, 'caption');
  const title = frame.title ?? block.title ?? caption ?? 'Embedded video';
  return (
    <BlockSection title={block.title} label={title} narrow>
      <figure className={styles.figure}>
        <div className={styles.stage} style={{ aspectRatio: aspectRatio(entryText(block, 'aspect_ratio')) }}>
          <VideoFrame src={frame.src} title={title} lazy />
        </div>
        {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
      </figure>
    </BlockSection>
  );
}
