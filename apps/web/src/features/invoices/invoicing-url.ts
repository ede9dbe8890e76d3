import { defaultPageSize, isPageSize, type PageSize } from '@orbite/domain/pagination';
import type { InvoiceFlow, InvoiceListStatus } from './invoice-operations';

/*
 * The team's invoicing page keeps its tab and filters in the URL query (reload-safe, shareable, the back button
 * returns to the tab a link left):
 *   status=overdue  company=3  flow=freelanceToPlatform  month=2026-11  q=F-2026  page=2  limit=50
 * Defaults are left out; a value that is not one of the page's is ignored.
 */

export const invoicingTabs: InvoiceListStatus[] = ['issued', 'overdue', 'paid', 'cancelled', 'draft'];
export const invoiceFlows: InvoiceFlow[] = ['platformToCorporate', 'freelanceToPlatform', 'platformToFreelance'];

export interface InvoicingState {
  status: InvoiceListStatus;
  companyId: string | null;
  flow: InvoiceFlow | null;
  /** YYYY-MM. */
  month: string | null;
  search: string;
  /** 1-based. */
  page: number;
  limit: PageSize;
}

const keys = ['status', 'company', 'flow', 'month', 'q', 'page', 'limit'];
const positive = (value: string | null) => (value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null);
const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | null =>
  allowed.includes(value as T) ? (value as T) : null;

export function readInvoicingUrl(params: URLSearchParams): InvoicingState {
  const page = positive(params.get('page'));
  const limit = positive(params.get('limit'));
  const month = params.get('month');
  return {
    status: oneOf(params.get('status'), invoicingTabs) ?? 'issued',
    companyId: positive(params.get('company'))?.toString() ?? null,
    flow: oneOf(params.get('flow'), invoiceFlows),
    month: month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : null,
    search: (params.get('q') ?? '').slice(0, 200),
    page: page && page > 0 ? page : 1,
    limit: isPageSize(limit) ? limit : defaultPageSize,
  };
}

export function writeInvoicingUrl(state: InvoicingState, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of keys) params.delete(key);
  if (state.status !== 'issued') params.set('status', state.status);
  if (state.companyId) params.set('company', state.companyId);
  if (state.flow) params.set('flow', state.flow);
  if (state.month) params.set('month', state.month);
  if (state.search.trim()) params.set('q', state.search.trim());
  if (state.page > 1) params.set('page', String(state.page));
  if (state.limit !== defaultPageSize) params.set('limit', String(state.limit));
  return params;
}
