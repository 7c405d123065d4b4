import { createContext, useContext, useMemo } from 'react';
import { useLocation } from '@valley/shared/router';
import { useConfigStore } from '@valley/shared/stores/config';
import type { Page } from '@valley/shared/schemas/page';
import {
  DEFAULT_DESCRIPTION,
  SITE_NAME,
  absoluteImage,
  absoluteUrl,
  describe,
  documentTitle,
  jsonForScript,
  rich,
  webPageWithTrail,
  type JsonLd,
  type SiteOrigins,
} from '@valley/shared/seo';

export interface PageHeadProps {
  /** The page's own title; the site's name is added once. */
  title: string;
  /** Plain text; the site's description when the page has none. */
  description?: string | null;
  /** The sharing image, as the API gives it. */
  image?: string | null;
  /** The canonical path, when it is not the address shown (an alias). */
  path?: string;
  type?: 'website' | 'article';
  /** Member screens and missing records: kept out of search indexes. */
  noindex?: boolean;
  /** schema.org descriptions of the page; they stay in the page's markup, where crawlers read them too. */
  jsonLd?: JsonLd[];
  /** The HTTP status the page answers with when the server renders it (404 for a missing record). */
  status?: number;
}

/**
 * Where the render server hears that the page rendered its head, and its status: 200 unless the page says otherwise (decision 058). A
 * page that rendered none gets the site's title. The browser has no provider.
 */
export const ResponseStatusContext = createContext<((status: number) => void) | null>(null);

/** The site's and the API's public origins, for a page's JSON-LD. */
export function useSiteOrigins(): SiteOrigins {
  const siteUrl = useConfigStore((state) => state.siteUrl);
  const apiUrl = useConfigStore((state) => state.apiUrl);
  return useMemo(() => ({ siteUrl, apiUrl }), [siteUrl, apiUrl]);
}

/** '/about/' and '//about' are the page '/about'. */
const canonicalPath = (pathname: string) => `/${pathname.split('/').filter(Boolean).join('/')}`;

/**
 * The page's title, description, canonical address, sharing tags and JSON-LD (public-site §2), rendered by the route that owns the
 * page. React hoists the title, meta and link tags into the document's head (the server writes them there, decision 058); render one
 * PageHead per page.
 */
export function PageHead({ title, description, image, path, type = 'website', noindex = false, jsonLd = [], status }: PageHeadProps) {
  const { pathname } = useLocation();
  const { siteUrl, apiUrl } = useSiteOrigins();
  const report = useContext(ResponseStatusContext);
  report?.(status ?? 200);
  const fullTitle = documentTitle(title);
  const text = description?.trim() || DEFAULT_DESCRIPTION;
  const url = absoluteUrl(siteUrl, path ?? canonicalPath(pathname));
  const picture = absoluteImage(image, apiUrl);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      {picture && <meta property="og:image" content={picture} />}
      <meta name="twitter:card" content={picture ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      {picture && <meta name="twitter:image" content={picture} />}
      {jsonLd.map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
      ))}
    </>
  );
}

/** The fields of a CMS page its head reads. */
export type CmsHeadFields = Pick<Page, 'title' | 'meta_title' | 'meta_description' | 'header_image_url' | 'content_rendered'> & {
  entry?: { subtitle?: string | null; content?: string | null } | null;
};

/** A page's breadcrumb: its name and site path. */
export interface Crumb {
  name: string;
  path: string;
}

/**
 * The head of a web page (a CMS page, a listing, a category): its title, description and image, and WebPage JSON-LD (or `type`, such as
 * CollectionPage) with a breadcrumb trail from Home, by default Home › the page. `path` is the canonical path, by default the address's.
 */
interface WebPageOptions {
  path?: string;
  type?: 'CollectionPage';
  trail?: Crumb[];
}

export interface WebPageHeadProps extends WebPageOptions {
  title: string;
  /** The page's name in JSON-LD and its breadcrumb, when the title says more (a CMS meta title). */
  name?: string;
  description: string;
  image?: string | null;
}

function useWebPageHead({ title, name = title, description, image = null, path, type, trail }: WebPageHeadProps): PageHeadProps {
  const origins = useSiteOrigins();
  const { pathname } = useLocation();
  const at = path ?? canonicalPath(pathname);
  return { title, description, image, path: at, jsonLd: webPageWithTrail(origins, { name, description, path: at, image, type, trail }) };
}

/**
 * The head of a page the CMS describes (a landing page, a listing's banner): its meta title or title, its meta description, subtitle or
 * words, its header image. `name` stands in while the page is missing, so a listing never loses its head.
 */
function useCmsPageHead(page: CmsHeadFields | null | undefined, name: string, options: WebPageOptions = {}): PageHeadProps {
  return useWebPageHead({
    title: page?.meta_title || page?.title || name,
    name: page?.title || name,
    description: page ? describe(page.meta_description, page.entry?.subtitle, rich(page.content_rendered ?? page.entry?.content)) : DEFAULT_DESCRIPTION,
    image: page?.header_image_url ?? null,
    ...options,
  });
}

/** The head of a web page (a category, a town): see useWebPageHead. */
export function WebPageHead(props: WebPageHeadProps) {
  return <PageHead {...useWebPageHead(props)} />;
}

/** The head of a page the CMS describes: see useCmsPageHead. */
export function CmsPageHead({ page, name, ...options }: WebPageOptions & { page: CmsHeadFields | null | undefined; name: string }) {
  return <PageHead {...useCmsPageHead(page, name, options)} />;
}
