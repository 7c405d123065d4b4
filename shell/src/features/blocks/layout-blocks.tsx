import { useId, useState } from 'react';
import type { ContentBlock } from '@valley/shared/schemas/page';
import { RichText } from '@valley/shared/ui/rich-text';
import { Tabs } from '@valley/shared/ui/tabs';
import { SiteLink } from '../../components/site-link';
import { routeHref } from '../../config/remote-routes';
import { BlockImage } from './block-image';
import { entryText, records, text } from './block-entry';
import styles from './layout-blocks.module.css';
import { BlockSection } from './block-section';
import { GridList } from '@valley/shared/ui/grid-list';

interface Tab {
  title: string;
  content: string | null;
}

/** `tabs`: the shared Tabs, every panel kept in the page (hidden) so the content system's text is all there. */
export function TabsBlock({ block }: { block: ContentBlock }) {
  const tabs = records(block.entry.tabs).flatMap((tab): Tab[] => {
    const title = text(tab.title);
    return title ? [{ title, content: text(tab.content) }] : [];
  });
  const [selected, setSelected] = useState(0);
  const id = useId();
  if (tabs.length === 0) return null;

  const headingId = `${id}-heading`;
  return (
    <BlockSection title={block.title} label="Tabs" headingId={headingId}>
      <Tabs
        labelledBy={block.title ? headingId : undefined}
        items={tabs.map((tab, index) => ({ key: index, label: tab.title, panel: <RichText html={tab.content} /> }))}
        selected={Math.min(selected, tabs.length - 1)}
        onSelect={setSelected}
        panelClassName={styles.panel}
      />
    </BlockSection>
  );
}

interface Highlight {
  value: string | null;
  title: string | null;
  content: string | null;
  link: string | null;
}

/** `highlights`: big numbers with a line each ('190+ places to eat, stay and play'). */
export function HighlightsBlock({ block }: { block: ContentBlock }) {
  const items = records(block.entry.items).flatMap((item): Highlight[] => {
    // The figure is optional in the studio: an item with a title or text and no figure still shows.
    const highlight = { value: text(item.value), title: text(item.title), content: text(item.content), link: text(item.link) };
    return highlight.value || highlight.title || highlight.content ? [highlight] : [];
  });
  if (items.length === 0) return null;
  return (
    <BlockSection title={block.title} label="Highlights">
      <GridList className={styles.highlights} minColumn="200px" gap="var(--space-6)" tracks="fit">
        {items.map((item, index) => {
          const body = (
            <>
              {item.value ? <span className={styles.value}>{item.value}</span> : null}
              {item.title ? <span className={styles.highlightTitle}>{item.title}</span> : null}
            </>
          );
          return (
            <li key={`${index}:${item.value ?? item.title}`} className={styles.highlight}>
              {item.link ? (
                <SiteLink url={item.link} className={styles.highlightLink}>
                  {body}
                </SiteLink>
              ) : (
                body
              )}
              {item.content ? <p className={styles.highlightText}>{item.content}</p> : null}
            </li>
          );
        })}
      </GridList>
    </BlockSection>
  );
}

interface Venue {
  name: string;
  img: string | null;
  link: string;
}

/** `meetings`: the pitch, a row of venues, 'Book Your Venue' and a request-for-proposal link; `categories` is for the listing, not shown here. */
export function MeetingsBlock({ block }: { block: ContentBlock }) {
  const venues = records(block.entry.venues).flatMap((venue): Venue[] => {
    const name = text(venue.name);
    const slug = text(venue.slug);
    const link = text(venue.link) ?? (slug ? routeHref('mf_discover', 'destination', { slug }) : null);
    return name && link ? [{ name, img: text(venue.img), link }] : [];
  });
  const subtitle = entryText(block, 'subtitle');
  const link = entryText(block, 'link');
  const rfpLink = entryText(block, 'rfp_link');
  return (
    <BlockSection title={block.title} label="Meetings">
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      <RichText html={entryText(block, 'content')} />
      {venues.length > 0 ? (
        <ul className={styles.venues} aria-label="Venues">
          {venues.map((venue) => (
            <li key={venue.link}>
              <SiteLink url={venue.link} className={styles.venue}>
                {venue.img ? (
                  <BlockImage
                    className={styles.venueImage}
                    src={venue.img}
                    alt=""
                    sizes="(min-width: 1280px) 416px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw"
                  />
                ) : null}
                <span className={styles.venueName}>{venue.name}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      ) : null}
      {link || rfpLink ? (
        <div className={styles.actions}>
          {link ? (
            <SiteLink url={link} className={styles.button}>
              {entryText(block, 'button_text') ?? 'Book Your Venue'}
            </SiteLink>
          ) : null}
          {rfpLink ? (
            <SiteLink url={rfpLink} className={styles.secondaryButton}>
              Request a Proposal
            </SiteLink>
          ) : null}
        </div>
      ) : null}
    </BlockSection>
  );
}
