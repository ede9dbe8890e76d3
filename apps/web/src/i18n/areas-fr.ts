/** Every area's messages in French, one chunk loaded on demand (see catalogue.ts). */
const parts = import.meta.glob<Record<string, string>>('./fr/*.json', { eager: true, import: 'default' });

export const areas: Record<string, string> = Object.assign(
  {},
  ...Object.keys(parts)
    .sort()
    .map((file) => parts[file]),
);
