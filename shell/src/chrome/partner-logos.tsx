import type { ReactNode } from 'react';

/** The partners' marks, drawn here as SVG (no logo files to fetch from anyone); each names its partner for screen readers. */
export type PartnerKey = 'pa_link' | 'discover_america_link' | 'bigten_link' | 'marketing_link';

export const PARTNERS: Array<{ key: PartnerKey; label: string }> = [
  { key: 'pa_link', label: 'Pennsylvania Tourism' },
  { key: 'discover_america_link', label: 'Discover America' },
  { key: 'bigten_link', label: 'Big Ten Country' },
  { key: 'marketing_link', label: 'Marketing Partners' },
];

const MARKS: Record<PartnerKey, { mark: ReactNode; lines: [string, string] }> = {
  // A keystone, the state's emblem.
  pa_link: {
    mark: <path d="M6 8h28l-5 32H11z" fill="#f2c14e" />,
    lines: ['Pennsylvania', 'Tourism'],
  },
  discover_america_link: {
    mark: (
      <>
        <circle cx="20" cy="24" r="16" fill="#c8102e" />
        <path d="M20 12l3.5 8.4 9 .7-6.9 5.8 2.1 8.8L20 31l-7.7 4.7 2.1-8.8-6.9-5.8 9-.7z" fill="#fff" />
      </>
    ),
    lines: ['Discover', 'America'],
  },
  bigten_link: {
    mark: (
      <>
        <path d="M4 8h32v18c0 9-7 14-16 16C11 40 4 35 4 26z" fill="#0088ce" />
        <text x="20" y="30" textAnchor="middle" fontSize="15" fontWeight="700" fill="#fff" fontFamily="Georgia, serif">
          10
        </text>
      </>
    ),
    lines: ['Big Ten', 'Country'],
  },
  marketing_link: {
    mark: (
      <>
        <circle cx="14" cy="24" r="10" fill="#2e8b74" />
        <circle cx="26" cy="24" r="10" fill="#f2c14e" fillOpacity="0.9" />
      </>
    ),
    lines: ['Marketing', 'Partners'],
  },
};

/** A partner's logo: its mark beside a two-line name, white on the footer's dark ground. */
export function PartnerLogo({ partner, label }: { partner: PartnerKey; label: string }) {
  const { mark, lines } = MARKS[partner];
  return (
    <svg role="img" aria-label={label} viewBox="0 0 150 48" width="150" height="48">
      {mark}
      <text x="44" y="21" fontSize="14" fontWeight="700" fill="#fff" fontFamily="system-ui, sans-serif">
        {lines[0]}
      </text>
      <text x="44" y="38" fontSize="12" fill="#fff" fillOpacity="0.85" fontFamily="system-ui, sans-serif">
        {lines[1]}
      </text>
    </svg>
  );
}
