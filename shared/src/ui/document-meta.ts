import { useEffect } from 'react';
import { useLocation } from '@valley/shared/router';
import { useConfigStore } from '@valley/shared/stores/config';
import { documentTitle } from '@valley/shared/seo';

// Kept for remotes built against 3.3 and earlier; pages render <PageHead> (@valley/shared/ui/page-head) since 3.4 (decision 058).
export { documentTitle };

export interface DocumentMeta {
  title: string;
  description?: string | null;
  image?: string | null;
}

/** The tag with `key` (name or property), reusing the one the server wrote rather than adding another. */
function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    tag.dataset.head = 'server';
    document.head.append(tag);
  }
  tag.content = content;
}

function removeMeta(attribute: 'name' | 'property', key: string): void {
  document.head.querySelectorAll(`meta[${attribute}="${key}"]`).forEach((tag) => tag.remove());
}

/**
 * Writes a page's title, description and sharing tags into the tags the shell's server rendered (data-head="server"), and drops the
 * first URL's JSON-LD once the visitor has navigated elsewhere: it described another page.
 */
export function applyDocumentMeta(meta: DocumentMeta, { pathname, siteUrl }: { pathname: string; siteUrl: string }): void {
  const title = documentTitle(meta.title);
  const url = `${siteUrl.replace(/\/+$/, '')}${pathname}`;
  document.title = title;
  setMeta('property', 'og:title', title);
  setMeta('name', 'twitter:title', title);
  setMeta('property', 'og:url', url);
  if (meta.description) {
    setMeta('name', 'description', meta.description);
    setMeta('property', 'og:description', meta.description);
    setMeta('name', 'twitter:description', meta.description);
  }
  // A page without an image drops the last page's, as the server writes none for it; left in place it would share the wrong picture.
  if (meta.image) {
    setMeta('property', 'og:image', meta.image);
    setMeta('name', 'twitter:image', meta.image);
  } else {
    removeMeta('property', 'og:image');
    removeMeta('name', 'twitter:image');
  }
  setMeta('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary');
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) canonical.href = url;
  const current = pathname.replace(/\/+$/, '') || '/';
  document.head.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"][data-head="server"]').forEach((script) => {
    if (script.dataset.path !== current) script.remove();
  });
}

/**
 * Sets the page title, description and social-sharing tags from the page's own fields (public-site §2 chrome).
 * @deprecated Render `<PageHead>` from `@valley/shared/ui/page-head`: the server renders it too.
 */
export function useDocumentMeta(meta: DocumentMeta | null): void {
  const { pathname } = useLocation();
  const siteUrl = useConfigStore((state) => state.siteUrl);
  const title = meta?.title;
  const description = meta?.description;
  const image = meta?.image;
  useEffect(() => {
    if (!title) return;
    applyDocumentMeta({ title, description, image }, { pathname, siteUrl });
  }, [title, description, image, pathname, siteUrl]);
}
