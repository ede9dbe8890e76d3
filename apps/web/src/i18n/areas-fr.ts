/**
 * Every area's messages in French, one chunk loaded on demand (see catalogue.ts): the files as they are,
 * merged once there with the core messages (one copy of some 4,000 messages, not two).
 */
const files = import.meta.glob<Record<string, string>>('./fr/*.json', { eager: true, import: 'default' });

export const areas: Record<string, string>[] = Object.keys(files)
  .sort()
  .map((file) => files[file] as Record<string, string>);
