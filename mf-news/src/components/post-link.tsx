import type { ReactNode } from 'react';
import { Link } from '@valley/shared/router';
import type { NewsPost } from '@valley/shared/schemas/news';
import { paths } from '../config/paths';

export interface PostLinkProps {
  post: Pick<NewsPost, 'slug' | 'source_link'>;
  className?: string;
  children: ReactNode;
}

/** A post with a source link opens that article in a new tab (public-site §2), so a visitor deep in the list keeps their place. */
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
