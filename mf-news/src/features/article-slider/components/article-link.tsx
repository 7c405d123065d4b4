import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { NewsPost } from '@valley/shared/schemas/news';
import { paths } from '../../../config/paths';

/** A post's link: its source article in a new tab when it has one, else its dispatch page. */
export function ArticleLink({ post, className, children }: { post: NewsPost; className?: string; children: ReactNode }) {
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
