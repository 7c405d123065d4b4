import type { ReactNode } from 'react';
import { Link } from '@valley/shared/router';
import type { NewsPost } from '@valley/shared/schemas/news';
import { paths } from '../config/paths';

export interface PostLinkProps {
  post: Pick<NewsPost, 'slug' | 'source_link'>;
  className?: string;
  children: ReactNode;
}

/**
 * A post's link: a post with a source link opens that article (public-site §2) in a new tab, so a
 * visitor deep in the dispatch list keeps their place; any other post opens its dispatch page.
 */
export function PostLink({ post, className, children }: PostLinkProps) {
  if (post.source_link) {
    return (
      <a className={className} href={post.source_link} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link className={className} to={paths.post.href(post.slug)}>
      {children}
    </Link>
  );
}
