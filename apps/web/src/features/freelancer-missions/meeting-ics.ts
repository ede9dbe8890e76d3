/** How long a meeting lasts in the calendar file: the slots are half-hour slots. */
export const MEETING_MINUTES = 30;

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Escapes a text value of an iCalendar property (RFC 5545, 3.3.11). */
export function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

export interface MeetingEvent {
  /** A stable id: the same meeting imported twice updates one event. */
  uid: string;
  start: Date;
  title: string;
  description?: string;
  url?: string;
}

/** A one-event iCalendar file for the booked meeting (times in UTC, CRLF line ends). */
export function meetingIcs(event: MeetingEvent, now = new Date()): string {
  const end = new Date(event.start.getTime() + MEETING_MINUTES * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Orbite//Rendez-vous//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(event.start)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${icsText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** A data: URL of the file, for a download link. */
export function icsHref(content: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(content)}`;
}
