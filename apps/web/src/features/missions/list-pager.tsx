import { Group, Pagination, Select } from '@mantine/core';
import { type PageSize, pageCount, pageLinks, pageSizeOptions } from '@orbite/domain/pagination';
import { useT } from '../../ui/use-t';

/**
 * The pager of a list (spec 002): page sizes smaller than the total (hidden when one page holds
 * everything), and links to the first, the last and the 3 pages around the current one.
 */
export function ListPager({
  total,
  page,
  limit,
  onPage,
  onLimit,
}: {
  total: number;
  page: number;
  limit: PageSize;
  onPage: (page: number) => void;
  onLimit?: (limit: PageSize) => void;
}) {
  const t = useT();
  const pages = pageCount(total, limit);
  const sizes = onLimit ? pageSizeOptions(total, limit) : [];
  const current = Math.min(page, pages);
  if (pages <= 1 && sizes.length === 0) return null;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      {sizes.length > 0 ? (
        <Select
          w={170}
          size="xs"
          aria-label={t('missions.pager.pageSize')}
          data={sizes.map((size) => ({ value: String(size), label: t('missions.pager.perPage', { size }) }))}
          value={String(limit)}
          onChange={(value) => value && onLimit?.(Number(value) as PageSize)}
          allowDeselect={false}
        />
      ) : (
        <span />
      )}
      {pages > 1 ? (
        <Pagination.Root
          total={pages}
          value={current}
          onChange={onPage}
          getItemProps={(n) => ({ 'aria-label': t('missions.pager.page', { page: n }) })}
        >
          <nav aria-label={t('missions.pager.label')}>
            <Group gap={6} wrap="nowrap">
              <Pagination.Previous aria-label={t('missions.pager.previous')} />
              {pageLinks(current, pages).map((link, index) =>
                link === 'gap' ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place.
                  <Pagination.Dots key={`gap-${index}`} />
                ) : (
                  <Pagination.Control
                    key={link}
                    active={link === current}
                    onClick={() => onPage(link)}
                    aria-current={link === current ? 'page' : undefined}
                    aria-label={t('missions.pager.page', { page: link })}
                  >
                    {link}
                  </Pagination.Control>
                ),
              )}
              <Pagination.Next aria-label={t('missions.pager.next')} />
            </Group>
          </nav>
        </Pagination.Root>
      ) : null}
    </Group>
  );
}
