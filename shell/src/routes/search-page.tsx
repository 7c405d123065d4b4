import { useSearchParams, useNavigate } from '@valley/shared/router';
import { SEARCH_TEXT_MAX } from '@valley/shared/api/limits';
import { PageHead } from '@valley/shared/ui/page-head';
import { PageHeader } from '@valley/shared/ui/page-header';
import { Button } from '@valley/shared/ui/button';
import { SiteLink } from '../components/site-link';
import { routeHref } from '../config/remote-routes';
import { groupsOf, SEARCH_MIN_LENGTH, searchMessage, searchPageHref, SOURCES, useReportMiss, type SiteSearchState } from '../features/search/use-site-search';
import styles from './search-page.module.css';

/**
 * /search?q=…: the site search's full results, drawn by the server (the header's search box submits here without JavaScript, and on
 * Enter with no result chosen). The same five searches as the box, through swr, so the server's render has their answers.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const text = (params.get('q') ?? '').slice(0, SEARCH_TEXT_MAX);
  const query = text.trim();
  const searchable = query.length >= SEARCH_MIN_LENGTH;
  const asked = searchable ? query : null;
  const [destinations, categories, pages, events, news] = SOURCES;
  const answers = [destinations.useItems(asked), categories.useItems(asked), pages.useItems(asked), events.useItems(asked), news.useItems(asked)];
  const answered = answers.every((answer) => answer.items !== undefined || answer.failed);
  const { groups, failed } = groupsOf(answers);
  const state: SiteSearchState = { status: !searchable ? 'idle' : answered ? 'done' : 'loading', groups, failed };
  useReportMiss(state.status === 'done' && groups.length === 0 && !failed, query);

  const title = searchable ? `Results for “${query}”` : 'Search';
  const message = searchable ? searchMessage(state, query) : query ? 'Type more than three characters to search.' : 'What are you looking for?';
  return (
    <article>
      {/* A results page is the visitor's own question: not for search engines (the header's box is the way in). */}
      <PageHead title={title} noindex />
      <PageHeader title={title} />
      <div className={styles.body}>
        <form
          role="search"
          aria-label="Site results"
          className={styles.form}
          action={routeHref('shell', 'search')}
          method="get"
          onSubmit={(event) => {
            event.preventDefault();
            const next = new FormData(event.currentTarget).get('q');
            void navigate(searchPageHref(typeof next === 'string' ? next : ''));
          }}
        >
          <label htmlFor="search-page-q" className="visually-hidden">
            Search the site
          </label>
          {/* Keyed by the text, so Back and a new search refill the box from the address. */}
          <input
            key={text}
            id="search-page-q"
            name="q"
            type="search"
            className={styles.input}
            defaultValue={text}
            maxLength={SEARCH_TEXT_MAX}
            enterKeyHint="search"
            spellCheck={false}
          />
          <Button type="submit">Search</Button>
        </form>
        <p role="status" className={failed && groups.length === 0 ? `${styles.message} ${styles.failed}` : styles.message}>
          {message}
        </p>
        {groups.map((group) => (
          <section key={group.kind} className={styles.group} aria-labelledby={`search-group-${group.kind}`}>
            <h2 id={`search-group-${group.kind}`} className={styles.groupTitle}>
              {group.label}
            </h2>
            <ul className={styles.results}>
              {group.items.map((item) => (
                <li key={item.key}>
                  <SiteLink url={item.href} target={item.external ? '_blank' : null}>
                    {item.title}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </article>
  );
}
