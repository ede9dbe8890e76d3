import { describe, expect, it } from 'vitest';
import { toBlocks } from './nova-text';

describe('toBlocks', () => {
  it('makes paragraphs, line breaks and lists', () => {
    expect(toBlocks('Voici 2 profils :\nà Lyon\n\n- Ana\n- Paul\n1. un\n2. deux\nFin')).toEqual([
      { type: 'paragraph', lines: ['Voici 2 profils :', 'à Lyon'] },
      { type: 'list', ordered: false, items: ['Ana', 'Paul'] },
      { type: 'list', ordered: true, items: ['un', 'deux'] },
      { type: 'paragraph', lines: ['Fin'] },
    ]);
  });
  it('keeps HTML as text', () => {
    expect(toBlocks('<b>x</b>')).toEqual([{ type: 'paragraph', lines: ['<b>x</b>'] }]);
  });
});
