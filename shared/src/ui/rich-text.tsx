/**
 * Renders rich text the API has already sanitised on write (member-area: rich text is
 * sanitised with a maintained sanitiser before it is stored).
 */
export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  if (!html) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
