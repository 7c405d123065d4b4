import { useApi } from '@valley/shared/api/swr';
import type { NewsPost } from '@valley/shared/schemas/news';
import { absoluteImage, absoluteUrl, breadcrumbLd, compact, describe, organizationLd, rich, type JsonLd, type SiteOrigins } from '@valley/shared/seo';
import { PageHead, useSiteOrigins } from '@valley/shared/ui/page-head';
import { paths } from '../../../config/paths';

const postDescription = (post: NewsPost) => describe(post.meta_description, post.summary, rich(post.entry?.content));

/** Search engines cut a NewsArticle's headline past 110 characters. */
const HEADLINE_LENGTH = 110;

/** The post as a schema.org NewsArticle and its breadcrumb. */
export function postLd(
  post: NewsPost,
  { siteUrl, apiUrl }: SiteOrigins,
  { image, organization }: { image: string | null; organization?: string | null },
): JsonLd[] {
  const path = paths.post.href(post.slug);
  const url = absoluteUrl(siteUrl, path);
  const picture = absoluteImage(image, apiUrl);
  const publisher = organizationLd(siteUrl, organization);
  const ld = compact({
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: post.title.length > HEADLINE_LENGTH ? `${post.title.slice(0, HEADLINE_LENGTH - 1).trimEnd()}…` : post.title,
    description: postDescription(post),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: picture ? [picture] : [],
    datePublished: post.published_at,
    dateModified: post.published_at,
    author: publisher,
    publisher,
    articleSection: (post.categories ?? []).map((section) => section.name),
  });
  return [
    ld,
    breadcrumbLd(siteUrl, [
      { name: 'The Dispatch', path: paths.dispatch.href() },
      { name: post.title, path },
    ]),
  ];
}

/** /dispatch/{slug}'s head: the post's meta title or title, its description and picture, and its NewsArticle JSON-LD (decision 058). */
export function PostHead({ post }: { post: NewsPost }) {
  const origins = useSiteOrigins();
  const { data: globals } = useApi('globals', {});
  const image = post.main_img ?? post.image_url ?? post.header_image_url ?? globals?.default_post_img ?? null;
  return (
    <PageHead
      title={post.meta_title || post.title}
      description={postDescription(post)}
      image={image}
      path={paths.post.href(post.slug)}
      type="article"
      jsonLd={postLd(post, origins, { image, organization: globals?.organization })}
    />
  );
}
