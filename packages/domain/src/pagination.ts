/*
 * Paginated lists (spec 002 section 9): page sizes 25, 50 and 100, offered only when smaller than
 * the total; 3 page links around the current one and 1 at each end.
 */

export const pageSizes = [25, 50, 100] as const;
export type PageSize = (typeof pageSizes)[number];
export const defaultPageSize: PageSize = pageSizes[0];

/** Page links shown around the current page, and at each end of the list. */
export const PAGE_LINKS = 3;
export const PAGE_MARGIN = 1;

export function isPageSize(value: unknown): value is PageSize {
  return pageSizes.includes(value as PageSize);
}

/**
 * The page sizes a list offers: those smaller than its total (a size that holds everything already
 * is the last one worth offering, so it is not needed). None when everything fits in one page of the
 * first size: the selector is then hidden. The size in use stays offered so the selector can show it.
 */
export function pageSizeOptions(total: number, current: PageSize = defaultPageSize): PageSize[] {
  const options = pageSizes.filter((size) => size < total);
  if (options.length === 0) return [];
  return pageSizes.filter((size) => options.includes(size) || size === current);
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, size)));
}

export type PageLink = number | 'gap';

/**
 * The links of a pager: the first and last pages, the 3 pages around the current one, and a gap
 * where pages are skipped (a gap never hides a single page: that page is shown instead).
 */
export function pageLinks(current: number, pages: number): PageLink[] {
  if (pages <= 1) return [1];
  const page = Math.min(Math.max(1, Math.round(current)), pages);
  const half = Math.floor(PAGE_LINKS / 2);
  let start = Math.max(1, page - half);
  const end = Math.min(pages, start + PAGE_LINKS - 1);
  start = Math.max(1, end - PAGE_LINKS + 1);
  const shown = new Set<number>();
  for (let n = 1; n <= Math.min(PAGE_MARGIN, pages); n++) shown.add(n);
  for (let n = start; n <= end; n++) shown.add(n);
  for (let n = Math.max(1, pages - PAGE_MARGIN + 1); n <= pages; n++) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const links: PageLink[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) links.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) links.push('gap');
    links.push(n);
  });
  return links;
}

/** The page a list can show: a page past the end (the list shrank) becomes the last one. */
export function clampPage(page: number, total: number, size: number): number {
  return Math.min(Math.max(1, Math.floor(page) || 1), pageCount(total, size));
}
