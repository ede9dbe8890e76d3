import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('formatFileSize', () => {
  it('counts a small file in kilobytes, at least one, and a large one in megabytes', () => {
    const fr = createIntl({ locale: 'fr-FR', messages: {} });
    expect(spaced(formatFileSize(fr, 300))).toBe('1 ko');
    expect(spaced(formatFileSize(fr, 12_600))).toBe('12 ko');
    expect(spaced(formatFileSize(fr, 2.34 * 1024 * 1024))).toBe('2,3 Mo');
    expect(spaced(formatFileSize(createIntl({ locale: 'en', messages: {} }), 12_600))).toBe('12 kB');
  });
});
