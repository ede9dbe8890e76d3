import type { IntlShape } from 'react-intl';

/** A file's size as people read it: « 12 ko » under a megabyte, « 2,3 Mo » above (never « 0 Mo »). */
export function formatFileSize(intl: Pick<IntlShape, 'formatNumber'>, bytes: number): string {
  const kilobytes = bytes / 1024;
  if (kilobytes < 1024)
    return intl.formatNumber(Math.max(1, Math.round(kilobytes)), { style: 'unit', unit: 'kilobyte' });
  return intl.formatNumber(kilobytes / 1024, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
}
