import { describe, expect, it } from 'vitest';
import { clampPage, isPageSize, pageCount, pageLinks, pageSizeOptions } from './pagination';

describe('page sizes', () => {
  it('offers only the sizes smaller than the total, none when one page of 25 holds everything', () => {
    expect(pageSizeOptions(0)).toEqual([]);
    expect(pageSizeOptions(25)).toEqual([]);
    expect(pageSizeOptions(26)).toEqual([25]);
    expect(pageSizeOptions(60)).toEqual([25, 50]);
    expect(pageSizeOptions(101)).toEqual([25, 50, 100]);
  });

  it('keeps the size in use offered when the list shrank below it', () => {
    expect(pageSizeOptions(60, 100)).toEqual([25, 50, 100]);
    expect(pageSizeOptions(20, 100)).toEqual([]);
  });

  it('knows the sizes and counts pages', () => {
    expect([25, 50, 100].every(isPageSize)).toBe(true);
    expect([10, 30, '25', null].some(isPageSize)).toBe(false);
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(100, 50)).toBe(2);
  });
});

describe('page links', () => {
  it('shows every page of a short list', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageLinks(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows 3 links around the current page and one at each end, with gaps', () => {
    expect(pageLinks(1, 10)).toEqual([1, 2, 3, 'gap', 10]);
    expect(pageLinks(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageLinks(10, 10)).toEqual([1, 'gap', 8, 9, 10]);
  });

  it('shows a lone skipped page instead of a gap', () => {
    expect(pageLinks(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageLinks(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
  });

  it('brings a page out of range back into the list', () => {
    expect(pageLinks(99, 3)).toEqual([1, 2, 3]);
    expect(clampPage(9, 30, 25)).toBe(2);
    expect(clampPage(0, 30, 25)).toBe(1);
    expect(clampPage(Number.NaN, 30, 25)).toBe(1);
  });
});
