import { describe, expect, it } from 'vitest';
import { campaignQuery, campaignTag, campaignTagsOf } from './signup-hunting';

describe('campaign tags', () => {
  it('keeps a tag readable and safe: lower case, hyphens, no accents, no markup', () => {
    expect(campaignTag('  Relance Data Lyon  ')).toBe('relance-data-lyon');
    expect(campaignTag('Été_2026.v2')).toBe('ete_2026.v2');
    expect(campaignTag('<script>alert(1)</script>')).toBe('scriptalert1script');
    expect(campaignTag("linkedin' or 1=1 --")).toBe('linkedin-or-11---');
  });

  it('drops what is empty, not text, or made of nothing allowed', () => {
    expect(campaignTag('')).toBeNull();
    expect(campaignTag('   ')).toBeNull();
    expect(campaignTag('€€€')).toBeNull();
    expect(campaignTag(42)).toBeNull();
    expect(campaignTag(['linkedin'])).toBeNull();
  });

  it('cuts a tag at 60 characters', () => {
    expect(campaignTag('a'.repeat(500))).toHaveLength(60);
  });

  it('reads the three tags of a query string', () => {
    const search = new URLSearchParams('utm_campaign=Data%20Lyon&utm_source=LinkedIn&other=x');
    expect(campaignTagsOf((key) => search.get(key))).toEqual({
      utm_campaign: 'data-lyon',
      utm_source: 'linkedin',
      utm_medium: null,
    });
  });

  it('writes the query a link carries, leaving out empty tags', () => {
    expect(campaignQuery({ utm_campaign: 'Data Lyon', utm_source: 'email', utm_medium: '' })).toBe(
      '?utm_campaign=data-lyon&utm_source=email',
    );
    expect(campaignQuery({})).toBe('');
  });
});
