import type { MouseEventHandler, ReactNode } from 'react';
import { Link } from '@valley/shared/router';
import { remoteForPath } from '../config/remote-routes';
import { prefetchRemote } from '../federation/remotes';

/** Loads the remote that owns an internal address ahead of the visitor opening it (on hover or focus). */
export function warmRemoteFor(href: string): void {
  const remote = remoteForPath(href.split(/[?#]/)[0] ?? href);
  if (remote) prefetchRemote(remote);
}

const isExternal = (url: string) => /^(https?:)?\/\//i.test(url) || url.startsWith('mailto:') || url.startsWith('tel:');

/** A link from content-system data: external URLs are plain anchors, internal ones route client-side and warm the owning remote on hover or focus. */
export function SiteLink({
  url,
  target,
  className,
  onClick,
  children,
}: {
  url: string;
  target?: string | null;
  className?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  children: ReactNode;
}) {
  if (isExternal(url)) {
    const newTab = target === '_blank';
    return (
      <a href={url} className={className} onClick={onClick} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener noreferrer' : undefined}>
        {children}
      </a>
    );
  }
  const warm = () => warmRemoteFor(url);
  return (
    <Link to={url} className={className} onClick={onClick} onMouseEnter={warm} onFocus={warm}>
      {children}
    </Link>
  );
}
