import { Alert, List } from '@mantine/core';
import type { CalendarDay } from '@orbite/domain/calendar-day';
import { unusualDeclaredDays, type WorkLogEntry } from '@orbite/domain/work-log-days';
import { IconCalendarExclamation } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useT } from '../../ui/use-t';
import { frDays } from './work-log-status-badge';

/**
 * What a report declares beyond ordinary days, neither refused (docs/decisions.md): days not worked yet and
 * days on a weekend or a public holiday. Before sending (`sentOn` absent) the freelancer reads it against
 * today; the client and the team read it against the day it was sent, before they validate.
 */
export function UnusualDaysNotice({
  entries,
  asOf,
  sent = false,
}: {
  entries: readonly WorkLogEntry[];
  /** Today before sending; the day it was sent after. */
  asOf: CalendarDay;
  sent?: boolean;
}) {
  const t = useT();
  const intl = useIntl();
  const { ahead, offDays } = unusualDeclaredDays(entries, asOf);
  if (ahead === 0 && offDays === 0) return null;
  const date = intl.formatDate(`${asOf}T12:00:00Z`, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconCalendarExclamation size={18} />}
      title={sent ? t('workLogs.unusual.titleSent') : undefined}
      data-testid="work-log-unusual-days"
    >
      <List size="sm" spacing={4}>
        {ahead > 0 ? (
          <List.Item>
            {t(sent ? 'workLogs.unusual.aheadSent' : 'workLogs.unusual.ahead', {
              days: frDays(ahead),
              count: ahead,
              date,
            })}
          </List.Item>
        ) : null}
        {offDays > 0 ? (
          <List.Item>{t('workLogs.unusual.offDays', { days: frDays(offDays), count: offDays })}</List.Item>
        ) : null}
      </List>
    </Alert>
  );
}
