import { useEffect } from 'react';

const SITE_NAME = 'Happy Valley';

/** Sets the page title and description from the page's own fields (public-site §2 chrome). */
export function useDocumentMeta(meta: { title: string; description?: string | null } | null): void {
  const title = meta?.title;
  const description = meta?.description;
  useEffect(() => {
    if (!title) return;
    document.title = `${title} | ${SITE_NAME}`;
    if (description) {
      let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!tag) {
        tag = document.createElement('meta');
        tag.name = 'description';
        document.head.append(tag);
      }
      tag.content = description;
    }
  }, [title, description]);
}
