/** Every area's messages in English, one chunk loaded on demand (see catalogue.ts). */
const parts = import.meta.glob<Record<string, string>>('./en/*.json', { eager: true, import: 'default' });

export const areas: Record<string, string> = Object.assign(
  {},
  ...Object.keys(parts)
    .sort()
    .map((file) => parts[file]),
);
