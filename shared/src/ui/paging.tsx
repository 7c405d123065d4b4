import { useCallback, useMemo } from 'react';
import { Link, useLocation, useSearchParams } from '@valley/shared/router';
import { buttonClass } from './button';

/** A list's page in its address (`?page=3`): where a visitor or a crawler without JavaScript reads on (decision 053). */
export const PAGE_PARAM = 'page';

/** The page an address asks for: a whole number from 1, and 1 for anything else. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get(PAGE_PARAM));
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

/** The query of the same listing at another page, its filters and sort kept; page 1 has none of its own. */
export function pageSearch(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set(PAGE_PARAM, String(page));
  else next.delete(PAGE_PARAM);
  const query = next.toString();
  return query ? `?${query}` : '';
}

/**
 * The address's page of a list, and the address of any other page with the same filters: a list pages by links for a visitor or a
 * crawler without JavaScript, and appends with it (decision 053).
 */
export function useListPage(): { page: number; href: (page: number) => string } {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const page = readPage(params);
  const href = useCallback((to: number) => `${pathname}${pageSearch(params, to)}`, [pathname, params]);
  return useMemo(() => ({ page, href }), [page, href]);
}

/** A feed's address past its last page (a link kept from when the list was longer): says so, and links to the last page. */
export function PastLastPage({ total, perPage, noun, className }: { total: number; perPage: number; noun: string; className?: string }) {
  const { href } = useListPage();
  return (
    <div className={className}>
      <p>{`This page is past the last of these ${noun}.`}</p>
      <Link className={buttonClass('primary')} to={href(Math.max(1, Math.ceil(total / perPage)))}>
        {`Previous ${noun.charAt(0).toUpperCase()}${noun.slice(1)}`}
      </Link>
    </div>
  );
}
