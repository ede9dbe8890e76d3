import { describe, expect, it } from 'vitest';
import { readInvoicingUrl, writeInvoicingUrl } from './invoicing-url';

const read = (query: string) => readInvoicingUrl(new URLSearchParams(query));

describe('the invoicing page in the URL', () => {
  it('reads back what it writes, defaults left out', () => {
    const query = 'status=overdue&company=3&flow=freelanceToPlatform&month=2026-11&q=F-2026&page=2&limit=50';
    const state = read(query);
    expect(state).toEqual({
      status: 'overdue',
      companyId: '3',
      flow: 'freelanceToPlatform',
      month: '2026-11',
      search: 'F-2026',
      page: 2,
      limit: 50,
    });
    expect(writeInvoicingUrl(state).toString()).toBe(new URLSearchParams(query).toString());
    expect(read('')).toMatchObject({ status: 'issued', companyId: null, flow: null, month: null, page: 1 });
    expect(writeInvoicingUrl(read('')).toString()).toBe('');
  });

  it('ignores values that are not the page’s and keeps other parameters', () => {
    const state = read('status=lost&company=acme&flow=sideways&month=2026-13&page=0&limit=33&tour=1');
    expect(state).toMatchObject({ status: 'issued', companyId: null, flow: null, month: null, page: 1, limit: 25 });
    expect(writeInvoicingUrl(state, new URLSearchParams('tour=1&page=4')).toString()).toBe('tour=1');
  });
});
