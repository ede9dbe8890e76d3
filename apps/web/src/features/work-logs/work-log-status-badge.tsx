import { Badge } from '@mantine/core';
import type { WorkLogStatus } from '@orbite/domain/work-log';
import { useT } from '../../ui/use-t';

const colors: Record<WorkLogStatus, string> = {
  draft: 'gray',
  submitted: 'blue',
  validated: 'green',
  locked: 'green',
  paid: 'teal',
  skipped: 'dark',
};

/** A work log's status; a contested draft (the client's comment) reads "to correct". */
export function WorkLogStatusBadge({ status, contested }: { status: WorkLogStatus; contested?: boolean }) {
  const t = useT();
  const key = status === 'draft' && contested ? 'contested' : status;
  return (
    <Badge color={key === 'contested' ? 'orange' : colors[status]} variant="light">
      {t(`workLogs.status.${key}`)}
    </Badge>
  );
}

/** Month 'YYYY-MM' as "mai 2026". */
export function useMonthLabel() {
  const t = useT();
  return (month: string) => t(`workLogs.month.${Number(month.slice(5, 7))}`, { year: month.slice(0, 4) });
}

/** 12.5 -> "12,5". */
export const frDays = (days: number) => String(days).replace('.', ',');
