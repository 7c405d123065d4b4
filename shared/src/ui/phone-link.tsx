import type { ReactNode } from 'react';
import { phoneHref } from '@valley/shared/address';

/** A phone number as a `tel:+1…` link (public-site §9); one that is no US number shows as text, since no link could dial it. */
export function PhoneLink({ phone, className, children = phone }: { phone: string; className?: string; children?: ReactNode }) {
  const href = phoneHref(phone);
  return href ? (
    <a className={className} href={href}>
      {children}
    </a>
  ) : (
    <span className={className}>{children}</span>
  );
}
