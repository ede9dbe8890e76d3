import { addDays, daysBetween } from '@orbite/domain/calendar-day';
import { useIntl } from 'react-intl';
import { dayKey } from './chat-format';

/** The time of a message for a list: the hour today, "hier", the weekday this week, else the date. */
export function RelativeTime({ iso, now = new Date() }: { iso: string; now?: Date }) {
  const intl = useIntl();
  const date = new Date(iso);
  const days = daysBetween(dayKey(iso), dayKey(now.toISOString()));
  const label =
    days <= 0
      ? intl.formatTime(date, { hour: '2-digit', minute: '2-digit' })
      : days === 1
        ? intl.formatMessage({ id: 'chat.yesterday' })
        : days < 7
          ? intl.formatDate(date, { weekday: 'short' })
          : intl.formatDate(date, { day: '2-digit', month: '2-digit', year: '2-digit' });
  return (
    <time dateTime={iso} title={intl.formatDate(date, { dateStyle: 'full', timeStyle: 'short' })}>
      {label}
    </time>
  );
}

/** The heading of a day in a conversation: "Aujourd'hui", "Hier", or the full date. */
export function DayLabel({ day, now = new Date() }: { day: string; now?: Date }) {
  const intl = useIntl();
  const today = dayKey(now.toISOString());
  const yesterday = addDays(today, -1);
  if (day === today) return <>{intl.formatMessage({ id: 'chat.today' })}</>;
  if (day === yesterday) return <>{intl.formatMessage({ id: 'chat.yesterday' })}</>;
  return (
    <>
      {intl.formatDate(new Date(`${day}T12:00:00Z`), {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      })}
    </>
  );
}
