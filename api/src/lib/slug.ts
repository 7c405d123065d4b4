/** 'Elk Creek Café + Aleworks' → 'elk-creek-cafe-aleworks'; '&' reads 'and'. The slug of a member's item and of a seeded record alike. */
export const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
